// @vitest-environment node
/**
 * The audit log is complete and tamper-evident, against real service processes (docs/operators.md, "Audit log"):
 * every state change and refusal is a line; a publish that went live while the service restarted after being
 * killed between its commit and its swap gets its line with its commit; the chain is keyed (HMAC) with a key kept
 * out of the git history and the origin; an edited, reordered or cut log is found by `--verify-audit` and on start.
 */
import { textVersion } from '../../publish-service/git-store';
import { execFileSync } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, cookieOf, runCommand, signIn, startService, type ServiceProcess } from './support/service-probe';

const PASSWORD = 'Passw0rd!';
let ACCOUNTS = resolve('publish-service/operators.json');
const CHILD = resolve('tests/publish/support/service-child.ts');

let root: string;
const running: ServiceProcess[] = [];

function settings(dir: string, seed?: string): Record<string, string> {
  let seedDir = seed;
  if (!seedDir) {
    seedDir = join(dir, 'seed');
    mkdirSync(seedDir, { recursive: true });
    writeFileSync(join(seedDir, 'notes.json'), '{}\n');
  }
  return { PUBLISH_STORAGE_DIR: join(dir, 'storage'), PUBLISH_ORIGIN_DIR: join(dir, 'origin'), PUBLISH_SEED_DIR: seedDir, PUBLISH_ACCOUNTS_FILE: ACCOUNTS };
}

type Line = Record<string, unknown>;
function lines(file: string): Line[] {
  return readFileSync(file, 'utf8').trim().split('\n').map((line) => Object.fromEntries(Object.entries(JSON.parse(line) as object)));
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'croupier-publish-audit-'));
  // The demo accounts at bcrypt's lowest cost: sign-ins take no time, so the short sessions below last the test.
  const hash = await bcrypt.hash(PASSWORD, 4);
  const accounts: unknown = JSON.parse(readFileSync(ACCOUNTS, 'utf8'));
  const operators = typeof accounts === 'object' && accounts !== null && 'operators' in accounts && Array.isArray(accounts.operators) ? accounts.operators : [];
  ACCOUNTS = join(root, 'accounts-fast.json');
  writeFileSync(ACCOUNTS, JSON.stringify({ operators: operators.map((operator: unknown) => ({ ...(operator as object), passwordHash: hash })) }));
}, 30_000);

afterAll(async () => {
  await Promise.all(running.map((service) => service.stop()));
  rmSync(root, { recursive: true, force: true });
}, 60_000);

describe('every change and every refusal', { timeout: 60_000 }, () => {
  const dir = () => join(root, 'complete');
  const log = () => join(dir(), 'storage', 'audit.log');

  beforeAll(async () => {
    const service = await startService({ ...settings(dir()), PUBLISH_SESSION_MINUTES: '0.1' });
    running.push(service);
    const editor = await signIn(service, 'editor01', PASSWORD);
    const publisher = await signIn(service, 'publisher02', PASSWORD);
    const as = (answer: typeof editor) => ({ Cookie: cookieOf(answer), 'X-CSRF-Token': String(answer.body['csrfToken']), Origin: service.base });
    const draft = (who: typeof editor, text: string) => ask(service, '/publish-api/draft', { method: 'PUT', headers: as(who), body: { path: 'notes.json', text, base: textVersion('{}\n') } });
    expect((await draft(editor, '{"a":1}')).status).toBe(200);
    expect((await draft(publisher, '{"a":2}')).status).toBe(200);
    expect((await ask(service, '/publish-api/draft?path=notes.json', { method: 'DELETE', headers: as(publisher) })).status).toBe(200);
    // Refusals: a body that is not the form (400), another site (403), not JSON (415).
    expect((await ask(service, '/publish-api/draft', { method: 'PUT', headers: as(editor), body: { path: 'notes.json' } })).status).toBe(400);
    expect((await ask(service, '/publish-api/draft', { method: 'PUT', headers: { ...as(editor), Origin: 'https://evil.example' }, body: { path: 'notes.json', text: '{}', base: textVersion('{}\n') } })).status).toBe(403);
    expect((await ask(service, '/publish-api/publishes', { method: 'POST', headers: { ...as(publisher), 'Content-Type': 'text/plain' } })).status).toBe(415);
    expect((await ask(service, '/publish-api/session', { method: 'DELETE', headers: as(publisher) })).status).toBe(200);
    // A session runs out (six seconds here): the next request finds it expired.
    const late = await signIn(service, 'publisher01', PASSWORD);
    await new Promise((done) => setTimeout(done, 6_100));
    expect((await ask(service, '/publish-api/drafts', { headers: as(late) })).body['error']).toBe('session-expired');
    await service.stop();
  }, 90_000);

  it('is one line each: sign-in, draft save, overwrite and delete, refusals with their reason, sign-out, expiry', () => {
    const summary = lines(log()).map((line) => `${String(line['action'])} ${String(line['who'])} ${String(line['result'])}${line['action'] === 'request' ? ` ${String(line['detail']).split(':')[0] ?? ''}` : ''}`);
    expect(summary).toEqual([
      'import publish-service imported',
      'sign-in editor01 signed in',
      'sign-in publisher02 signed in',
      'draft-save editor01 saved',
      "draft-save publisher02 replaced editor01's draft",
      'draft-delete publisher02 deleted',
      'request editor01 refused 400 bad-request',
      'request editor01 refused 403 bad-origin',
      'request publisher02 refused 415 json-only',
      'sign-out publisher02 signed out',
      'sign-in publisher01 signed in',
      'session-expired publisher01 expired',
    ]);
    const overwrite = lines(log())[4];
    expect(overwrite).toMatchObject({ who: 'publisher02', what: { path: 'notes.json' }, result: "replaced editor01's draft" });
  });

  it('is chained under a key kept in the storage folder, outside the git history and the origin, readable by the service alone', () => {
    const key = join(dir(), 'storage', 'audit.key');
    expect(statSync(key).mode & 0o777).toBe(0o600);
    expect(existsSync(join(dir(), 'storage', 'audit.head'))).toBe(true);
    const gitDir = join(dir(), 'storage', 'history.git');
    expect(execFileSync('git', ['--git-dir', gitDir, 'log', '--all', '--name-only', '--format='], { encoding: 'utf8' })).not.toMatch(/audit/);
    expect(existsSync(join(dir(), 'origin', 'audit.key'))).toBe(false);
    for (const line of lines(log())) expect(line).toMatchObject({ seq: expect.any(Number), mac: expect.stringMatching(/^[0-9a-f]{64}$/) });
  });
});

