import { delay, HttpResponse, type JsonBodyType } from 'msw';
import { afterAll, afterEach, beforeAll, expect } from 'vitest';
import type { ErrorKey } from '@/i18n/locales/errors-en';

/** One way a platform call can go wrong, and the spec §8 message the visitor must get for it. */
export interface Fault {
  name: string;
  /** The spec §8 message key the typed ApiError (and so the page) carries. */
  expected: ErrorKey;
  respond: () => Response | Promise<Response>;
}

const envelope = (errorCode: string, status: number): HttpResponse<JsonBodyType> => HttpResponse.json({ success: false, value: null, errorCode, message: `platform says ${errorCode}` }, { status });

/** Every deadline in these suites: the client gives up after this, so a hung call costs 40 ms. */
export const FAULT_TIMEOUT_MS = 40;

/**
 * The fault matrix of the brief: HTTP 500 (a proxy's page and the platform's own envelope), 401
 * `login.not.session`, `function.not.available`, a timeout, malformed JSON, an empty body, a
 * success without the fields the call needs, and a dropped connection.
 */
export const FAULTS: readonly Fault[] = [
  { name: 'HTTP 500 page from a proxy', expected: 'err_network', respond: () => new HttpResponse('<html><body>500 Internal Server Error</body></html>', { status: 500, headers: { 'Content-Type': 'text/html' } }) },
  { name: 'HTTP 500 from the platform (#727)', expected: 'err_system_busy', respond: () => envelope('#727', 500) },
  { name: '401 login.not.session', expected: 'err_not_logged_in', respond: () => envelope('login.not.session', 401) },
  { name: 'function.not.available', expected: 'err_unavailable', respond: () => envelope('function.not.available', 400) },
  {
    name: 'a timeout',
    expected: 'err_timeout',
    respond: async () => {
      await delay('infinite');
      return new HttpResponse(null, { status: 204 });
    },
  },
  { name: 'malformed JSON', expected: 'err_malformed', respond: () => new HttpResponse('{"success": true, "value": {"list": [', { status: 200, headers: { 'Content-Type': 'application/json' } }) },
  { name: 'an empty body', expected: 'err_malformed', respond: () => new HttpResponse('', { status: 200 }) },
  { name: 'missing fields', expected: 'err_malformed', respond: () => HttpResponse.json({ success: true, value: { unexpected: true } }) },
  { name: 'a dropped connection', expected: 'err_network', respond: () => HttpResponse.error() },
];

/** Requests a fault leaves alone: the RSA key (an encrypted call's first step is not the call under test). */
export function isKeyRequest(request: Request): boolean {
  return new URL(request.url).pathname === '/wps/session/key/rsa';
}

/**
 * No unhandled promise rejection anywhere in the file: a listener records them and each test
 * fails at its end if one appeared (a failing call must be caught where it is made).
 */
export function failOnUnhandledRejections(): void {
  const seen: unknown[] = [];
  const listener = (reason: unknown) => {
    seen.push(reason);
  };
  beforeAll(() => {
    process.on('unhandledRejection', listener);
  });
  afterEach(async () => {
    // Rejections surface after the microtasks of the test have run.
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(seen.splice(0).map((reason) => (reason instanceof Error ? `${reason.name}: ${reason.message}` : String(reason)))).toEqual([]);
  });
  afterAll(() => {
    process.off('unhandledRejection', listener);
  });
}
