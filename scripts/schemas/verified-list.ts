import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { validateDocument } from '../../src/schema/validate-document';
import { kindsAtPath } from '../../src/schema/loader';
import { CURRENT_SCHEMA_VERSION } from '../../src/schema/version';
import { VERIFIED_HASH_HEX_LENGTH, VERIFIED_LIST, type VerifiedHashes, type VerifiedList } from '../../src/schema/build-verified';
import { SCHEMAS_DIR } from './meta-files';

/** The meta-schemas the validators (the build's, the service's, the browser's chunks) are compiled from: the repository's. */
const VALIDATOR_SOURCES = resolve(dirname(fileURLToPath(import.meta.url)), '../../schemas/meta');

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? jsonFiles(join(dir, entry.name)) : entry.name.endsWith('.json') ? [join(dir, entry.name)] : []));
}

export function hashText(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, VERIFIED_HASH_HEX_LENGTH);
}

/**
 * Which validators a list was made with: the schema version and the meta-schemas' texts. A site built from other
 * meta-schemas (another widget's props, a new schema version that migrates) ignores the list and validates.
 */
export function validatorsFingerprint(metaDir = VALIDATOR_SOURCES): string {
  const hash = createHash('sha256').update(`schemaVersion ${CURRENT_SCHEMA_VERSION}\0`);
  for (const file of readdirSync(metaDir).filter((name) => name.endsWith('.json')).sort()) hash.update(file).update('\0').update(readFileSync(join(metaDir, file))).update('\0');
  return hash.digest('hex').slice(0, VERIFIED_HASH_HEX_LENGTH);
}

/**
 * Validates every schema file under `schemasDir` as the run-time loader would and hashes those that pass unchanged
 * (a file that needs a migration or has problems is left out: the browser validates it). The build's list
 * (`virtual:croupier-verified-documents`, `dist/schemas/verified.json`) and the publish service's (`verified.json`
 * of each publish) are this one function.
 */
export function verifiedDocumentHashes(schemasDir = SCHEMAS_DIR): VerifiedHashes {
  const hashes: Record<string, string> = {};
  for (const file of jsonFiles(schemasDir).sort()) {
    const path = relative(schemasDir, file).replace(/\\/g, '/');
    const kinds = kindsAtPath(path);
    if (!kinds || path.startsWith('meta/')) continue;
    const text = readFileSync(file, 'utf8');
    let data: unknown;
    try {
      data = JSON.parse(text);
    } catch {
      continue;
    }
    const checked = validateDocument(data, path, kinds);
    if (checked.ok && checked.migrations.length === 0) hashes[path] = hashText(text);
  }
  return hashes;
}

/** `verified.json` of an origin: the hashes of the documents validated there, and the validators that did it. */
export function verifiedListText(schemasDir = SCHEMAS_DIR): string {
  const list: VerifiedList = { validators: validatorsFingerprint(), documents: verifiedDocumentHashes(schemasDir) };
  return `${JSON.stringify(list)}\n`;
}

export { VERIFIED_LIST };
