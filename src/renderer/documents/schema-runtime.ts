import type { SchemaLoader } from '@/schema/loader';
import type { ResolvableDocument } from '@/schema/resolve';
import type { ResolveContext } from '@/schema/context';

/**
 * Where documents come from for this host: its loader (origin first, bundled fallback, merchant
 * override), the widget types it can render, and its merchant. The app, the CLI and tests each
 * give one, so any widget can embed a form or menu document without reaching up into the app.
 */
export interface SchemaRuntime {
  loader: Pick<SchemaLoader, 'load'> & Partial<Pick<SchemaLoader, 'loaded'>>;
  knownTypes: ReadonlySet<string>;
  merchant: string;
  /**
   * Documents already loaded, by name: they resolve in the first render. A static render (schemas:render),
   * where no effect runs, gives the menus its layout names here so they show as players see them.
   */
  preloaded?: ReadonlyMap<string, ResolvableDocument>;
  /** A fixed resolve context (the CLI's `--role`, `--flags`…) instead of the page's stores. */
  context?: ResolveContext;
}
