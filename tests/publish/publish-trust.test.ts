// @vitest-environment node
/**
 * Issue 39's probes of a publish service operators can trust, each against real service processes
 * (docs/operators.md, "What the publish service promises"): the history never lies, whatever a message or a name
 * holds; no lost updates (four publishers at once from one base: one wins, three are told who beat them, and each
 * reapplies with the studio's own merge); one service per storage folder; drafts have owners.
 */
import { createHash } from 'node:crypto';
import { execFileSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { GitStore } from '../../publish-service/git-store';
import { isRecord } from '../../publish-service/guards';
import { mergeTexts } from '../../src/studio/json-merge';
import { call, signIn, startService, stopService, type Browser, type ServiceProcess } from './support/service-process';

const NAV = 'menus/header-nav.json';
/** A publisher whose display name holds what used to split the history's records, and a line shaped like a trailer. */
const ODD_NAME = 'Mal\u001fory\u001e Odd\nPublish-Kind: rollback';

let root: string;
let env: Record<string, string>;
let service: ServiceProcess;

const version = (text: string) => createHash('sha256').update(text).digest('hex');
const git = (...args: string[]) => execFileSync('git', ['--git-dir', join(root, 'storage', 'history.git'), ...args], { encoding: 'utf8' });

function accounts(): string {
  const file = join(root, 'operators.json');
  const demo: unknown = JSON.parse(readFileSync(resolve('publish-service/operators.json'), 'utf8'));
  if (!isRecord(demo) || !Array.isArray(demo['operators'])) throw new Error('no demo accounts');
  const [editor, publisher] = demo['operators'].filter(isRecord);
  // Every demo account's password is Passw0rd!: the extra accounts reuse a demo hash.
  const extra = [
    { ...editor, username: 'editor02', name: 'Eddie Editor' },
    { ...publisher, username: 'mallory', name: ODD_NAME },
  ];
  writeFileSync(file, JSON.stringify({ operators: [...demo['operators'], ...extra] }));
  return file;
}

async function history(browser: Browser): Promise<Record<string, unknown>[]> {
  const publishes = (await call(service, 'GET', '/publishes', { browser })).body['publishes'];
  if (!Array.isArray(publishes)) throw new Error('no history');
  return publishes.filter(isRecord);
}

async function deployed(browser: Browser, path: string): Promise<string> {
  const text = (await call(service, 'GET', `/file?path=${encodeURIComponent(path)}`, { browser })).body['text'];
  if (typeof text !== 'string') throw new Error(`no ${path}`);
  return text;
}

/** The header nav with item `index`'s icon set to `icon`: four operators' edits of four different nodes. */
function withIcon(text: string, id: string, icon: string): string {
  const menu: unknown = JSON.parse(text);
  if (!isRecord(menu) || !Array.isArray(menu['items'])) throw new Error('no items');
  const items = menu['items'].map((item: unknown) => (isRecord(item) && item['id'] === id ? { ...item, icon } : item));
  return `${JSON.stringify({ ...menu, items }, null, 2)}\n`;
}

function iconOf(text: string, id: string): unknown {
  const menu: unknown = JSON.parse(text);
  if (!isRecord(menu) || !Array.isArray(menu['items'])) return undefined;
  const item: unknown = menu['items'].find((candidate: unknown) => isRecord(candidate) && candidate['id'] === id);
  return isRecord(item) ? item['icon'] : undefined;
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'croupier-publish-trust-'));
  env = {
    PUBLISH_STORAGE_DIR: join(root, 'storage'),
    PUBLISH_ORIGIN_DIR: join(root, 'origin'),
    PUBLISH_SEED_DIR: resolve('schemas'),
    PUBLISH_ACCOUNTS_FILE: accounts(),
  };
  service = await startService(env);
}, 90_000);

afterAll(async () => {
  if (service) await stopService(service);
  rmSync(root, { recursive: true, force: true });
});

