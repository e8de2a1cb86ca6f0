import { SchemaLoader } from '@/schema/loader';
import { formatProblem, type SchemaProblem } from '@/schema/problem';
import { httpOrigin } from '@/schema/schema-source';
import { verifiedByBuild, verifiedHashesOf } from '@/schema/build-verified';
import { widgetLoaders } from '@/widgets/loaders.generated';
import { isBundledDocument } from 'virtual:croupier-widget-hints';
import { validatorsFingerprint } from 'virtual:croupier-validators';
import { chooseMerchant } from './merchant';
import { fetchWithEarlyStart } from '@/page-load/hand-off';
import { useBrandStore } from '@/stores/brand-store';

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
export const knownWidgetTypes: ReadonlySet<string> = new Set(Object.keys(widgetLoaders));

/** Asked only when QA picked a merchant with `?merchant=`, so its code is a chunk of its own. */
const isEmbeddedPlatform = () => import('@/api/embedded-platform').then((module) => module.isEmbeddedPlatform());

let choosing: Promise<string> | undefined;
/** Started by boot, or by the first document a page loads: nothing is fetched at import time. */
const lazyMerchant: PromiseLike<string> = { then: (onFulfilled, onRejected) => runTimeMerchant().then(onFulfilled, onRejected) };

const origin = httpOrigin(schemaBaseUrl, fetchWithEarlyStart);

/** One loader per page load: an operator's edit on the origin shows on the next reload. */
// A file the origin serves exactly as the build or the publish service validated it is only parsed: the origin's
// `verified.json` says which (its validators this build's), else the build's own list (a small lazy chunk).
const verified = verifiedByBuild(() => verifiedHashesOf(origin, validatorsFingerprint, () => import('virtual:croupier-verified-documents').then((module) => module.hashes)));
// Documents wait for the merchant beside the manifest (`merchants.json` and `manifest.json` are fetched in parallel);
// a document the build bundles is fetched beside them too (the manifest names it at its usual place unless an operator moved it).
export const schemaLoader = new SchemaLoader({ sources: { origin, bundled }, merchant: lazyMerchant, report, verified, atUsualPath: isBundledDocument });

/**
 * This page load's merchant, from the page's host in `merchants.json` (or QA's `?merchant=` on the embedded
 * platform), chosen once and held in one place: the brand store, which the API config, the stores and the renderer
 * read; the loader waits for this very choice. Nothing in the build names a merchant: one dist/ serves them all. A
 * `merchants.json` unusable on the origin and in the bundle leaves no merchant (''): the documents serve without
 * overrides.
 */
export function runTimeMerchant(): Promise<string> {
  choosing ??= schemaLoader
    .merchants()
    .then((merchants) => chooseMerchant(merchants, { hostname: window.location.hostname, storage: sessionStorage, isEmbeddedPlatform }))
    .catch(() => '')
    .then((merchant) => {
      useBrandStore.getState().setMerchant(merchant);
      return merchant;
    });
  return choosing;
}
