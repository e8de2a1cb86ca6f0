/**
 * Documents the build already validated. `vite build` validates every bundled schema file and
 * records a SHA-256 of its exact text (`virtual:croupier-verified-documents`); at run time a file the
 * origin serves unchanged is parsed without the meta-validators, so their chunk (the largest
 * of the schema layer) downloads only when an operator has edited a file on the origin.
 */

/** Path (as in the manifest) → the first 64 bits of the SHA-256 of the validated text, hex. */
export type VerifiedHashes = Readonly<Record<string, string>>;

/**
 * 64 bits: the hash tells an operator's edit from the file as built, it does not guard against anyone (whoever
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

/** Whether this exact text is the one the build validated for this path (anything else is validated as usual). */
export function verifiedByBuild(load: () => Promise<VerifiedHashes>): (path: string, text: string) => Promise<boolean> {
  // Starts at once, so the list arrives while the manifest is still on its way.
  const hashes = load();
  hashes.catch(() => undefined);
  return async (path, text) => {
    try {
      const expected = (await hashes)[path];
      return expected !== undefined && (await documentHash(text)) === expected;
    } catch {
      return false; // no list, no Web Crypto: validate
    }
  };
}
