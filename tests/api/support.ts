import { generateKeyPairSync } from 'node:crypto';
import { http, HttpResponse, type JsonBodyType } from 'msw';
import { configureApi, resetApiConfig, resetSessionExpiry, clearPublicKeyCache } from '@/api';
import { modPow } from '@/api/crypto/rsa';

export const BASE = 'http://localhost';

/** The client as the tests use it: absolute base URL, storage-backed defaults, clean state. */
export function resetClient(): void {
  resetApiConfig();
  // The site sets its merchant at boot (the page's host); tests act as the embedded platform's default merchant.
  configureApi({ baseUrl: BASE, getMerchant: () => 'croupier' });
  resetSessionExpiry();
  clearPublicKeyCache();
}

export function ok(value: JsonBodyType): HttpResponse<JsonBodyType> {
  return HttpResponse.json({ success: true, value });
}

export function fail(errorCode: string, message?: string, status = 200, value: JsonBodyType = null): HttpResponse<JsonBodyType> {
  return HttpResponse.json({ success: false, value, errorCode, ...(message ? { message } : {}) }, { status });
}

export function url(path: string): string {
  return `${BASE}${path}`;
}

/** A throwaway gateway key pair: the tests play the platform's side of the encryption. */
export interface TestKeys {
  modulus: string;
  n: bigint;
  d: bigint;
}

function b64urlToBigInt(text: string): bigint {
  return BigInt(`0x${Buffer.from(text, 'base64url').toString('hex') || '0'}`);
}

export function makeKeys(): TestKeys {
  const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 1024, publicExponent: 0x10001 });
  const jwk = privateKey.export({ format: 'jwk' });
  const n = b64urlToBigInt(jwk.n ?? '');
  return { modulus: n.toString(16), n, d: b64urlToBigInt(jwk.d ?? '') };
}

/** Undo the `Encryption` header: RSA-decrypt, read the UTF-8 bytes, reverse back to r. */
export function secretFromHeader(header: string, keys: TestKeys): string {
  let hex = modPow(BigInt(`0x${header}`), keys.d, keys.n).toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  return [...Buffer.from(hex, 'hex').toString('utf8')].reverse().join('');
}

export function keyHandler(keys: TestKeys) {
  return http.get(url('/wps/session/key/rsa'), () => ok({ modulus: keys.modulus, exponent: '10001' }));
}
