import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { DOCUMENT_KINDS } from '../../src/schema/document-kinds';

// fileURLToPath, not `new URL(…).pathname`: that kept %20 for paths with spaces and broke under a DOM test environment's URL.
// `SCHEMAS_DIR=dist/schemas npm run schemas:check` checks a deployed origin instead: the run-time manifest an
// operator edited by hand must list exactly the files there (docs/architecture.md, "Merchants and copy at run time").
const schemasDir = process.env['SCHEMAS_DIR'] ? resolve(process.env['SCHEMAS_DIR']) : resolve(dirname(fileURLToPath(import.meta.url)), '../../schemas');
export const SCHEMAS_DIR = `${schemasDir}/`;
export const META_DIR = join(SCHEMAS_DIR, 'meta');
export const META_ID_BASE = 'https://schemas.croupier.local/meta/';

/** Document kinds with a meta-schema, each validated by a precompiled validator at run time: every kind. */
export const VALIDATED_KINDS = DOCUMENT_KINDS;

export function readMetaSchemas(): Record<string, object> {
  const schemas: Record<string, object> = {};
  for (const file of readdirSync(META_DIR).filter((f) => f.endsWith('.schema.json'))) {
    schemas[file] = JSON.parse(readFileSync(join(META_DIR, file), 'utf8')) as object;
  }
  return schemas;
}
