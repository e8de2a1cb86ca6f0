import { http, HttpResponse } from 'msw';
import { setupServer, type SetupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll } from 'vitest';

/**
 * A stand-in for the publish service's HTTP API (publish-service/server.ts) in component tests: the answers are the
 * shapes docs/operators.md documents, and it records what the studio sent (bodies and the CSRF header).
 */
export const BASE = 'http://localhost/publish-api';
export const CSRF = 'csrf-token-1';

export const EDITOR = { username: 'editor01', name: 'Edna Editor', role: 'editor', csrfToken: CSRF, expiresAt: '2026-11-26T08:00:00.000Z' };
export const PUBLISHER = { username: 'publisher01', name: 'Pablo Publisher', role: 'publisher', csrfToken: CSRF, expiresAt: '2026-11-26T08:00:00.000Z' };

export interface Sent {
  method: string;
  path: string;
  csrf: string | null;
  body: unknown;
}

export const summary = (id: string, message: string, extra: Record<string, unknown> = {}) => ({
  id: id.padEnd(40, '0'),
  shortId: id.slice(0, 7),
  kind: 'publish',
  author: { username: 'publisher01', name: 'Pablo Publisher' },
  date: '2026-11-26T07:12:00+00:00',
  message,
  files: [{ path: 'menus/header-nav.json', status: 'modified' }],
  deployed: false,
  ...extra,
});

export function publishHandlers(sent: Sent[], signedInAs: Record<string, unknown> | undefined) {
  const record = async (request: Request) => {
    const url = new URL(request.url);
    const text = request.method === 'GET' || request.method === 'DELETE' ? '' : await request.text();
    sent.push({ method: request.method, path: `${url.pathname.replace('/publish-api', '')}${url.search}`, csrf: request.headers.get('X-CSRF-Token'), body: text ? (JSON.parse(text) as unknown) : undefined });
  };
  return [
    http.get(`${BASE}/session`, async ({ request }) => {
      await record(request);
      return signedInAs ? HttpResponse.json(signedInAs) : HttpResponse.json({ error: 'signed-out', message: 'sign in first' }, { status: 401 });
    }),
    http.post(`${BASE}/session`, async ({ request }) => {
      await record(request);
      const body = sent[sent.length - 1]?.body;
      const password = typeof body === 'object' && body !== null && 'password' in body ? body.password : undefined;
      const username = typeof body === 'object' && body !== null && 'username' in body ? body.username : undefined;
      if (username === 'locked01') return HttpResponse.json({ error: 'locked', message: 'too many failed sign-ins: try again in 15 minutes' }, { status: 429 });
      if (password !== 'Passw0rd!') return HttpResponse.json({ error: 'bad-credentials', message: 'wrong user name or password' }, { status: 401 });
      return HttpResponse.json(username === 'publisher01' ? PUBLISHER : EDITOR);
    }),
    http.delete(`${BASE}/session`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ signedOut: true });
    }),
    http.put(`${BASE}/draft`, async ({ request }) => {
      await record(request);
      const body = sent[sent.length - 1]?.body;
      const path = typeof body === 'object' && body !== null && 'path' in body && typeof body.path === 'string' ? body.path : '';
      return HttpResponse.json({ path, text: '{}', savedBy: 'editor01', savedAt: '2026-11-26T07:10:00.000Z' });
    }),
    http.delete(`${BASE}/draft`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ removed: true });
    }),
    http.get(`${BASE}/drafts`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ drafts: [{ path: 'menus/header-nav.json', text: '{"draft": true}', savedBy: 'editor01', savedAt: '2026-11-26T07:10:00.000Z' }] });
    }),
    http.get(`${BASE}/publishes`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ publishes: [summary('bbbbbbb', 'Sports first', { deployed: true }), summary('aaaaaaa', 'Import the schema origin from schemas/', { kind: 'import' })] });
    }),
    http.get(`${BASE}/publishes/:id`, async ({ request, params }) => {
      await record(request);
      const id = String(params['id']);
      return HttpResponse.json({
        ...summary(id.slice(0, 7), 'Sports first', { deployed: true }),
        diff: [{ path: 'menus/header-nav.json', status: 'modified', patch: '===\n--- a/menus/header-nav.json\n+++ b/menus/header-nav.json\n@@ -3,3 +3,3 @@\n   "items": [\n-    "home",\n+    "sports",\n   ]\n' }],
      });
    }),
    http.post(`${BASE}/rollbacks`, async ({ request }) => {
      await record(request);
      return HttpResponse.json({ publish: summary('ccccccc', 'Roll back to aaaaaaa (Import the schema origin from schemas/)', { kind: 'rollback', deployed: true }), warnings: [] }, { status: 201 });
    }),
  ];
}

/**
 * An msw server for one test file, started before its tests and reset after each: `sent` lists what the studio sent
 * (emptied after each test); each test installs its answers with `server.use(...publishHandlers(sent, …))`.
 */
export function mockPublishService(): { server: SetupServer; sent: Sent[] } {
  const sent: Sent[] = [];
  const server = setupServer();
  beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
  afterEach(() => {
    server.resetHandlers();
    sent.length = 0;
  });
  afterAll(() => server.close());
  return { server, sent };
}
