import { useContext, useEffect, useMemo, useState } from 'react';
import type { ResolvableDocument } from '@/schema/resolve';
import { resolveDocument } from '@/schema/resolve';
import type { ResolvedDocument } from '@/schema/resolved';
import type { FieldConfig } from '@/schema/types';
import { formatProblem } from '@/schema/problem';
import { kindOfDocument } from '@/schema/loader';
import { RenderEnvironmentContext, useRenderEnvironment } from '../render-environment';
import { documentWidgetTypes } from './widget-types';
import { startDocumentQueries } from './start-queries';
import type { ComponentSource } from '../component-source';
import type { SchemaRuntime } from './schema-runtime';
import { useResolveContext } from './use-resolve-context';
import { useStartedWhileRendering } from './use-started-while-rendering';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; document: ResolvableDocument };

export type ResolvedState<R> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; resolved: R };

/**
 * load (once per page load) → resolve (again whenever the context changes) → the document's widget
 * code, all types in parallel, before its first render (so nothing waits behind a Suspense fallback
 * and no widget's code waits for its parent's). Forms pass the server's field config (spec §5),
 * resolve's last layer; keep that object stable between renders.
 */
/** The document given by the host, or one its loader already delivered (boot warmed the route's documents). */
function documentAtHand(runtime: { loader: SchemaRuntime['loader']; preloaded?: SchemaRuntime['preloaded'] | undefined }, name: string): ResolvableDocument | undefined {
  return runtime.preloaded?.get(name) ?? (runtime.loader.loaded?.(name) as ResolvableDocument | undefined);
}

export function useResolvedDocumentWith<R extends ResolvedDocument>(runtime: SchemaRuntime, name: string, fieldConfig?: Readonly<Record<string, FieldConfig>>): ResolvedState<R> {
  // A document at hand is ready in the first render: no effect → promise → state round.
  const [loaded, setLoaded] = useState<Loaded>(() => {
    const known = documentAtHand(runtime, name);
    return known ? { state: 'ready', document: known } : { state: 'loading' };
  });
  const pageContext = useResolveContext(runtime.merchant);
  const base = runtime.context ?? pageContext;
  const context = useMemo(() => (fieldConfig ? { ...base, fieldConfig } : base), [base, fieldConfig]);
  const { loader, knownTypes } = runtime;
  const preloadedDocuments = runtime.preloaded;
  const environment = useContext(RenderEnvironmentContext);
  const components = environment?.components;
  const widgetHints = environment?.widgetHints;
  useEffect(() => {
    let current = true;
    const known = documentAtHand({ loader, preloaded: preloadedDocuments }, name);
    if (known) {
      setLoaded((state) => (state.state === 'ready' && state.document === known ? state : { state: 'ready', document: known }));
      return;
    }
    setLoaded({ state: 'loading' });
    // What the build knows this document shows whatever the context: its code downloads beside the document.
    void components?.preload?.(widgetHints?.(name) ?? []);
    let kind;
    try {
      kind = kindOfDocument(name);
    } catch (error) {
      console.warn(error instanceof Error ? error.message : error);
      setLoaded({ state: 'failed' });
      return;
    }
    loader
      .load(name, kind)
      .then((result) => current && setLoaded({ state: 'ready', document: result.document as ResolvableDocument }))
      .catch((error: unknown) => {
        // The loader reported the file's problems already; this line says which document the page lost, never silently.
        console.warn(`[croupier schema] ${name} could not be loaded: ${error instanceof Error ? error.message : String(error)}`);
        if (current) setLoaded({ state: 'failed' });
      });
    return () => {
      current = false;
    };
  }, [name, loader, components, widgetHints, preloadedDocuments]);
  const resolved = useMemo((): ResolvedState<R> => {
    if (loaded.state !== 'ready') return { state: loaded.state };
    const result = resolveDocument(loaded.document, context, { documentName: name, knownTypes });
    result.problems.forEach((problem) => console.warn(`[croupier schema] ${formatProblem(problem)}`));
    return { state: 'ready', resolved: result.document as R };
  }, [loaded, context, name, knownTypes]);
  return useWidgetCode(resolved, components);
}

const LOADING = { state: 'loading' } as const;

const sameTypesAndSource = (a: { types: readonly string[]; components: ComponentSource }, b: { types: readonly string[]; components: ComponentSource }) => a.types === b.types && a.components === b.components;

/**
 * Holds the first 'ready' back until the resolved document's widget code has arrived (or failed:
 * a failed chunk then shows as that node's retry). Later resolves (a login, a language switch)
 * render at once and load any new type beside them, so a shown screen never goes back to loading.
 */
function useWidgetCode<R extends ResolvedDocument>(resolved: ResolvedState<R>, components: ComponentSource | undefined): ResolvedState<R> {
  const types = useMemo(() => (resolved.state === 'ready' ? documentWidgetTypes(resolved.resolved) : undefined), [resolved]);
  // Started while rendering, once per set of types (useStartedWhileRendering: React 19.3 can leave out an effect whose
  // dependencies changed in a transition's commit, and this tree would then wait for good). Once any answer for the
  // types of the moment has come, the tree stays shown: a later document's new types load beside it.
  const arrived = useStartedWhileRendering(types && components?.preload ? { types, components } : undefined, sameTypesAndSource, ({ types: wanted, components: source }, first) => {
    // While the first render waits for code, the queries its widgets run on mount start too (not after the code).
    if (first && resolved.state === 'ready' && source.ready && !source.ready(wanted) && source.traits) startDocumentQueries(resolved.resolved, source.traits);
    return source.preload?.(wanted) ?? Promise.resolve();
  });
  const shown = arrived !== undefined;
  const waiting = types !== undefined && !shown && components?.ready !== undefined && !components.ready(types);
  return waiting ? LOADING : resolved;
}

/** The same, with the documents of the host's render environment (what widgets use). */
export function useResolvedDocument<R extends ResolvedDocument>(name: string, fieldConfig?: Readonly<Record<string, FieldConfig>>): ResolvedState<R> {
  const { schemas } = useRenderEnvironment();
  if (!schemas) throw new Error('[croupier renderer] this host gives no schema runtime: a widget that embeds a document cannot render here');
  return useResolvedDocumentWith<R>(schemas, name, fieldConfig);
}