describe('a tampered log', { timeout: 60_000 }, () => {
  const source = () => join(root, 'complete', 'storage');
  /** A copy of the log, its key and head, changed by `change`; the settings that point the command at it. */
  function copy(name: string, change: (text: string[]) => string[]): Record<string, string> {
    const storage = join(root, name, 'storage');
    mkdirSync(storage, { recursive: true });
    for (const file of ['audit.key', 'audit.head']) copyFileSync(join(source(), file), join(storage, file));
    const text = readFileSync(join(source(), 'audit.log'), 'utf8').trimEnd().split('\n');
    writeFileSync(join(storage, 'audit.log'), `${change(text).join('\n')}\n`);
    return { ...settings(join(root, name)), PUBLISH_AUDIT_LOG: join(storage, 'audit.log') };
  }

  it('verifies when intact', async () => {
    const result = await runCommand(copy('intact', (text) => text), ['--verify-audit']);
    expect(result, result.output).toMatchObject({ code: 0 });
    expect(result.output).toMatch(/12 line\(s\), every MAC, link and the head .* check out/);
  });

  it('is found when a line was edited, lines were reordered or the last lines removed', async () => {
    const edited = await runCommand(copy('edited', (text) => text.map((line, index) => (index === 4 ? line.replace('"publisher02"', '"editor01"') : line))), ['--verify-audit']);
    expect(edited.code).toBe(1);
    expect(edited.output).toContain('FAILS its check at line 5: its MAC does not match its text');
    const reordered = await runCommand(copy('reordered', (text) => [...text.slice(0, 5), text[6] ?? '', text[5] ?? '', ...text.slice(7)]), ['--verify-audit']);
    expect(reordered.code).toBe(1);
    expect(reordered.output).toContain('at line 6: it says it is line 7');
    const cut = await runCommand(copy('cut', (text) => text.slice(0, -2)), ['--verify-audit']);
    expect(cut.code).toBe(1);
    expect(cut.output).toContain('the log ends at line 10 but the head says it had 12 lines: its last lines were removed');
  });

  it('stops the service from starting, with where and why', async () => {
    await expect(startService(copy('refused', (text) => text.slice(0, -1)))).rejects.toThrow(/exited \(1\) before it listened:[\s\S]*fails its check at line 11: the log ends at line 11 but the head says it had 12 lines/);
  });
});

describe('a publish killed between its commit and its swap', { timeout: 120_000 }, () => {
  it('goes live at the next start and gets its audit line, with its commit and its publisher', async () => {
    const dir = join(root, 'crash');
    const env = settings(dir, resolve('schemas'));
    const child = await startService({ ...env, PUBLISH_TEST_PAUSE_AT: 'linked' }, { script: CHILD });
    running.push(child);
    const session = await signIn(child, 'publisher01', PASSWORD);
    const published = readFileSync(resolve('schemas/menus/header-nav.json'), 'utf8');
    const menu = JSON.parse(published) as { items: unknown[] };
    const [first, second, ...rest] = menu.items;
    const text = `${JSON.stringify({ ...menu, items: [second, first, ...rest] }, null, 2)}\n`;
    const publishing = ask(child, '/publish-api/publishes', {
      method: 'POST',
      headers: { Cookie: cookieOf(session), 'X-CSRF-Token': String(session.body['csrfToken']), Origin: child.base },
      body: { message: 'Slots before home', files: [{ path: 'menus/header-nav.json', text, base: textVersion(published) }] },
    }).catch((error: unknown) => error);
    await expect.poll(() => child.output.join(''), { timeout: 90_000 }).toContain('paused');
    child.child.kill('SIGKILL');
    await child.stop();
    await publishing;
    const head = execFileSync('git', ['--git-dir', join(dir, 'storage', 'history.git'), 'rev-parse', 'HEAD'], { encoding: 'utf8' }).trim();
    const before = lines(join(dir, 'storage', 'audit.log'));
    expect(before.some((line) => line['commit'] === head)).toBe(false);

    const restarted = await startService(env);
    running.push(restarted);
    expect((await ask(restarted, '/publish-api/health')).body['deployed']).toBe(head);
    expect(lines(join(dir, 'storage', 'audit.log')).at(-1)).toMatchObject({ action: 'publish', who: 'publisher01', commit: head, result: 'live after a restart', what: { message: 'Slots before home', files: ['menus/header-nav.json'] } });
    await restarted.stop();
    expect((await runCommand(env, ['--verify-audit'])).code).toBe(0);
  });
});
