import { useEffect, useMemo, useState } from 'react';
import { kindOfDocument } from '@/schema/loader';
import { formatProblem } from '@/schema/problem';
import { resolveDocument, type ResolvableDocument } from '@/schema/resolve';
import type { ResolvedForm } from '@/schema/resolved';
import type { FieldConfig } from '@/schema/types';
import type { ResolvedState } from '../use-resolved-document';
import { knownWidgetTypes, schemaLoader } from '../schema-runtime';
import { useResolveContext } from '../use-resolve-context';

type Loaded = { state: 'loading' } | { state: 'failed' } | { state: 'ready'; document: ResolvableDocument };

/**
 * A form document resolved for this page's context plus the server's field config (spec §5), so the
 * operator's order and labels and the platform's rules meet in one place: resolve's last layer.
 */
export function useFormDocument(name: string, fieldConfig?: Readonly<Record<string, FieldConfig>>): ResolvedState<ResolvedForm> {
  const [loaded, setLoaded] = useState<Loaded>({ state: 'loading' });
  const base = useResolveContext();
  useEffect(() => {
    let current = true;
    schemaLoader
      .load(name, kindOfDocument(name))
      .then((result) => current && setLoaded({ state: 'ready', document: result.document as ResolvableDocument }))
      .catch(() => current && setLoaded({ state: 'failed' }));
    return () => {
      current = false;
    };
  }, [name]);
  return useMemo((): ResolvedState<ResolvedForm> => {
    if (loaded.state !== 'ready') return { state: loaded.state };
    const context = fieldConfig ? { ...base, fieldConfig } : base;
    const result = resolveDocument(loaded.document, context, { documentName: name, knownTypes: knownWidgetTypes });
    result.problems.forEach((problem) => console.warn(`[croupier schema] ${formatProblem(problem)}`));
    if (result.document.kind !== 'form') return { state: 'failed' };
    return { state: 'ready', resolved: result.document };
  }, [loaded, base, fieldConfig, name]);
}
