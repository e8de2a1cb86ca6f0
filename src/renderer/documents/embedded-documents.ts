import { startTransition, useEffect, useMemo, useRef, useState } from 'react';
import { kindOfDocument, type SchemaLoader } from '@/schema/loader';
import type { ResolvableDocument } from '@/schema/resolve';
import type { ResolvedNode } from '@/schema/resolved';
import { useRenderEnvironment, type RenderEnvironment } from '../render-environment';

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

/**
 * The render environment for a tree whose nodes embed documents (a layout's menus): undefined until
 * those documents are here, then the host's environment with them preloaded, so the tree draws whole
 * in one go (no header without its navigation for a moment).
 */
export function useEnvironmentWithEmbedded(nodes: readonly ResolvedNode[] | undefined): RenderEnvironment | undefined {
  const environment = useRenderEnvironment();
  const key = nodes ? embeddedDocumentNames(nodes).join('\n') : undefined;
  const [loaded, setLoaded] = useState<{ key: string; documents: Map<string, ResolvableDocument> } | undefined>(undefined);
  const schemas = environment.schemas;
  // Started while rendering, once per set of names, not from an effect: React 19.3 can leave out an effect whose
  // dependencies changed in a transition's commit (react/react#34556). Here the names arrive in such a commit (the
  // frame's widget code, `useWidgetCode`), and a skipped effect left the frame on "Loading…" for good, about one page
  // load in 30 under load. Starting twice is harmless: the loader loads each name once, and an answer for other names
  // than the current ones is not used.
  const started = useRef<{ key: string; schemas: NonNullable<typeof schemas>; documents?: Map<string, ResolvableDocument> } | undefined>(undefined);
  const mounted = useRef(false);
  if (key !== undefined && schemas && (started.current?.key !== key || started.current.schemas !== schemas)) {
    const entry: NonNullable<typeof started.current> = { key, schemas };
    started.current = entry;
    // A transition, as the held tree's first render is (use-resolved-document.ts, useWidgetCode). Only a mounted
    // component takes the answer: a render React set aside never mounts, and one that mounts later takes it below.
    void loadEmbeddedDocuments(schemas.loader, key ? key.split('\n') : []).then((documents) => {
      entry.documents = documents;
      if (mounted.current && started.current === entry) startTransition(() => setLoaded({ key, documents }));
    });
  }
  // A mount's effect (no dependencies, so never left out): the answer that arrived before the component mounted.
  useEffect(() => {
    mounted.current = true;
    const entry = started.current;
    if (entry?.documents) {
      const { key: names, documents } = entry;
      startTransition(() => setLoaded({ key: names, documents }));
    }
    return () => {
      mounted.current = false;
    };
  }, []);
  const documents = loaded && loaded.key === key ? loaded.documents : undefined;
  return useMemo(() => {
    if (!schemas) return key === undefined ? undefined : environment;
    if (!documents) return undefined;
    const preloaded = new Map([...(schemas.preloaded ?? []), ...documents]);
    return { ...environment, schemas: { ...schemas, preloaded } };
  }, [environment, schemas, documents, key]);
}
