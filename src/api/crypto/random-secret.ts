const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
/** 62 × 4 = 248: bytes at or above it are redrawn so every character is equally likely. */
const UNBIASED_LIMIT = 248;

/** A random alphanumeric string (the per-request secret r of spec §7 encrypted calls). */
export function randomSecret(randomBytes: (bytes: Uint8Array) => void, length = 16): string {
  let secret = '';
  const buffer = new Uint8Array(length * 2);
  for (let round = 0; secret.length < length; round += 1) {
    // A broken random source (all bytes ≥ 248) must fail loudly, not hang the page.
    if (round > 64) throw new Error('[croupier api] random source yields no usable bytes');
    randomBytes(buffer);
    for (const byte of buffer) {
      if (byte < UNBIASED_LIMIT && secret.length < length) secret += ALPHABET[byte % ALPHABET.length];
    }
  }
  return secret;
}
