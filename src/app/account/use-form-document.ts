import { useMemo } from 'react';
import type { ResolvedDocument, ResolvedForm } from '@/schema/resolved';
import type { FieldConfig } from '@/schema/types';
import { useResolvedDocument, type ResolvedState } from '../use-resolved-document';

/**
 * A form document resolved for this page's context plus the server's field config (spec §5), so the
 * operator's order and labels and the platform's rules meet in one place: resolve's last layer.
 */
export function useFormDocument(name: string, fieldConfig?: Readonly<Record<string, FieldConfig>>): ResolvedState<ResolvedForm> {
  const result = useResolvedDocument<ResolvedDocument>(name, fieldConfig);
  return useMemo((): ResolvedState<ResolvedForm> => {
    if (result.state !== 'ready') return result;
    return result.resolved.kind === 'form' ? { state: 'ready', resolved: result.resolved } : { state: 'failed' };
  }, [result]);
}