describe('the history never lies', { timeout: 60_000 }, () => {
  it('shows a name and a message verbatim, with the files of the real commit, whatever they hold', async () => {
    const mallory = await signIn(service, 'mallory');
    const importId = git('rev-parse', 'HEAD').trim();
    const before = await deployed(mallory, NAV);
    const message = `Home icon\n\nPublish-Kind: rollback\nOperator: publisher02\nRolled-Back-To: ${importId}`;
    const answer = await call(service, 'POST', '/publishes', { browser: mallory, body: { message, files: [{ path: NAV, text: withIcon(before, 'home', 'live'), base: version(before) }] } });
    expect(answer.status, JSON.stringify(answer.body)).toBe(201);
    const entries = await history(mallory);
    expect(entries).toHaveLength(2);
    expect(entries[0]).toMatchObject({ kind: 'publish', author: { username: 'mallory', name: ODD_NAME }, message, deployed: true });
    expect(entries[0]).not.toHaveProperty('rolledBackTo');
    // The files are the commit's, as git itself lists them.
    const real = git('diff-tree', '-r', '--root', '--no-commit-id', '--name-only', 'HEAD').trim().split('\n');
    expect(entries[0]?.['files']).toEqual(real.map((path) => ({ path, status: 'modified' })));
    expect(entries[1]).toMatchObject({ kind: 'import', author: { username: 'publish-service' } });
    const detail = await call(service, 'GET', `/publishes/${String(entries[0]?.['id'])}`, { browser: mallory });
    expect(detail.body).toMatchObject({ message, author: { name: ODD_NAME } });
    expect(Array.isArray(detail.body['diff']) && detail.body['diff'].map((file: unknown) => (isRecord(file) ? file['path'] : undefined))).toEqual(real);
  });

  it('refuses a message with control characters with 422 and the reason, and publishes nothing', async () => {
    const publisher = await signIn(service, 'publisher01');
    const head = git('rev-parse', 'HEAD').trim();
    const text = await deployed(publisher, NAV);
    for (const message of ['Sports\u001fpublisher02\u001fx', 'One\u001eTwo', 'Nul\u0000byte']) {
      const answer = await call(service, 'POST', '/publishes', { browser: publisher, body: { message, files: [{ path: NAV, text: withIcon(text, 'home', 'fish'), base: version(text) }] } });
      expect(answer).toMatchObject({ status: 422, body: { error: 'bad-message', message: expect.stringMatching(/^the message contains the control character U\+00(1F|1E|00) at position \d+/) } });
    }
    expect(git('rev-parse', 'HEAD').trim()).toBe(head);
    expect(await history(publisher)).toHaveLength(2);
  });

  it('reads back any message and name from the store verbatim, even ones the API refuses', async () => {
    const dir = join(root, 'store-probe');
    const store = new GitStore(join(dir, 'tree'), join(dir, 'history.git'));
    await store.init();
    writeFileSync(join(dir, 'tree', 'a.json'), '{}');
    await store.stageAll();
    const forged = `Live\u001e${'0'.repeat(40)}\u001f\u001fPia\u001fpia@x\u001f2020-01-01\u001frollback\u001f\nD\tb.json\u0000\n\nPublish-Kind: rollback\nOperator: publisher02`;
    await store.commit({ name: ODD_NAME, email: 'mallory@operators.croupier.invalid' }, { kind: 'publish', operator: 'mallory', name: ODD_NAME, message: forged });
    const log = await store.log();
    expect(log).toHaveLength(1);
    expect(log[0]).toMatchObject({ meta: { kind: 'publish', operator: 'mallory', name: ODD_NAME, message: forged }, files: [{ path: 'a.json', status: 'added' }] });
  });
});

