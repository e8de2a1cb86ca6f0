import type { Plugin } from 'vite';
import { SCHEMAS_DIR } from './schemas-dir';
import { validatorsFingerprint, verifiedDocumentHashes } from '../schemas/verified-list';

export { hashText, verifiedDocumentHashes } from '../schemas/verified-list';

export const VERIFIED_DOCUMENTS_MODULE = 'virtual:croupier-verified-documents';
export const VALIDATORS_MODULE = 'virtual:croupier-validators';
const RESOLVED_ID = `\0${VERIFIED_DOCUMENTS_MODULE}`;
const RESOLVED_VALIDATORS_ID = `\0${VALIDATORS_MODULE}`;

/**
 * - `virtual:croupier-verified-documents`: the hashes of the schema files this build validated. The app imports it
 *   lazily, and only when the origin has no usable `verified.json` (the build writes the same list there:
 *   schema-origin-plugin.ts), so it is not part of the first page's JS.
 * - `virtual:croupier-validators`: which validators this build has (`validatorsFingerprint`), a few bytes of the
 *   first page: the origin's `verified.json` counts only when it was made with the same.
 */
export function verifiedDocumentsPlugin(schemasDir = SCHEMAS_DIR): Plugin {
  return {
    name: 'croupier-verified-documents',
    resolveId(id) {
      if (id === VERIFIED_DOCUMENTS_MODULE) return RESOLVED_ID;
      return id === VALIDATORS_MODULE ? RESOLVED_VALIDATORS_ID : undefined;
    },
    load(id) {
      if (id === RESOLVED_VALIDATORS_ID) return `export const validatorsFingerprint = ${JSON.stringify(validatorsFingerprint())};`;
      if (id !== RESOLVED_ID) return undefined;
      return `export const hashes = ${JSON.stringify(verifiedDocumentHashes(schemasDir))};`;
    },
  };
}
