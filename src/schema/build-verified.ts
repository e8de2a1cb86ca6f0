/**
 * Documents the build or the publish service already validated. `vite build` validates every bundled schema file and
 * records a SHA-256 of its exact text (`virtual:croupier-verified-documents`, and `verified.json` in `dist/schemas/`);
 * the publish service writes the origin's `verified.json` with every publish, rollback and import, from the texts it
 * has just validated. At run time a file the origin serves as one of them validated it is parsed without the
 * meta-validators, so their chunk (the largest of the schema layer) downloads only when someone has edited a file on
 * the origin by hand.
 */

import type { SchemaSources } from './schema-source';

/** Path (as in the manifest) → the first 64 bits of the SHA-256 of the validated text, hex. */
export type VerifiedHashes = Readonly<Record<string, string>>;

/** The origin's list, beside `manifest.json`: written by the build and by the publish service, never by hand. */
export const VERIFIED_LIST = 'verified.json';

/** `verified.json`: which validators checked (`validatorsFingerprint`, scripts/schemas/verified-list.ts) and what. */
export interface VerifiedList {
  validators: string;
  documents: VerifiedHashes;
}

/**
 * 64 bits: the hash tells a hand edit from the file as built or published, it does not guard against anyone (whoever
 * can write to the origin serves what they like, validated or not); two different texts of one path agree by
 * chance once in 1.8 × 10^19. Every page fetches the list, so each hex digit counts (128 bits cost 1 KB gzip more).
 */
export const VERIFIED_HASH_HEX_LENGTH = 16;

function hex(bytes: ArrayBuffer): string {
  return [...new Uint8Array(bytes)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
}

/** Web Crypto's SHA-256, truncated; undefined where the browser offers no `crypto.subtle` (an insecure context). */
export async function documentHash(text: string): Promise<string | undefined> {
  const subtle = globalThis.crypto?.subtle;
  if (!subtle) return undefined;
  const digest = await subtle.digest('SHA-256', new TextEncoder().encode(text));
  return hex(digest).slice(0, VERIFIED_HASH_HEX_LENGTH);
}

const HASH = new RegExp(`^[0-9a-f]{${VERIFIED_HASH_HEX_LENGTH}}$`);
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The hashes of an origin's `verified.json`, when it was made with the validators this build has (`validators`);
 * undefined for anything else (not JSON, another shape, other validators: a list written before the site's
 * meta-schemas changed vouches for nothing now). An entry that is not a hash is left out.
 */
export function parseVerifiedList(text: string, validators: string): VerifiedHashes | undefined {
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch {
    return undefined;
  }
  if (!isObject(value) || value['validators'] !== validators || !isObject(value['documents'])) return undefined;
  return Object.fromEntries(Object.entries(value['documents']).filter((entry): entry is [string, string] => typeof entry[1] === 'string' && HASH.test(entry[1])));
}

/**
 * The hashes to trust on this page: the origin's `verified.json` (the publish service's with every publish, else the
 * build's copy in `dist/schemas/`) when its validators are this build's; else the build's own list (`buildList`, a
 * small lazy chunk, asked for only then: an origin without the file, or one written by other validators).
 */
export async function verifiedHashesOf(origin: SchemaSources['origin'], validators: string, buildList: () => Promise<VerifiedHashes>): Promise<VerifiedHashes> {
  const fetched = await origin(VERIFIED_LIST);
  return (fetched.ok ? parseVerifiedList(fetched.text, validators) : undefined) ?? buildList();
}

/**
 * Whether this exact text is one the build or the publish service validated for this path (anything else is
 * validated as usual). The list is asked for with the first document (the page's inline script has it on its way
 * by then); `load` rejecting, or no Web Crypto, means every document is validated.
 */
export function verifiedByBuild(load: () => Promise<VerifiedHashes>): (path: string, text: string) => Promise<boolean> {
  let hashes: Promise<VerifiedHashes> | undefined;
  return async (path, text) => {
    try {
      hashes ??= load();
      const expected = (await hashes)[path];
      return expected !== undefined && (await documentHash(text)) === expected;
    } catch {
      return false; // no list, no Web Crypto: validate
    }
  };
}