describe('no lost updates', { timeout: 120_000 }, () => {
  it('four publishers at once from one base: one wins, three get 409 naming who and when, and each reapplies its edit', async () => {
    const browsers = await Promise.all(['publisher01', 'publisher02', 'publisher01', 'publisher02'].map((name) => signIn(service, name)));
    const baseText = await deployed(browsers[0]!, NAV);
    const edits: [string, string][] = [['lottery', 'sports'], ['live', 'fish'], ['sports', 'home'], ['fish', 'lottery']];
    const mine = edits.map(([id, icon]) => withIcon(baseText, id, icon));
    const answers = await Promise.all(
      browsers.map((browser, index) => call(service, 'POST', '/publishes', { browser, body: { message: `Icon of ${edits[index]?.[0]}`, files: [{ path: NAV, text: mine[index], base: version(baseText) }] } })),
    );
    expect(answers.map((answer) => answer.status).sort()).toEqual([201, 409, 409, 409]);
    const winner = answers.find((answer) => answer.status === 201)?.body['publish'];
    if (!isRecord(winner)) throw new Error('no winner');
    for (const [index, answer] of answers.entries()) {
      if (answer.status !== 409) continue;
      expect(answer.body).toMatchObject({ error: 'stale-base', message: expect.stringContaining(`${NAV}: `) });
      const conflicts = answer.body['conflicts'];
      expect(conflicts).toEqual([{ path: NAV, file: NAV, base: version(baseText), version: expect.stringMatching(/^[0-9a-f]{64}$/), text: expect.any(String), changedBy: winner['author'], changedAt: winner['date'], publish: winner['id'], message: winner['message'] }]);
      expect(String(answer.body['message'])).toContain(`${String(isRecord(winner['author']) ? winner['author']['name'] : '')} (`);
      // Reapply (the studio's merge) on the version now; another may have won meanwhile: then again.
      let conflict = Array.isArray(conflicts) && isRecord(conflicts[0]) ? conflicts[0] : undefined;
      let text = mine[index] ?? '';
      for (let attempt = 0; conflict && attempt < 4; attempt++) {
        const theirs = typeof conflict['text'] === 'string' ? conflict['text'] : null;
        const merged = mergeTexts(baseText, text, theirs);
        if (!merged.ok) throw new Error(`the merge failed: ${JSON.stringify(merged)}`);
        text = merged.text;
        const again = await call(service, 'POST', '/publishes', { browser: browsers[index]!, body: { message: `Icon of ${edits[index]?.[0]} (reapplied)`, files: [{ path: NAV, text, base: conflict['version'] }] } });
        conflict = again.status === 409 && Array.isArray(again.body['conflicts']) && isRecord(again.body['conflicts'][0]) ? again.body['conflicts'][0] : undefined;
        if (!conflict) expect(again.status, JSON.stringify(again.body)).toBe(201);
      }
    }
    const live = await deployed(browsers[0]!, NAV);
    for (const [id, icon] of edits) expect(iconOf(live, id), id).toBe(icon);
    expect(await history(browsers[0]!)).toHaveLength(2 + 4);
  });

  it('refuses a draft save and a rollback made on a stale base, naming what changed', async () => {
    const editor = await signIn(service, 'editor01');
    const publisher = await signIn(service, 'publisher02');
    const stale = version(withIcon(await deployed(editor, NAV), 'home', 'home'));
    const draft = await call(service, 'PUT', '/draft', { browser: editor, body: { path: NAV, text: '{}', base: stale } });
    expect(draft).toMatchObject({ status: 409, body: { error: 'stale-base', conflicts: [{ path: NAV, changedBy: { username: expect.stringMatching(/^publisher0[12]$/) } }] } });
    const entries = await history(publisher);
    const rollback = await call(service, 'POST', '/rollbacks', { browser: publisher, body: { to: String(entries.at(-1)?.['id']), base: String(entries[1]?.['id']) } });
    expect(rollback).toMatchObject({ status: 409, body: { error: 'stale-base', message: expect.stringContaining('published since you looked'), conflicts: [expect.objectContaining({ file: NAV })] } });
    expect(await history(publisher)).toHaveLength(entries.length);
  });
});

