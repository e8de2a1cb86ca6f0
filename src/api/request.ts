import { clearPublicKeyCache, hasCachedPublicKey } from './crypto/public-key';
import { isApiError } from './errors/api-error';
import type { Parser } from './parse/parsers';
import type { HttpMethod, HttpRequest, Query } from './http-client';
import { send } from './send';

export type { HttpMethod, Query, QueryValue } from './http-client';

/** How a call's body travels (spec §7): plain JSON, encrypted JSON, header-only encryption, or a form. */
export type BodyEncoding = 'json' | 'encrypted' | 'encrypted-header' | 'form';

export interface CallSpec {
  method: HttpMethod;
  path: string;
  query?: Query;
  body?: object;
  encoding?: BodyEncoding;
}

function formBody(body: object): URLSearchParams {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(body)) {
    if (value !== undefined && value !== null) params.append(key, String(value));
  }
  return params;
}

const STALE_KEY_CODE = 'request_param_err';

/** The HTTP header that carries the RSA-sealed secret of an encrypted call. */
const ENCRYPTION_HEADER = 'Encryption';

async function sendEncrypted<T>(spec: CallSpec, request: HttpRequest, parse: Parser<T>, mayRefreshKey: boolean): Promise<T> {
  const keyWasCached = hasCachedPublicKey();
  // The cipher (crypto-js) is a chunk of its own: only the calls that encrypt (login, register, …) download it.
  const { encryptRequest } = await import('./crypto/encrypt-request');
  const encrypted = await encryptRequest(spec.body ?? {}, { headerOnly: spec.encoding === 'encrypted-header' });
  const sealed = { ...request, data: encrypted.body, headers: { [ENCRYPTION_HEADER]: encrypted.encryption, 'Content-Type': 'application/json' } };
  try {
    return await send(sealed, parse);
  } catch (error) {
    // A gateway restarted since we fetched its key can't decrypt and refuses the parameters: fetch
    // the key again and send once more. The first attempt was refused, so nothing happens twice.
    if (mayRefreshKey && keyWasCached && isApiError(error) && error.errorCode === STALE_KEY_CODE) {
      clearPublicKeyCache();
      return sendEncrypted(spec, request, parse, false);
    }
    throw error;
  }
}

/** One spec §7 call: encodes the body as the call requires, sends it, parses the value. */
export async function call<T>(spec: CallSpec, parse: Parser<T>): Promise<T> {
  const request: HttpRequest = { method: spec.method, url: spec.path, ...(spec.query ? { params: spec.query } : {}) };
  const encoding = spec.encoding ?? 'json';
  if (encoding === 'encrypted' || encoding === 'encrypted-header') return sendEncrypted(spec, request, parse, true);
  if (encoding === 'form') {
    request.data = formBody(spec.body ?? {});
    request.headers = { 'Content-Type': 'application/x-www-form-urlencoded' };
  } else if (spec.body !== undefined) {
    request.data = spec.body;
    request.headers = { 'Content-Type': 'application/json' };
  }
  return send(request, parse);
}

/** Relay calls reach platform services through the gateway by name (spec §7). */
export function relayPath(name: string): string {
  return `/wps/relay/${name}`;
}
