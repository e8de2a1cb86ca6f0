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
