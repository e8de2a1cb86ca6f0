import { CURRENT_SCHEMA_VERSION } from '../../src/schema/version';
import type { ManifestDocument } from '../../src/schema/types';
import { documentNameOf, listSchemaFiles } from './schema-files';

/** The manifest the files on disk imply: every document, and each merchant's overrides. */
export function buildManifest(files = listSchemaFiles()): ManifestDocument {
  const documents: Record<string, string> = {};
  const merchants: Record<string, Record<string, string>> = {};
  for (const path of files) {
    // The two boot documents: the manifest itself, and merchants.json (read before the merchant is known).
    if (path === 'manifest.json' || path === 'merchants.json') continue;
    const { name, merchant } = documentNameOf(path);
    if (merchant) (merchants[merchant] ??= {})[name] = path;
    else documents[name] = path;
  }
  return {
    $schema: './meta/manifest.schema.json',
    kind: 'manifest',
    schemaVersion: CURRENT_SCHEMA_VERSION,
    id: 'manifest',
    description: 'Written by `npm run schemas:meta` from the files under schemas/; `schemas:check` fails when it is out of date.',
    documents,
    merchants,
  };
}

/** The manifest file's text as `schemas:meta` and the publish service write it. */
export function manifestText(files = listSchemaFiles()): string {
  return `${JSON.stringify(buildManifest(files), null, 2)}\n`;
}

function canonical(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(canonical);
  if (typeof value !== 'object' || value === null) return value;
  return Object.fromEntries(Object.entries(value).sort(([a], [b]) => a.localeCompare(b)).map(([key, entry]) => [key, canonical(entry)]));
}

/**
 * Whether a manifest's text lists what `expected` lists, whatever the order of its keys: the manifest is a
 * run-time document an operator may edit by hand on a deployed origin (one line per added file).
 */
export function sameManifest(text: string, expected: ManifestDocument): boolean {
  try {
    return JSON.stringify(canonical(JSON.parse(text))) === JSON.stringify(canonical(expected));
  } catch {
    return false;
  }
}
