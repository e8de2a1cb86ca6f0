import { http, HttpResponse } from 'msw';
import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createPublishClient } from '@/studio/publish-client';
import { BASE, CSRF, mockPublishService, publishHandlers } from './support/publish-service';

const { server, sent } = mockPublishService();

describe('the studio\'s publish client', () => {
  it('signs in, then sends the session\'s CSRF token on every change (and not on reads)', async () => {
    server.use(...publishHandlers(sent, undefined));
    const client = createPublishClient(BASE);
    const signedIn = await client.signIn('editor01', 'Passw0rd!');
    expect(signedIn).toEqual({ ok: true, value: { username: 'editor01', name: 'Edna Editor', role: 'editor', expiresAt: '2026-11-26T08:00:00.000Z' } });
    expect(sent[0]).toMatchObject({ method: 'POST', path: '/session', body: { username: 'editor01', password: 'Passw0rd!' }, csrf: null });

    const saved = await client.saveDraft('menus/header-nav.json', '{}', '{"deployed": true}');
    expect(saved.ok && saved.value.savedBy).toBe('editor01');
    // The draft names the version its edit began from: the SHA-256 of that text.
    expect(sent[1]?.body).toEqual({ path: 'menus/header-nav.json', text: '{}', base: createHash('sha256').update('{"deployed": true}').digest('hex') });
    const drafts = await client.drafts();
    expect(drafts.ok && drafts.value.map((draft) => draft.path)).toEqual(['menus/header-nav.json']);
    expect(sent.slice(1).map(({ method, path, csrf }) => [method, path, csrf])).toEqual([['PUT', '/draft', CSRF], ['GET', '/drafts', null]]);

    await client.removeDraft('menus/header-nav.json');
    await client.signOut();
    await client.removeDraft('menus/header-nav.json');
    // After sign-out the token is gone: a change goes without it (and the service refuses it).
    expect(sent.slice(3).map(({ method, path, csrf }) => [method, path, csrf])).toEqual([
      ['DELETE', '/draft?path=menus%2Fheader-nav.json', CSRF],
      ['DELETE', '/session', CSRF],
      ['DELETE', '/draft?path=menus%2Fheader-nav.json', null],
    ]);
  });

  it('restores a session from GET /session, token included', async () => {
    server.use(...publishHandlers(sent, { username: 'publisher01', name: 'Pablo Publisher', role: 'publisher', csrfToken: 'restored', expiresAt: 'x' }));
    const client = createPublishClient(BASE);
    expect(await client.session()).toMatchObject({ ok: true, value: { role: 'publisher' } });
    await client.rollback('aaaaaaa', 'bbbbbbb');
    expect(sent.at(-1)).toMatchObject({ method: 'POST', path: '/rollbacks', csrf: 'restored', body: { to: 'aaaaaaa', base: 'bbbbbbb' } });
  });

  it('words each refusal as a failure the panel understands', async () => {
    server.use(...publishHandlers(sent, undefined));
    const client = createPublishClient(BASE);
    expect(await client.signIn('editor01', 'nope')).toEqual({ ok: false, failure: { kind: 'bad-credentials' } });
    expect(await client.signIn('locked01', 'nope')).toEqual({ ok: false, failure: { kind: 'locked' } });
    expect(await client.session()).toEqual({ ok: false, failure: { kind: 'signed-out' } });

    server.use(
      http.put(`${BASE}/draft`, () => HttpResponse.json({ error: 'session-expired', message: 'your session has expired: sign in again' }, { status: 401 })),
      http.post(`${BASE}/publishes`, () => HttpResponse.json({ error: 'checks-failed', message: 'the origin would not pass schemas:check; nothing was published', problems: [{ file: 'menus/header-nav.json', pointer: '/items/0', message: "must have required property 'id' (id)", line: 'x' }] }, { status: 422 })),
      http.post(`${BASE}/rollbacks`, () => HttpResponse.json({ error: 'forbidden', message: 'an editor saves drafts; to roll back you need the publisher role' }, { status: 403 })),
    );
    expect(await client.saveDraft('a.json', '{}', null)).toEqual({ ok: false, failure: { kind: 'session-expired' } });
    expect(await client.publish({ message: 'm', files: [{ path: 'menus/header-nav.json', text: '{}', baseText: null }] })).toEqual({
      ok: false,
      failure: { kind: 'checks-failed', message: 'the origin would not pass schemas:check; nothing was published', problems: [{ file: 'menus/header-nav.json', pointer: '/items/0', message: "must have required property 'id' (id)" }] },
    });
    expect(await client.rollback('aaaaaaa', 'bbbbbbb')).toEqual({ ok: false, failure: { kind: 'forbidden', message: 'an editor saves drafts; to roll back you need the publisher role' } });

    // Published since the edit began: the conflict names the file, who and when, with the text now.
    const conflict = { path: 'menus/header-nav.json', file: 'menus/header-nav.json', base: 'a'.repeat(64), version: 'b'.repeat(64), text: '{"theirs": 1}', changedBy: { username: 'publisher02', name: 'Pia Publisher' }, changedAt: '2026-11-26T07:00:00.000Z', publish: 'c'.repeat(40), message: 'Theirs' };
    server.use(http.post(`${BASE}/publishes`, () => HttpResponse.json({ error: 'stale-base', message: 'changed since your edit began', conflicts: [conflict] }, { status: 409 })));
    const { base: _base, version: _version, ...parsed } = conflict;
    expect(await client.publish({ message: 'm', files: [{ path: 'menus/header-nav.json', text: '{}', baseText: '{}' }] })).toEqual({ ok: false, failure: { kind: 'conflict', message: 'changed since your edit began', conflicts: [parsed] } });
  });

  it('says the service is unreachable when nothing answers, or a proxy answers for it; a malformed answer is not trusted', async () => {
    server.use(
      http.get(`${BASE}/session`, () => HttpResponse.error()),
      http.get(`${BASE}/drafts`, () => new HttpResponse('Bad Gateway', { status: 502 })),
      http.get(`${BASE}/publishes`, () => HttpResponse.json({ publishes: [{ id: 'x', message: 'no author' }] })),
    );
    const client = createPublishClient(BASE);
    expect(await client.session()).toEqual({ ok: false, failure: { kind: 'unreachable' } });
    expect(await client.drafts()).toEqual({ ok: false, failure: { kind: 'unreachable' } });
    const history = await client.history();
    expect(history.ok).toBe(false);
    expect(!history.ok && history.failure.kind).toBe('malformed');
  });
});