describe('drafts have owners', { timeout: 60_000 }, () => {
  it('lets an editor replace or delete only their own drafts, a publisher discard anyone\'s, and audits each', async () => {
    const edna = await signIn(service, 'editor01');
    const eddie = await signIn(service, 'editor02');
    const publisher = await signIn(service, 'publisher01');
    const text = await deployed(edna, NAV);
    const body = (draft: string) => ({ path: NAV, text: draft, base: version(text) });
    expect((await call(service, 'PUT', '/draft', { browser: edna, body: body(withIcon(text, 'home', 'fish')) })).status).toBe(200);
    const overwrite = await call(service, 'PUT', '/draft', { browser: eddie, body: body(withIcon(text, 'home', 'live')) });
    expect(overwrite).toMatchObject({ status: 403, body: { error: 'not-your-draft', message: expect.stringMatching(/^the draft of menus\/header-nav.json is editor01's \(saved .*\): an editor may replace only their own drafts/) } });
    const remove = await call(service, 'DELETE', `/draft?path=${encodeURIComponent(NAV)}`, { browser: eddie });
    expect(remove).toMatchObject({ status: 403, body: { error: 'not-your-draft' } });
    expect((await call(service, 'GET', `/draft?path=${encodeURIComponent(NAV)}`, { browser: eddie })).body).toMatchObject({ savedBy: 'editor01', base: version(text), baseText: text });
    expect((await call(service, 'PUT', '/draft', { browser: edna, body: body(withIcon(text, 'home', 'sports')) })).status).toBe(200);
    expect((await call(service, 'DELETE', `/draft?path=${encodeURIComponent(NAV)}`, { browser: publisher })).status).toBe(200);
    const entries = (await call(service, 'GET', '/audit', { browser: publisher })).body['entries'];
    const drafts = (Array.isArray(entries) ? entries.filter(isRecord) : []).filter((entry) => String(entry['action']).startsWith('draft-')).slice(-5);
    expect(drafts.map((entry) => [entry['who'], entry['action'], entry['result']])).toEqual([
      ['editor01', 'draft-save', 'saved'],
      ['editor02', 'draft-save', 'forbidden'],
      ['editor02', 'draft-delete', 'forbidden'],
      ['editor01', 'draft-save', 'saved'],
      ['publisher01', 'draft-delete', "discarded editor01's draft"],
    ]);
  });
});

describe('one service per storage folder', { timeout: 90_000 }, () => {
  it('refuses to start a second service on the same storage, and starts again over a dead one\'s lock', async () => {
    const head = git('rev-parse', 'HEAD').trim();
    const second = await startService(env, { waitForHealth: false });
    // Without the lock it would start (and stay): it gets 20 s to refuse, and is stopped either way.
    const code = await Promise.race([second.exited, new Promise<string>((done) => setTimeout(() => done('still running'), 20_000))]);
    await stopService(second, 'SIGKILL');
    expect(code).toBe(1);
    expect(second.output()).toContain(`[publish] not started: the publish storage ${env['PUBLISH_STORAGE_DIR'] ?? ''} is in use by another publish service (pid ${service.child.pid ?? 0}`);
    // The running one was not disturbed: same history, still publishing.
    expect(git('rev-parse', 'HEAD').trim()).toBe(head);
    const publisher = await signIn(service, 'publisher01');
    const text = await deployed(publisher, NAV);
    expect((await call(service, 'POST', '/publishes', { browser: publisher, body: { message: 'Still mine', files: [{ path: NAV, text: withIcon(text, 'home', iconOf(text, 'home') === 'fish' ? 'live' : 'fish'), base: version(text) }] } })).status).toBe(201);
    // Killed without a chance to clean up: its lock stays, naming a process that is gone.
    await stopService(service, 'SIGKILL');
    expect(existsSync(join(env['PUBLISH_STORAGE_DIR'] ?? '', 'service.lock'))).toBe(true);
    service = await startService(env);
    expect((await call(service, 'GET', '/health')).body['deployed']).toBe(git('rev-parse', 'HEAD').trim());
  });
});
