// @vitest-environment node
/**
 * The publish service over HTTP, as the studio (or curl) uses it: sign-in and roles, expired sessions, CSRF and
 * Origin checks, a publish refused by schemas:check's checks with file and pointer, a publish that lands in the
 * origin with its manifest and git commit, history with diffs, rollback, drafts and the audit log.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, lstatSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import type { Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadAccounts } from '../../publish-service/accounts';
import { auditFiles, verifyAuditLog } from '../../publish-service/audit-log';
import type { PublishConfig } from '../../publish-service/config';
import { createPublishServer } from '../../publish-service/server';
import { PublishService } from '../../publish-service/service';
import { isRecord } from '../../publish-service/guards';

const PORT = Number(process.env['PUBLISH_TEST_PORT'] ?? '8997');
const BASE = `http://127.0.0.1:${PORT}`;
const API = `${BASE}/publish-api`;
const PASSWORD = 'Passw0rd!';
const REPO_SCHEMAS = resolve('schemas');

let root: string;
let config: PublishConfig;
let service: PublishService;
let server: Server;
let clock = Date.now();

/** One operator's browser: its cookie jar (the session cookie) and the CSRF token sign-in gave it. */
interface Browser {
  cookie: string;
  csrf: string;
}

interface Answer {
  status: number;
  body: Record<string, unknown>;
  setCookie: string | null;
}

