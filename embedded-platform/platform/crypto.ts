import { generateKeyPairSync } from 'node:crypto';
import CryptoJS from 'crypto-js';
import { modPow } from '@/api/crypto/rsa';

/**
 * The platform's half of the payload encryption of issue 3. The client DES-encrypts the JSON body
 * under the first 8 characters of a random 16-character string r, and sends r reversed, as raw
 * RSA (no padding) in hex, in the `Encryption` header. We hold the private key and undo both steps.
 */
export interface RsaKeyPair {
  /** What `GET /wps/session/key/rsa` hands out. */
  publicKey: { modulus: string; exponent: '10001' };
  n: bigint;
  d: bigint;
}

export class PayloadDecryptionError extends Error {
  override name = 'PayloadDecryptionError';
}

function base64UrlToBigInt(text: string): bigint {
  const hex = Buffer.from(text, 'base64url').toString('hex');
  return BigInt(`0x${hex || '0'}`);
}

/** 1024 bits: plenty for a 16-byte secret, and fast enough to make at every start. */
export function generateRsaKeyPair(): RsaKeyPair {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001 });
  const jwk = privateKey.export({ format: 'jwk' });
  if (!jwk.n || !jwk.d) throw new Error('[platform] RSA key export lacks n or d');
  const n = base64UrlToBigInt(jwk.n);
  return { publicKey: { modulus: n.toString(16), exponent: '10001' }, n, d: base64UrlToBigInt(jwk.d) };
}

function bigIntToUtf8(value: bigint): string {
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  return Buffer.from(hex, 'hex').toString('utf8');
}

/** Header → r. The client reversed r before encrypting, so we reverse it back. */
export function decryptSessionSecret(encryptionHeader: string, keys: RsaKeyPair): string {
  if (!/^[0-9a-f]+$/i.test(encryptionHeader)) throw new PayloadDecryptionError('Encryption header is not hex');
  const reversed = bigIntToUtf8(modPow(BigInt(`0x${encryptionHeader}`), keys.d, keys.n));
  const secret = [...reversed].reverse().join('');
  if (secret.length !== 16) throw new PayloadDecryptionError('Encryption header does not hold a 16-character secret');
  return secret;
}

export function decryptPayload(ciphertextBase64: string, secret: string): unknown {
  const key = CryptoJS.enc.Utf8.parse(secret.slice(0, 8));
  let plaintext: string;
  try {
    plaintext = CryptoJS.DES.decrypt(ciphertextBase64, key, { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString(CryptoJS.enc.Utf8);
  } catch {
    throw new PayloadDecryptionError('payload does not decrypt under the given secret');
  }
  if (!plaintext) throw new PayloadDecryptionError('payload does not decrypt under the given secret');
  try {
    return JSON.parse(plaintext) as unknown;
  } catch {
    throw new PayloadDecryptionError('decrypted payload is not JSON');
  }
}
