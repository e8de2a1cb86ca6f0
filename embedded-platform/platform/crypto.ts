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

/** The INTEGERs of a DER SEQUENCE (a PKCS#1 RSAPrivateKey: version, n, e, d, p, q, …), in order. */
export function derSequenceIntegers(der: Buffer): bigint[] {
  let at = 0;
  const length = (): number => {
    const first = der[at++]!;
    if (first < 0x80) return first;
    let value = 0;
    for (let bytes = first & 0x7f; bytes > 0; bytes--) value = value * 256 + der[at++]!;
    return value;
  };
  if (der[at++] !== 0x30) throw new Error('[platform] RSA key: not a DER sequence');
  const end = length() + at;
  const integers: bigint[] = [];
  while (at < end) {
    if (der[at++] !== 0x02) throw new Error('[platform] RSA key: a sequence member is not an INTEGER');
    const size = length();
    integers.push(BigInt(`0x${der.subarray(at, at + size).toString('hex') || '0'}`));
    at += size;
  }
  return integers;
}

/**
 * 1024 bits: plenty for a 16-byte secret, and fast enough to make at every start. The key comes out of the generator
 * already encoded (PKCS#1 DER) and is read here: exporting a generated KeyObject as JWK deadlocked Node 20 for good
 * when a garbage collection during the export freed an earlier key's generator job (its destructor takes the lock
 * the export holds: gdb's stack of a snapshot-matrix run that hung, which starts a platform for each of its rows).
 */
export function generateRsaKeyPair(): RsaKeyPair {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001, publicKeyEncoding: { type: 'pkcs1', format: 'der' }, privateKeyEncoding: { type: 'pkcs1', format: 'der' } });
  const [, n, e, d] = derSequenceIntegers(privateKey);
  if (n === undefined || d === undefined || e !== 0x10001n) throw new Error('[platform] RSA key: the DER lacks n or d, or e is not 65537');
  return { publicKey: { modulus: n.toString(16), exponent: '10001' }, n, d };
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
