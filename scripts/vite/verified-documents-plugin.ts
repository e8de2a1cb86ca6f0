import { createHash } from 'node:crypto';
import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import type { Plugin } from 'vite';
import { SCHEMAS_DIR } from './schemas-dir';
import { validateDocument } from '../../src/schema/validate-document';
import { kindsAtPath } from '../../src/schema/loader';
import { VERIFIED_HASH_HEX_LENGTH, type VerifiedHashes } from '../../src/schema/build-verified';

export const VERIFIED_DOCUMENTS_MODULE = 'virtual:croupier-verified-documents';
const RESOLVED_ID = `\0${VERIFIED_DOCUMENTS_MODULE}`;

function jsonFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? jsonFiles(join(dir, entry.name)) : entry.name.endsWith('.json') ? [join(dir, entry.name)] : []));
}

export function hashText(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex').slice(0, VERIFIED_HASH_HEX_LENGTH);
}

/**
 * Validates every schema file as the run-time loader would and hashes those that pass unchanged
 * (a file that needs a migration or has problems is left out: the browser validates it).
 */
export function verifiedDocumentHashes(schemasDir = SCHEMAS_DIR): VerifiedHashes {
  const hashes: Record<string, string> = {};
  for (const file of jsonFiles(schemasDir)) {
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

/**
 * `virtual:croupier-verified-documents`: the hashes of the schema files this build validated. The
 * app imports it lazily (beside the manifest request), so it is not part of the first page's JS.
 */
export function verifiedDocumentsPlugin(schemasDir = SCHEMAS_DIR): Plugin {
  return {
    name: 'croupier-verified-documents',
    resolveId(id) {
      return id === VERIFIED_DOCUMENTS_MODULE ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export const hashes = ${JSON.stringify(verifiedDocumentHashes(schemasDir))};`;
    },
  };
}
