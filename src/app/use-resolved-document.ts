import type { ResolvedDocument } from '@/schema/resolved';
import type { FieldConfig } from '@/schema/types';
import { useResolvedDocumentWith, type ResolvedState } from '@/renderer/documents/use-resolved-document';
import { useBrandStore } from '@/stores/brand-store';
import { knownWidgetTypes, schemaLoader } from './schema-runtime';

export type { ResolvedState } from '@/renderer/documents/use-resolved-document';

/** The app's documents: its loader, widget types and this page load's merchant (set at boot). */
export function useResolvedDocument<R extends ResolvedDocument>(name: string, fieldConfig?: Readonly<Record<string, FieldConfig>>): ResolvedState<R> {
  const merchant = useBrandStore((s) => s.merchant);
  return useResolvedDocumentWith<R>({ loader: schemaLoader, knownTypes: knownWidgetTypes, merchant }, name, fieldConfig);
}
