import { SchemaLoader } from '@/schema/loader';
import { formatProblem, type SchemaProblem } from '@/schema/problem';
import { httpOrigin } from '@/schema/schema-source';
import { verifiedByBuild } from '@/schema/build-verified';
import { widgetLoaders } from '@/widgets/loaders.generated';

/** The bundled fallback copy (its list of files too is a lazy chunk: the first page needs none of it). */
async function bundled(path: string): Promise<unknown> {
  return (await import('./bundled-schemas')).bundledSchema(path);
}

export const schemaProblems: SchemaProblem[] = [];

function report(problem: SchemaProblem): void {
  schemaProblems.push(problem);
  console.warn(`[croupier schema] ${formatProblem(problem)}`);
}

export const schemaBaseUrl: string = import.meta.env.VITE_SCHEMA_BASE_URL ?? '/schemas/';
export const merchantId: string = import.meta.env.VITE_MERCHANT ?? 'croupier';
export const knownWidgetTypes: ReadonlySet<string> = new Set(Object.keys(widgetLoaders));

/** One loader per page load: an operator's edit on the origin shows on the next reload. */
// A file the origin serves exactly as the build validated it is only parsed (the hash list is a small lazy chunk).
const verified = verifiedByBuild(() => import('virtual:croupier-verified-documents').then((module) => module.hashes));
export const schemaLoader = new SchemaLoader({ sources: { origin: httpOrigin(schemaBaseUrl), bundled }, merchant: merchantId, report, verified });
