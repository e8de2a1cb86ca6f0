import { useEffect, useMemo, useState } from 'react';
import type { ResolvableDocument } from '@/schema/resolve';
import { resolveDocument } from '@/schema/resolve';
import type { ResolvedDocument } from '@/schema/resolved';
import type { FieldConfig } from '@/schema/types';
import { formatProblem } from '@/schema/problem';
import { kindOfDocument } from '@/schema/loader';
import { useRenderEnvironment } from '../render-environment';
import type { SchemaRuntime } from './schema-runtime';
import { useResolveContext } from './use-resolve-context';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; document: ResolvableDocument };

export type ResolvedState<R> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; resolved: R };

/**
 * load (once per page load) → resolve (again whenever the context changes). Forms pass the
 * server's field config (spec §5), resolve's last layer; keep that object stable between renders.
 */
export function useResolvedDocumentWith<R extends ResolvedDocument>(runtime: SchemaRuntime, name: string, fieldConfig?: Readonly<Record<string, FieldConfig>>): ResolvedState<R> {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const base = useResolveContext(runtime.merchant);
  const context = useMemo(() => (fieldConfig ? { ...base, fieldConfig } : base), [base, fieldConfig]);
  const { loader, knownTypes } = runtime;
  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
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
  }, [name, loader]);
  return useMemo((): ResolvedState<R> => {
    if (loaded.state !== 'ready') return { state: loaded.state };
    const result = resolveDocument(loaded.document, context, { documentName: name, knownTypes });
    result.problems.forEach((problem) => console.warn(`[croupier schema] ${formatProblem(problem)}`));
    return { state: 'ready', resolved: result.document as R };
  }, [loaded, context, name, knownTypes]);
}

/** The same, with the documents of the host's render environment (what widgets use). */
export function useResolvedDocument<R extends ResolvedDocument>(name: string, fieldConfig?: Readonly<Record<string, FieldConfig>>): ResolvedState<R> {
  const { schemas } = useRenderEnvironment();
  if (!schemas) throw new Error('[croupier renderer] this host gives no schema runtime: a widget that embeds a document cannot render here');
  return useResolvedDocumentWith<R>(schemas, name, fieldConfig);
}
