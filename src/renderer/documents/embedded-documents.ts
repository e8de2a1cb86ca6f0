import { useMemo } from 'react';
import { kindOfDocument, type SchemaLoader } from '@/schema/loader';
import type { ResolvableDocument } from '@/schema/resolve';
import type { ResolvedNode } from '@/schema/resolved';
import { useRenderEnvironment, type RenderEnvironment } from '../render-environment';
import type { SchemaRuntime } from './schema-runtime';
import { useStartedWhileRendering } from './use-started-while-rendering';

const EMBEDDED = /^(menus|forms)\/[A-Za-z0-9_-]+(\/[A-Za-z0-9_-]+)*$/;

/** The documents a resolved tree's nodes name in a string prop (a Menu's `menu`, an ActionForm's form), each once, sorted. */
export function embeddedDocumentNames(nodes: readonly ResolvedNode[]): string[] {
  const names = new Set<string>();
  const stack = [...nodes];
  for (let node = stack.pop(); node; node = stack.pop()) {
    for (const value of Object.values(node.props)) if (typeof value === 'string' && EMBEDDED.test(value)) names.add(value);
    stack.push(...node.children);
  }
  return [...names].sort();
}

/**
 * Loads them side by side (merchant overrides applied). One that cannot load is left out: its widget
 * then loads it itself and says why, as anywhere else.
 */
export async function loadEmbeddedDocuments(loader: Pick<SchemaLoader, 'load'>, names: readonly string[]): Promise<Map<string, ResolvableDocument>> {
  const loaded = await Promise.all(
    names.map((name) =>
      loader.load(name, kindOfDocument(name)).then(
        (result) => [name, result.document as ResolvableDocument] as const,
        () => undefined,
      ),
    ),
  );
  return new Map(loaded.filter((entry) => entry !== undefined));
}

const sameNamesAndRuntime = (a: { key: string; schemas: SchemaRuntime }, b: { key: string; schemas: SchemaRuntime }) => a.key === b.key && a.schemas === b.schemas;

/**
 * The render environment for a tree whose nodes embed documents (a layout's menus): undefined until
 * those documents are here, then the host's environment with them preloaded, so the tree draws whole
 * in one go (no header without its navigation for a moment).
 */
export function useEnvironmentWithEmbedded(nodes: readonly ResolvedNode[] | undefined): RenderEnvironment | undefined {
  const environment = useRenderEnvironment();
  const key = nodes ? embeddedDocumentNames(nodes).join('\n') : undefined;
  const schemas = environment.schemas;
  // Started while rendering (useStartedWhileRendering: the names arrive in a transition's commit, the frame's widget
  // code's, where React 19.3 can leave out an effect). An answer for other names than the current ones is not used.
  const loaded = useStartedWhileRendering(key !== undefined && schemas ? { key, schemas } : undefined, sameNamesAndRuntime, ({ key: names, schemas: runtime }) =>
    loadEmbeddedDocuments(runtime.loader, names ? names.split('\n') : []),
  );
  const documents = loaded && loaded.inputs.key === key ? loaded.answer : undefined;
  return useMemo(() => {
    if (!schemas) return key === undefined ? undefined : environment;
    if (!documents) return undefined;
    const preloaded = new Map([...(schemas.preloaded ?? []), ...documents]);
    return { ...environment, schemas: { ...schemas, preloaded } };
  }, [environment, schemas, documents, key]);
}