async function call(method: string, path: string, options: { browser?: Browser; body?: unknown; origin?: string | null; csrf?: string | null } = {}): Promise<Answer> {
  const headers: Record<string, string> = {};
  if (options.browser) headers['Cookie'] = options.browser.cookie;
  const origin = options.origin === undefined ? BASE : options.origin;
  if (origin !== null) headers['Origin'] = origin;
  const csrf = options.csrf === undefined ? options.browser?.csrf : options.csrf;
  if (csrf) headers['X-CSRF-Token'] = csrf;
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${API}${path}`, { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
  const parsed: unknown = await response.json();
  if (!isRecord(parsed)) throw new Error(`${method} ${path}: the answer is not a JSON object`);
  return { status: response.status, body: parsed, setCookie: response.headers.get('set-cookie') };
}

async function signIn(username: string, password = PASSWORD): Promise<Browser> {
  const answer = await call('POST', '/session', { body: { username, password } });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  const cookie = answer.setCookie?.split(';')[0];
  const csrf = answer.body['csrfToken'];
  if (!cookie || typeof csrf !== 'string') throw new Error('sign-in gave no cookie or CSRF token');
  return { cookie, csrf };
}

/** The publishing tests share one publisher's session (each sign-in is a bcrypt comparison). */
let publisherSession: Browser | undefined;
async function sharedPublisher(): Promise<Browser> {
  publisherSession ??= await signIn('publisher01');
  return publisherSession;
}

function repoText(path: string): string {
  return readFileSync(join(REPO_SCHEMAS, path), 'utf8');
}

/** The header nav with its first two items swapped: what an operator does in the outline. */
function reorderedHeaderNav(): string {
  const menu: unknown = JSON.parse(repoText('menus/header-nav.json'));
  if (!isRecord(menu) || !Array.isArray(menu['items'])) throw new Error('menus/header-nav.json has no items');
  const [first, second, ...rest] = menu['items'];
  return `${JSON.stringify({ ...menu, items: [second, first, ...rest] }, null, 2)}\n`;
}

function itemIds(text: string): string[] {
  const menu: unknown = JSON.parse(text);
  if (!isRecord(menu) || !Array.isArray(menu['items'])) return [];
  return menu['items'].flatMap((item) => (isRecord(item) && typeof item['id'] === 'string' ? [item['id']] : []));
}

const origin = (path: string) => readFileSync(join(config.originDir, path), 'utf8');
/** The version a change names as its base: the SHA-256 of the file's deployed text (null: no such file). */
const base = (path: string): string | null => (existsSync(join(config.originDir, path)) ? createHash('sha256').update(origin(path)).digest('hex') : null);
const git = (...args: string[]) => execFileSync('git', ['--git-dir', join(config.storageDir, 'history.git'), ...args], { encoding: 'utf8' });

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'croupier-publish-api-'));
  config = {
    host: '127.0.0.1',
    port: PORT,
    storageDir: join(root, 'storage'),
    originDir: join(root, 'site', 'schemas'),
    seedDir: REPO_SCHEMAS,
    accountsFile: resolve('publish-service/operators.json'),
    auditLog: join(root, 'storage', 'audit.log'),
    sessionSeconds: 30 * 60,
    allowedOrigins: [],
    secureCookies: false,
    requireTy: false,
    now: () => clock,
  };
  service = await PublishService.open(config);
  server = createPublishServer(service, loadAccounts(config.accountsFile), config);
  await new Promise<void>((done) => server.listen(PORT, '127.0.0.1', done));
  // The check library (every validator, the data catalogue, the bundled texts) takes a while to load on a busy machine.
  await service.warmUp();
}, 60_000);

afterAll(async () => {
  await new Promise<void>((done) => server.close(() => done()));
  await service.close();
  rmSync(root, { recursive: true, force: true });
});

describe('the deployed origin at start', () => {
  it('is a symlink to a complete copy of the seed, committed once as the import', async () => {
    expect(lstatSync(config.originDir).isSymbolicLink()).toBe(true);
    expect(origin('menus/header-nav.json')).toBe(repoText('menus/header-nav.json'));
    expect(origin('manifest.json')).toBe(repoText('manifest.json'));
    expect(git('log', '--format=%s').trim()).toMatch(/^Import the schema origin from /);
    expect((await call('GET', '/health')).body['deployed']).toBe(git('rev-parse', 'HEAD').trim());
  });
});

describe('sign-in and sessions', { timeout: 30_000 }, () => {
  it('signs an operator in with an HttpOnly, SameSite=Strict cookie and a CSRF token', async () => {
    const answer = await call('POST', '/session', { body: { username: 'editor01', password: PASSWORD } });
    expect(answer.status).toBe(200);
    expect(answer.body).toMatchObject({ username: 'editor01', name: 'Edna Editor', role: 'editor' });
    expect(answer.setCookie).toMatch(/^croupier_publish_session=[\w-]{40,}; Path=\/publish-api; Max-Age=1800; HttpOnly; SameSite=Strict$/);
    expect(String(answer.body['csrfToken'])).toMatch(/^[\w-]{40,}$/);
  });

  it('refuses a wrong password, an unknown user and a body that is not the sign-in form', async () => {
    expect((await call('POST', '/session', { body: { username: 'editor01', password: 'passw0rd!' } })).body).toEqual({ error: 'bad-credentials', message: 'wrong user name or password' });
    expect((await call('POST', '/session', { body: { username: 'nobody01', password: PASSWORD } })).status).toBe(401);
    const malformed = await call('POST', '/session', { body: { username: 'editor01', password: PASSWORD, role: 'publisher' } });
    expect(malformed).toMatchObject({ status: 400, body: { error: 'bad-request', message: 'unknown member "role"' } });
  });

  it('locks a user name after five failed sign-ins, even for the right password', async () => {
    for (let attempt = 0; attempt < 5; attempt++) expect((await call('POST', '/session', { body: { username: 'publisher02', password: 'guess' } })).status).toBe(401);
    expect((await call('POST', '/session', { body: { username: 'publisher02', password: PASSWORD } })).body['error']).toBe('locked');
  });

  it('refuses every request once the session has expired', async () => {
    const browser = await signIn('publisher01');
    expect((await call('GET', '/session', { browser })).status).toBe(200);
    clock += 31 * 60 * 1000;
    try {
      const expired = await call('GET', '/publishes', { browser });
      expect(expired).toMatchObject({ status: 401, body: { error: 'session-expired', message: 'your session has expired: sign in again' } });
      const publish = await call('POST', '/publishes', { browser, body: { message: 'late', files: [{ path: 'menus/header-nav.json', text: reorderedHeaderNav(), base: base('menus/header-nav.json') }] } });
      expect(publish.status).toBe(401);
    } finally {
      clock -= 31 * 60 * 1000;
    }
    expect(origin('menus/header-nav.json')).toBe(repoText('menus/header-nav.json'));
  });

  it('refuses a request without a session, and forgets a session at sign-out', async () => {
    expect((await call('GET', '/publishes')).body['error']).toBe('signed-out');
    const browser = await signIn('editor01');
    expect((await call('DELETE', '/session', { browser })).status).toBe(200);
    expect((await call('GET', '/session', { browser })).body['error']).toBe('signed-out');
  });
});

describe('CSRF and Origin defences', () => {
  const publishBody = () => ({ message: 'Swap home and slots', files: [{ path: 'menus/header-nav.json', text: reorderedHeaderNav(), base: base('menus/header-nav.json') }] });

  it('refuses a state-changing request without the CSRF token, or with another session\'s', async () => {
    const browser = await signIn('publisher01');
    const other = await signIn('editor01');
    expect((await call('POST', '/publishes', { browser, body: publishBody(), csrf: null })).body).toEqual({ error: 'bad-csrf-token', message: 'the X-CSRF-Token header is missing or wrong: reload and try again' });
    expect((await call('POST', '/publishes', { browser, body: publishBody(), csrf: other.csrf })).status).toBe(403);
    expect((await call('PUT', '/draft', { browser, body: { path: 'menus/header-nav.json', text: '{}', base: base('menus/header-nav.json') }, csrf: null })).status).toBe(403);
  });

  it('refuses a request from another site or without an Origin, even with the token', async () => {
    const browser = await signIn('publisher01');
    expect((await call('POST', '/publishes', { browser, body: publishBody(), origin: 'https://evil.example' })).body).toEqual({ error: 'bad-origin', message: 'requests from https://evil.example may not change anything' });
    expect((await call('POST', '/publishes', { browser, body: publishBody(), origin: null })).status).toBe(403);
    expect((await call('POST', '/session', { body: { username: 'publisher01', password: PASSWORD }, origin: 'https://evil.example' })).status).toBe(403);
    expect(origin('menus/header-nav.json')).toBe(repoText('menus/header-nav.json'));
  });
});

describe('publishing', { timeout: 60_000 }, () => {
  it('lets an editor save a draft but refuses the editor\'s publish and rollback', async () => {
    const editor = await signIn('editor01');
    const saved = await call('PUT', '/draft', { browser: editor, body: { path: 'menus/header-nav.json', text: reorderedHeaderNav(), base: base('menus/header-nav.json') } });
    expect(saved).toMatchObject({ status: 200, body: { path: 'menus/header-nav.json', savedBy: 'editor01' } });
    expect((await call('GET', '/drafts', { browser: editor })).body['drafts']).toEqual([expect.objectContaining({ path: 'menus/header-nav.json', text: reorderedHeaderNav() })]);
    const publish = await call('POST', '/publishes', { browser: editor, body: { message: 'Swap home and slots', files: [{ path: 'menus/header-nav.json', text: reorderedHeaderNav(), base: base('menus/header-nav.json') }] } });
    expect(publish).toMatchObject({ status: 403, body: { error: 'forbidden', message: 'an editor saves drafts; to publish you need the publisher role' } });
    const rollback = await call('POST', '/rollbacks', { browser: editor, body: { to: git('rev-parse', 'HEAD').trim(), base: git('rev-parse', 'HEAD').trim() } });
    expect(rollback.status).toBe(403);
    expect(origin('menus/header-nav.json')).toBe(repoText('menus/header-nav.json'));
  });

  it('refuses a publish that would break the site, naming the file and JSON pointer, and changes nothing', async () => {
    const publisher = await sharedPublisher();
    const head = git('rev-parse', 'HEAD').trim();
    const broken = { kind: 'screen', schemaVersion: 2, id: 'notices', body: [{ type: 'Heading', props: { text: 'notice_title', level: 1 } }] };
    const answer = await call('POST', '/publishes', { browser: publisher, body: { message: 'Notices heading', files: [{ path: 'screens/notices.json', text: JSON.stringify(broken), base: base('screens/notices.json') }] } });
    expect(answer.status).toBe(422);
    expect(answer.body['error']).toBe('checks-failed');
    expect(answer.body['problems']).toEqual([{ file: 'screens/notices.json', pointer: '/body/0', message: "must have required property 'id' (id)", line: "screens/notices.json#/body/0: must have required property 'id' (id)" }]);
    // A merchant override naming an id the base does not have: the same check as schemas:check.
    const override = { kind: 'override', schemaVersion: 2, id: 'acme-nav', target: 'menus/header-nav', operations: [{ op: 'hide', id: 'no-such-item' }] };
    const scoped = await call('POST', '/publishes', { browser: publisher, body: { message: 'Hide an item', merchant: 'luckystar', files: [{ path: 'menus/header-nav.json', text: JSON.stringify(override), base: base('merchants/luckystar/menus/header-nav.json') }] } });
    expect(scoped.body['problems']).toEqual([expect.objectContaining({ file: 'merchants/luckystar/menus/header-nav.json', pointer: '/operations/0' })]);
    expect(git('rev-parse', 'HEAD').trim()).toBe(head);
    expect(origin('screens/notices.json')).toBe(repoText('screens/notices.json'));
    expect(existsSync(join(config.storageDir, 'tree', 'screens', 'notices.json')) && readFileSync(join(config.storageDir, 'tree', 'screens', 'notices.json'), 'utf8')).toBe(repoText('screens/notices.json'));
  });

  it('refuses paths outside the documents: the manifest, meta-schemas, escapes, a merchant file in the site scope', async () => {
    const publisher = await sharedPublisher();
    const refused = async (path: string, merchant?: string) => (await call('POST', '/publishes', { browser: publisher, body: { message: 'x', ...(merchant ? { merchant } : {}), files: [{ path, text: '{}', base: null }] } })).body;
    expect(await refused('manifest.json')).toMatchObject({ error: 'bad-path', message: 'manifest.json is written by the publish service, from the files published' });
    expect((await refused('meta/screen.schema.json'))['error']).toBe('bad-path');
    expect((await refused('../escape.json'))['error']).toBe('bad-path');
    expect((await refused('merchants/acme/menus/header-nav.json'))['message']).toBe('"merchants/acme/menus/header-nav.json" is a merchant\'s file: publish it with that merchant\'s scope');
  });

  it('publishes: the origin serves the new file, the manifest lists it, git has one commit by the operator', async () => {
    const publisher = await sharedPublisher();
    const before = git('rev-parse', 'HEAD').trim();
    const override = { kind: 'override', schemaVersion: 2, id: 'luckystar-register', target: 'forms/register', operations: [{ op: 'hide', id: 'qqNum' }] };
    const answer = await call('POST', '/publishes', {
      browser: publisher,
      body: { message: 'Swap home and slots', files: [{ path: 'menus/header-nav.json', text: reorderedHeaderNav(), base: base('menus/header-nav.json') }] },
    });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body['publish']).toMatchObject({ kind: 'publish', message: 'Swap home and slots', author: { username: 'publisher01', name: 'Pablo Publisher' }, files: [{ path: 'menus/header-nav.json', status: 'modified' }, { path: 'verified.json', status: 'modified' }], deployed: true });
    expect(itemIds(origin('menus/header-nav.json')).slice(0, 2)).toEqual(itemIds(repoText('menus/header-nav.json')).slice(0, 2).reverse());
    // The draft of the published file is gone.
    expect((await call('GET', '/drafts', { browser: publisher })).body['drafts']).toEqual([]);

    const scoped = await call('POST', '/publishes', { browser: publisher, body: { message: 'Lucky Star register without QQ', merchant: 'luckystar', files: [{ path: 'forms/register.json', text: JSON.stringify(override, null, 2), base: base('merchants/luckystar/forms/register.json') }] } });
    expect(scoped.status, JSON.stringify(scoped.body)).toBe(201);
    expect(scoped.body['publish']).toMatchObject({ merchant: 'luckystar', files: [{ path: 'manifest.json', status: 'modified' }, { path: 'merchants/luckystar/forms/register.json', status: 'added' }, { path: 'verified.json', status: 'modified' }] });
    expect(JSON.parse(origin('merchants/luckystar/forms/register.json'))).toEqual(override);
    const manifest: unknown = JSON.parse(origin('manifest.json'));
    expect(manifest).toMatchObject({ merchants: { luckystar: { 'forms/register': 'merchants/luckystar/forms/register.json' } } });
    // The manifest is exactly what schemas:meta would write for these files.
    const { manifestText } = await import('../../scripts/schemas/manifest-builder');
    const { listSchemaFiles } = await import('../../scripts/schemas/schema-files');
    expect(origin('manifest.json')).toBe(manifestText(listSchemaFiles(config.originDir)));

    expect(git('log', '--format=%an <%ae>|%s', `${before}..HEAD`).trim().split('\n')).toEqual([
      'Pablo Publisher <publisher01@operators.croupier.invalid>|Lucky Star register without QQ',
      'Pablo Publisher <publisher01@operators.croupier.invalid>|Swap home and slots',
    ]);
    expect(git('show', '--name-only', '--format=', 'HEAD').trim().split('\n').sort()).toEqual(['manifest.json', 'merchants/luckystar/forms/register.json', 'verified.json']);
    // The same content again is nothing to publish.
    const again = await call('POST', '/publishes', { browser: publisher, body: { message: 'again', files: [{ path: 'menus/header-nav.json', text: reorderedHeaderNav(), base: base('menus/header-nav.json') }] } });
    expect(again).toMatchObject({ status: 409, body: { error: 'no-change' } });
  });

  it('lists the history newest first, with a diff per publish', async () => {
    const publisher = await sharedPublisher();
    const history = (await call('GET', '/publishes', { browser: publisher })).body['publishes'];
    if (!Array.isArray(history)) throw new Error('no history');
    expect(history.map((entry: unknown) => (isRecord(entry) ? [entry['kind'], entry['message'], entry['deployed']] : undefined))).toEqual([
      ['publish', 'Lucky Star register without QQ', true],
      ['publish', 'Swap home and slots', false],
      ['import', expect.stringMatching(/^Import the schema origin from /), false],
    ]);
    const swap = history[1];
    if (!isRecord(swap) || typeof swap['shortId'] !== 'string') throw new Error('no publish id');
    const detail = await call('GET', `/publishes/${swap['shortId']}`, { browser: publisher });
    const diff = detail.body['diff'];
    if (!Array.isArray(diff)) throw new Error('no diff');
    const menuDiff = diff.find((entry: unknown) => isRecord(entry) && entry['path'] === 'menus/header-nav.json');
    if (!isRecord(menuDiff) || typeof menuDiff['patch'] !== 'string') throw new Error('no diff of the menu');
    expect(menuDiff['status']).toBe('modified');
    // The first item moved below the second: its block leaves the top and comes back after the second.
    const [firstId] = itemIds(repoText('menus/header-nav.json'));
    expect(menuDiff['patch']).toContain('--- a/menus/header-nav.json');
    expect(menuDiff['patch']).toContain('+++ b/menus/header-nav.json');
    expect(menuDiff['patch']).toContain(`-      "id": "${firstId}",`);
    expect(menuDiff['patch']).toContain(`+      "id": "${firstId}",`);
    expect((await call('GET', '/publishes/0000000', { browser: publisher })).status).toBe(404);
  });

  it('rolls back to an earlier publish as a new publish, and the origin serves that version whole', async () => {
    const publisher = await sharedPublisher();
    const importId = git('rev-list', '--max-parents=0', 'HEAD').trim();
    const answer = await call('POST', '/rollbacks', { browser: publisher, body: { to: importId.slice(0, 10), base: git('rev-parse', 'HEAD').trim() } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    expect(answer.body['publish']).toMatchObject({ kind: 'rollback', rolledBackTo: importId, message: expect.stringMatching(/^Roll back to [0-9a-f]{7} \(Import the schema origin/), deployed: true });
    expect(origin('menus/header-nav.json')).toBe(repoText('menus/header-nav.json'));
    expect(existsSync(join(config.originDir, 'merchants/luckystar/forms/register.json'))).toBe(false);
    expect(origin('manifest.json')).toBe(repoText('manifest.json'));
    expect(git('rev-list', '--count', 'HEAD').trim()).toBe('4');
    // Rolling back to what is deployed already is refused.
    expect((await call('POST', '/rollbacks', { browser: publisher, body: { to: git('rev-parse', 'HEAD').trim(), base: git('rev-parse', 'HEAD').trim() } })).body['error']).toBe('no-change');
    expect((await call('POST', '/rollbacks', { browser: publisher, body: { to: 'deadbeef', base: git('rev-parse', 'HEAD').trim() } })).status).toBe(404);
  });

  it('keeps an append-only audit log of every sign-in, publish and rollback: who, when, what, result', async () => {
    const text = readFileSync(config.auditLog, 'utf8');
    const lines = text.trim().split('\n').map((line): unknown => JSON.parse(line));
    const entries = lines.filter(isRecord);
    const of = (action: string) => entries.filter((entry) => entry['action'] === action);
    expect(of('publish').map((entry) => [entry['who'], entry['result']])).toEqual([
      ['editor01', 'forbidden'],
      ['publisher01', 'refused'],
      ['publisher01', 'refused'],
      ...Array.from({ length: 4 }, () => ['publisher01', 'refused']),
      ['publisher01', 'published'],
      ['publisher01', 'published'],
      ['publisher01', 'refused'],
    ]);
    const published = of('publish').find((entry) => entry['result'] === 'published');
    expect(published).toMatchObject({ who: 'publisher01', role: 'publisher', what: { message: 'Swap home and slots', files: ['menus/header-nav.json'] }, commit: expect.stringMatching(/^[0-9a-f]{40}$/) });
    expect(String(published?.['at'])).toMatch(/^\d{4}-\d\d-\d\dT/);
    expect(of('rollback').map((entry) => [entry['who'], entry['result']])).toEqual([
      ['editor01', 'forbidden'],
      ['publisher01', 'rolled back'],
      ['publisher01', 'refused'],
      ['publisher01', 'refused'],
    ]);
    expect(of('sign-in').some((entry) => entry['who'] === 'editor01' && entry['result'] === 'refused')).toBe(true);
    // Each line chains the one before it under the service's key (tests/publish/audit-log.test.ts tampers with it).
    expect(verifyAuditLog(auditFiles(config))).toEqual({ ok: true, lines: lines.length });
    const publisher = await signIn('publisher01');
    expect((await call('GET', '/audit', { browser: publisher })).body['entries']).toHaveLength(lines.length + 1);
    expect((await call('GET', '/audit', { browser: await signIn('editor01') })).status).toBe(403);
  });
});
