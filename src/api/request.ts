import type { AxiosRequestConfig } from 'axios';
import { encryptRequest, ENCRYPTION_HEADER } from './crypto/encrypt-request';
import type { Parser } from './parse/parsers';
import { send } from './send';

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';
export type QueryValue = string | number | boolean | undefined;
export type Query = Readonly<Record<string, QueryValue>>;

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

/** One spec §7 call: encodes the body as the call requires, sends it, parses the value. */
export async function call<T>(spec: CallSpec, parse: Parser<T>): Promise<T> {
  const request: AxiosRequestConfig = { method: spec.method, url: spec.path, params: spec.query };
  const encoding = spec.encoding ?? 'json';
  if (encoding === 'encrypted' || encoding === 'encrypted-header') {
    const encrypted = await encryptRequest(spec.body ?? {}, { headerOnly: encoding === 'encrypted-header' });
    request.data = encrypted.body;
    request.headers = { [ENCRYPTION_HEADER]: encrypted.encryption, 'Content-Type': 'application/json' };
  } else if (encoding === 'form') {
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
