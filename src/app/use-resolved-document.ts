import type { ResolvedDocument } from '@/schema/resolved';
import type { FieldConfig } from '@/schema/types';
import { useResolvedDocumentWith, type ResolvedState } from '@/renderer/documents/use-resolved-document';
import { knownWidgetTypes, merchantId, schemaLoader } from './schema-runtime';

export type { ResolvedState } from '@/renderer/documents/use-resolved-document';

/** The app's documents: its loader, widget types and merchant. */
export function useResolvedDocument<R extends ResolvedDocument>(name: string, fieldConfig?: Readonly<Record<string, FieldConfig>>): ResolvedState<R> {
  return useResolvedDocumentWith<R>({ loader: schemaLoader, knownTypes: knownWidgetTypes, merchant: merchantId }, name, fieldConfig);
}
