import type { SchemaLoader } from '@/schema/loader';

/**
 * Where documents come from for this host: its loader (origin first, bundled fallback, merchant
 * override), the widget types it can render, and its merchant. The app, the CLI and tests each
 * give one, so any widget can embed a form or menu document without reaching up into the app.
 */
export interface SchemaRuntime {
  loader: Pick<SchemaLoader, 'load'>;
  knownTypes: ReadonlySet<string>;
  merchant: string;
}
