// @vitest-environment node
import { createPrivateKey, generateKeyPairSync } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { modPow } from '@/api/crypto/rsa';
import { derSequenceIntegers, generateRsaKeyPair } from '../../embedded-platform/platform/crypto';

const fromBase64Url = (text: string | undefined) => BigInt(`0x${Buffer.from(text ?? '', 'base64url').toString('hex')}`);

describe("the embedded platform's RSA key (payload encryption, issue 3)", () => {
  it('reads n, e and d from the PKCS#1 DER the generator gives, as the JWK export of the same key has them', () => {
    const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001, publicKeyEncoding: { type: 'pkcs1', format: 'der' }, privateKeyEncoding: { type: 'pkcs1', format: 'der' } });
    const jwk = createPrivateKey({ key: privateKey, format: 'der', type: 'pkcs1' }).export({ format: 'jwk' });
    const [version, n, e, d, p, q] = derSequenceIntegers(privateKey);
    expect(version).toBe(0n);
    expect(n).toBe(fromBase64Url(jwk.n));
    expect(e).toBe(65537n);
    expect(d).toBe(fromBase64Url(jwk.d));
    expect(p! * q!).toBe(n);
  });

  it('makes a key that undoes its own encryption, a fresh one each time', () => {
    const keys = generateRsaKeyPair();
    const other = generateRsaKeyPair();
    expect(keys.n).not.toBe(other.n);
    expect(keys.publicKey).toEqual({ modulus: keys.n.toString(16), exponent: '10001' });
    expect(keys.n.toString(2)).toHaveLength(1024);
    const message = 0x1234567890abcdef1234567890abcdefn;
    expect(modPow(modPow(message, 65537n, keys.n), keys.d, keys.n)).toBe(message);
  });

  it('refuses what is not a DER sequence of integers', () => {
    expect(() => derSequenceIntegers(Buffer.from([0x04, 0x01, 0x00]))).toThrow(/not a DER sequence/);
    expect(() => derSequenceIntegers(Buffer.from([0x30, 0x03, 0x04, 0x01, 0x00]))).toThrow(/not an INTEGER/);
  });
});
