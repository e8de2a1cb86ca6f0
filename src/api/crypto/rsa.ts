/** The gateway's RSA public key (`GET /wps/session/key/rsa`): hex modulus and hex exponent. */
export interface RsaPublicKey {
  modulus: string;
  exponent: string;
}

/** Square-and-multiply: the one modular exponentiation both sides of the payload cipher use. */
export function modPow(base: bigint, exponent: bigint, modulus: bigint): bigint {
  let result = 1n;
  let b = base % modulus;
  let e = exponent;
  while (e > 0n) {
    if (e & 1n) result = (result * b) % modulus;
    b = (b * b) % modulus;
    e >>= 1n;
  }
  return result;
}

function bytesToBigInt(bytes: Uint8Array): bigint {
  let value = 0n;
  for (const byte of bytes) value = (value << 8n) | BigInt(byte);
  return value;
}

/**
 * Raw (unpadded) RSA of `text`, hex. The platform's gateway was built for a browser RSA library
 * that reads strings little-endian, hence the reversal: m is the big-endian number of the UTF-8
 * bytes of reverse(text). The result is left-padded to the modulus length, as that library does.
 */
export function rsaEncryptReversed(text: string, key: RsaPublicKey): string {
  const n = BigInt(`0x${key.modulus}`);
  const e = BigInt(`0x${key.exponent}`);
  const reversed = [...text].reverse().join('');
  const m = bytesToBigInt(new TextEncoder().encode(reversed));
  if (m >= n) throw new RangeError('[croupier api] RSA message longer than the modulus');
  const hexLength = Math.ceil(key.modulus.replace(/^0+/, '').length / 2) * 2;
  return modPow(m, e, n).toString(16).padStart(hexLength, '0');
}
