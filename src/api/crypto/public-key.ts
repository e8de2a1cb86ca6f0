import { onApiConfigChange } from '../config';
import { object, string, map, type Parser } from '../parse/parsers';
import { ApiError } from '../errors/api-error';
import { onTransportFailure, send } from '../send';
import type { RsaPublicKey } from './rsa';

export const PUBLIC_KEY_PATH = '/wps/session/key/rsa';

const HEX = /^[0-9a-f]+$/i;

const parsePublicKey: Parser<RsaPublicKey> = map(object({ modulus: string, exponent: string }), (key, path) => {
  if (!HEX.test(key.modulus) || !HEX.test(key.exponent)) throw ApiError.malformed(path, 'modulus and exponent must be hex');
  return key;
});

let cached: Promise<RsaPublicKey> | null = null;

/** The gateway key, fetched once and shared by concurrent encrypted calls. */
export function getPublicKey(): Promise<RsaPublicKey> {
  if (!cached) {
    const pending = send({ method: 'GET', url: PUBLIC_KEY_PATH }, parsePublicKey);
    cached = pending;
    pending.catch(() => {
      if (cached === pending) cached = null;
    });
  }
  return cached;
}

/** Whether the next encrypted call would reuse a key fetched earlier. */
export function hasCachedPublicKey(): boolean {
  return cached !== null;
}

/** Forget the key: a new platform process (restart, other base URL) may hold a new one. */
export function clearPublicKeyCache(): void {
  cached = null;
}

onApiConfigChange(clearPublicKeyCache);
onTransportFailure(clearPublicKeyCache);
