import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach } from 'vitest';
import { createHandlers, createPlatform, type Platform, type PlatformOptions } from '../../../embedded-platform';
import { encryptLikeClient, type PublicKey } from './encrypt-like-client';

export const BASE = 'http://localhost';

export interface EnvelopeBody {
  success: boolean;
  value: unknown;
  errorCode?: string;
  message?: string;
}

export interface CallResult {
  status: number;
  body: EnvelopeBody;
}

export interface CallOptions {
  method?: string;
  json?: unknown;
  form?: Record<string, string>;
  token?: string;
  scenario?: string;
  headers?: Record<string, string>;
}

/** One plain fetch with the platform's headers (issue 3), parsed as an envelope. */
export async function call(path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { Merchant: 'croupier', Language: 'EN', Device: 'web', 'X-Gateway-Version': '3', ...options.headers };
  if (options.token) headers['Authorization'] = options.token;
  if (options.scenario) headers['X-Platform-Scenario'] = options.scenario;
  let body: string | undefined;
  if (options.json !== undefined) {
    headers['Content-Type'] = 'application/json';
    body = JSON.stringify(options.json);
  } else if (options.form) {
    headers['Content-Type'] = 'application/x-www-form-urlencoded';
    body = new URLSearchParams(options.form).toString();
  }
  const response = await fetch(`${BASE}${path}`, { method: options.method ?? (body ? 'POST' : 'GET'), headers, ...(body ? { body } : {}) });
  return { status: response.status, body: (await response.json()) as EnvelopeBody };
}

export async function publicKey(): Promise<PublicKey> {
  const { body } = await call('/wps/session/key/rsa');
  return body.value as PublicKey;
}

/** An encrypted call, made the way the client makes it. */
export async function callEncrypted(path: string, payload: unknown, options: Omit<CallOptions, 'json' | 'form'> = {}): Promise<CallResult> {
  const encrypted = encryptLikeClient(payload, await publicKey());
  return call(path, { ...options, headers: { ...options.headers, Encryption: encrypted.encryption, 'Content-Type': 'application/json' }, json: JSON.parse(encrypted.body) });
}

export async function login(username: string, password: string, extra: Record<string, unknown> = {}): Promise<CallResult> {
  return callEncrypted('/wps/session/login', { username, password, type: 'username', ...extra });
}

export async function tokenOf(username: string, password: string): Promise<string> {
  const { body } = await login(username, password);
  const value = body.value as { token?: string } | null;
  if (!body.success || !value?.token) throw new Error(`login of ${username} failed: ${JSON.stringify(body)}`);
  return value.token;
}

/** Starts msw with a fresh platform per test; returns a getter for that test's platform. */
export function usePlatform(options: PlatformOptions = {}): () => Platform {
  const make = () => createPlatform({ log: () => undefined, ...options });
  let platform = make();
  const server = setupServer(...createHandlers(platform));
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  beforeEach(() => {
    platform = make();
    server.resetHandlers(...createHandlers(platform));
  });
  afterEach(() => server.resetHandlers());
  afterAll(() => server.close());
  return () => platform;
}
