import { useEffect, useMemo, useState } from 'react';
import type { ResolvableDocument } from '@/schema/resolve';
import { resolveDocument } from '@/schema/resolve';
import type { ResolvedDocument } from '@/schema/resolved';
import type { FieldConfig } from '@/schema/types';
import { formatProblem } from '@/schema/problem';
import { kindOfDocument } from '@/schema/loader';
import { knownWidgetTypes, schemaLoader } from './schema-runtime';
import { useResolveContext } from './use-resolve-context';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; document: ResolvableDocument };

export type ResolvedState<R> = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; resolved: R };

/**
 * load (once per page load) → resolve (again whenever the context changes). Forms pass the
 * server's field config (spec §5), resolve's last layer; keep that object stable between renders.
 */
export function useResolvedDocument<R extends ResolvedDocument>(name: string, fieldConfig?: Readonly<Record<string, FieldConfig>>): ResolvedState<R> {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const base = useResolveContext();
  const context = useMemo(() => (fieldConfig ? { ...base, fieldConfig } : base), [base, fieldConfig]);
  useEffect(() => {
    let current = true;
    setLoaded({ state: 'loading' });
    schemaLoader
      .load(name, kindOfDocument(name))
      .then((result) => current && setLoaded({ state: 'ready', document: result.document as ResolvableDocument }))
      .catch(() => current && setLoaded({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, [name]);
  return useMemo((): ResolvedState<R> => {
    if (loaded.state !== 'ready') return { state: loaded.state };
    const result = resolveDocument(loaded.document, context, { documentName: name, knownTypes: knownWidgetTypes });
    result.problems.forEach((problem) => console.warn(`[croupier schema] ${formatProblem(problem)}`));
    return { state: 'ready', resolved: result.document as R };
  }, [loaded, context, name]);
}
