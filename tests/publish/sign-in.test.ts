// @vitest-environment node
/**
 * Sign-in that strangers cannot turn against operators, against real service processes (docs/operators.md, "Who
 * can reach the service"): wrong passwords from one client hold back that client, not the operator elsewhere; forty
 * parallel sign-ins do not stall the service; an unknown name takes as long as a known one at any bcrypt cost; a
 * forged Host (DNS rebinding) is refused; the cookie is Secure over https behind a declared proxy; a malformed
 * address is a 400 without a stack trace; every limit and refusal is an audit line.
 */
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import bcrypt from 'bcryptjs';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ask, cookieOf, signIn, startService, type ServiceProcess } from './support/service-probe';

const PASSWORD = 'Passw0rd!';
/** The demo accounts at their real cost (10), for the load test. */
const ACCOUNTS = resolve('publish-service/operators.json');
/** The same accounts at bcrypt's lowest cost (4), where the cost is not what is tested. */
let fastAccounts: string;

let root: string;
const running: ServiceProcess[] = [];

/** Settings for a service of its own in `root/<name>`, seeded with one document (no checks run at start). */
function settings(name: string, extra: Record<string, string> = {}): Record<string, string> {
  const dir = join(root, name);
  mkdirSync(join(dir, 'seed'), { recursive: true });
  writeFileSync(join(dir, 'seed', 'notes.json'), '{}\n');
  return { PUBLISH_STORAGE_DIR: join(dir, 'storage'), PUBLISH_ORIGIN_DIR: join(dir, 'origin'), PUBLISH_SEED_DIR: join(dir, 'seed'), PUBLISH_ACCOUNTS_FILE: fastAccounts, ...extra };
}

async function start(name: string, extra: Record<string, string> = {}): Promise<ServiceProcess> {
  const service = await startService(settings(name, extra));
  running.push(service);
  return service;
}

function auditLines(name: string): Record<string, unknown>[] {
  return readFileSync(join(root, name, 'storage', 'audit.log'), 'utf8').trim().split('\n').map((line) => Object.fromEntries(Object.entries(JSON.parse(line) as object)));
}

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'croupier-publish-sign-in-'));
  fastAccounts = join(root, 'accounts-fast.json');
  const hash = await bcrypt.hash(PASSWORD, 4);
  const accounts: unknown = JSON.parse(readFileSync(ACCOUNTS, 'utf8'));
  const operators = typeof accounts === 'object' && accounts !== null && 'operators' in accounts && Array.isArray(accounts.operators) ? accounts.operators : [];
  writeFileSync(fastAccounts, JSON.stringify({ operators: operators.map((operator: unknown) => ({ ...(operator as object), passwordHash: hash })) }));
}, 30_000);

afterAll(async () => {
  await Promise.all(running.map((service) => service.stop()));
  rmSync(root, { recursive: true, force: true });
}, 60_000);

describe('wrong passwords from one client', { timeout: 60_000 }, () => {
  let service: ServiceProcess;
  beforeAll(async () => {
    // The first wait is one second here (a minute by default), so the test sees it grow.
    service = await start('limits', { PUBLISH_SIGN_IN_DELAY_SECONDS: '1' });
  }, 60_000);

  it('hold back that client, with waits that grow, while the publisher signs in from another', async () => {
    const stranger = { from: '127.0.0.2' };
    for (let attempt = 0; attempt < 5; attempt++) expect((await signIn(service, 'publisher02', 'guess', stranger)).status).toBe(401);
    const held = await signIn(service, 'publisher02', PASSWORD, stranger);
    expect(held).toMatchObject({ status: 429, body: { error: 'locked' } });
    expect(held.headers['retry-after']).toBe('1');
    // An X-Forwarded-For the stranger writes is not believed (no proxy is declared): still the same client.
    expect((await signIn(service, 'publisher02', PASSWORD, { ...stranger, headers: { 'X-Forwarded-For': '203.0.113.9' } })).status).toBe(429);

    // The publisher, from another computer, gets in at once.
    const publisher = await signIn(service, 'publisher02', PASSWORD, { from: '127.0.0.3' });
    expect(publisher.status).toBe(200);
    expect(publisher.body).toMatchObject({ username: 'publisher02', role: 'publisher' });

    // After the wait: one more try, then a wait twice as long.
    await new Promise((done) => setTimeout(done, 1_100));
    expect((await signIn(service, 'publisher02', 'guess again', stranger)).status).toBe(401);
    const longer = await signIn(service, 'publisher02', PASSWORD, stranger);
    expect(longer.status).toBe(429);
    expect(longer.headers['retry-after']).toBe('2');

    const lines = auditLines('limits');
    const limits = lines.filter((line) => line['action'] === 'sign-in-limit');
    expect(limits).toEqual([
      expect.objectContaining({ who: 'publisher02', client: '127.0.0.2', result: 'limit hit', what: { scope: 'this user name from this client', waitSeconds: 1 } }),
      expect.objectContaining({ who: 'publisher02', client: '127.0.0.2', result: 'limit hit', what: { scope: 'this user name from this client', waitSeconds: 2 } }),
    ]);
    expect(lines.filter((line) => line['action'] === 'sign-in' && line['detail'] === 'wrong user name or password' && line['client'] === '127.0.0.2')).toHaveLength(6);
    expect(lines).toContainEqual(expect.objectContaining({ action: 'sign-in', who: 'publisher02', client: '127.0.0.3', result: 'signed in' }));
  });

  it('of many names hold back that client too (one password tried on every name)', async () => {
    const sprayer = { from: '127.0.0.4' };
    const answers = [];
    for (let index = 0; index < 20; index++) answers.push((await signIn(service, `name${index}x`, 'Summer2026', sprayer)).status);
    expect(answers).toEqual(Array.from({ length: 20 }, () => 401));
    const held = await signIn(service, 'editor01', PASSWORD, sprayer);
    expect(held).toMatchObject({ status: 429, body: { error: 'locked' } });
    expect(String(held.body['message'])).toContain('too many sign-ins of this client');
    expect((await signIn(service, 'editor01', PASSWORD, { from: '127.0.0.5' })).status).toBe(200);
  });
});

describe('wrong passwords for one name from many clients', { timeout: 60_000 }, () => {
  it('slow that name down for new computers, never for the one its operator signed in from', async () => {
    const service = await start('name-limit', { PUBLISH_SIGN_IN_ATTEMPTS: '2', PUBLISH_SIGN_IN_NAME_ATTEMPTS: '4' });
    expect((await signIn(service, 'publisher01', PASSWORD, { from: '127.0.0.10' })).status).toBe(200);
    for (const from of ['127.0.0.11', '127.0.0.12']) for (let attempt = 0; attempt < 2; attempt++) expect((await signIn(service, 'publisher01', 'guess', { from })).status).toBe(401);
    const newcomer = await signIn(service, 'publisher01', PASSWORD, { from: '127.0.0.13' });
    expect(newcomer.status).toBe(429);
    expect(String(newcomer.body['message'])).toContain('too many sign-ins of this user name');
    expect((await signIn(service, 'publisher01', PASSWORD, { from: '127.0.0.10' })).status).toBe(200);
    expect(auditLines('name-limit')).toContainEqual(expect.objectContaining({ action: 'sign-in-limit', who: 'publisher01', client: '127.0.0.13', what: { scope: 'this user name', waitSeconds: 60 } }));
    await service.stop();
  });
});

describe('forty sign-ins at once', { timeout: 90_000 }, () => {
  it('leave /health answering within 200 ms (the password checks run in bounded workers at the accounts\' cost)', async () => {
    // Behind a declared proxy each sign-in names its own client, as forty strangers would: none is held back.
    const service = await start('load', { PUBLISH_TRUSTED_PROXIES: '127.0.0.1', PUBLISH_ACCOUNTS_FILE: ACCOUNTS });
    const health = async () => {
      const started = performance.now();
      const answer = await ask(service, '/publish-api/health');
      expect(answer.status).toBe(200);
      return performance.now() - started;
    };
    await health();
    const answered: number[] = [];
    const signIns = Array.from({ length: 40 }, (_, index) =>
      signIn(service, `stranger${index}-${Math.random().toString(36).slice(2, 8)}`, `guess-${index}`, { headers: { 'X-Forwarded-For': `198.51.100.${index + 1}` } }).then(
        (answer) => answered.push(answer.status),
        () => undefined,
      ),
    );
    // Three seconds of the forty (all of them take longer on this machine: one worker on two cores), from when they
    // are all sent (the test's own process opens forty connections first).
    await new Promise((done) => setTimeout(done, 100));
    expect(answered.length).toBeLessThan(40);
    // Only the answers given while sign-ins were still being checked count: on a quiet machine the forty are done in
    // about a second and a half, under load in several.
    const latencies: number[] = [];
    const until = performance.now() + 3_000;
    while (performance.now() < until && answered.length < 40) {
      const latency = await health();
      if (answered.length < 40) latencies.push(latency);
      await new Promise((done) => setTimeout(done, 25));
    }
    await Promise.all(signIns);
    await service.stop();
    // Every sign-in was checked (wrong), none turned away by a limit.
    expect(answered.length).toBe(40);
    expect(answered.filter((status) => status !== 401)).toEqual([]);
    expect(latencies.length, 'health answers given while the sign-ins were checked').toBeGreaterThanOrEqual(10);
    // Before: the first /health waited over three seconds (bcrypt in the thread that answers). A machine shared with
    // other work (the test runner, other test files, other programs) can hold any one answer back on its own, so the
    // promise is checked as 95 % within 200 ms and none over half a second.
    const sorted = [...latencies].sort((a, b) => a - b);
    const report = `health latencies while 40 sign-ins ran: ${latencies.map(Math.round).join(', ')} ms`;
    expect(sorted[Math.ceil(sorted.length * 0.95) - 1], report).toBeLessThan(200);
    expect(sorted.at(-1), report).toBeLessThan(500);
  });
});

/** Nanoseconds of CPU the process has spent, all its threads (the password workers too): Linux's schedstat per thread. */
function cpuNanoseconds(pid: number): number {
  return readdirSync(`/proc/${pid}/task`).reduce((sum, task) => {
    try {
      return sum + Number(readFileSync(`/proc/${pid}/task/${task}/schedstat`, 'utf8').split(' ')[0]);
    } catch {
      return sum;
    }
  }, 0);
}

describe('an unknown user name', { timeout: 120_000 }, () => {
  // Below and above the demo accounts' 10 (`npm run publish-service:hash` uses 12).
  for (const cost of [6, 11]) {
    it(`costs the service as much work as a known one with a wrong password at bcrypt cost ${cost}`, async () => {
      const accounts = join(root, `accounts-${cost}.json`);
      writeFileSync(accounts, JSON.stringify({ operators: [{ username: 'publisher01', name: 'Pablo Publisher', role: 'publisher', passwordHash: await bcrypt.hash(PASSWORD, cost) }] }));
      const service = await start(`timing-${cost}`, { PUBLISH_ACCOUNTS_FILE: accounts, PUBLISH_SIGN_IN_ATTEMPTS: '1000', PUBLISH_SIGN_IN_CLIENT_ATTEMPTS: '1000', PUBLISH_SIGN_IN_NAME_ATTEMPTS: '1000' });
      const pid = service.child.pid ?? 0;
      /** The service's CPU time for `count` wrong sign-ins of these names, one after the other. */
      const work = async (name: (round: number) => string, count: number) => {
        const before = cpuNanoseconds(pid);
        for (let round = 0; round < count; round++) expect((await signIn(service, name(round), 'not the password')).status).toBe(401);
        return (cpuNanoseconds(pid) - before) / 1e6;
      };
      await work(() => 'publisher01', 1);
      await work((round) => `warm${round}x`, 1);
      // CPU time, not the time an answer takes: a busy machine (other programs on the two cores) stretches the
      // latter by hundreds of milliseconds, never the work the service does. Both sides in four quarters, interleaved, so
      // work of the service's own that falls in the measurement (a collection, a timer) lands on either side alike.
      const count = cost > 8 ? 1 : 8;
      let known = 0;
      let unknown = 0;
      for (const quarter of ['a', 'b', 'c', 'd']) {
        known += await work(() => 'publisher01', count);
        unknown += await work((round) => `nobody${round}${quarter}`, count);
      }
      // Before: the unknown name was checked against a fixed cost-10 hash: 16 times the work of cost 6, half of cost 11.
      expect(unknown / known, `CPU for ${4 * count} wrong sign-ins: known name ${known.toFixed(0)} ms, unknown ${unknown.toFixed(0)} ms`).toBeGreaterThan(0.75);
      expect(unknown / known, `CPU for ${4 * count} wrong sign-ins: known name ${known.toFixed(0)} ms, unknown ${unknown.toFixed(0)} ms`).toBeLessThan(1.33);
      await service.stop();
    });
  }
});

describe('the host names it answers to', { timeout: 60_000 }, () => {
  let service: ServiceProcess;
  beforeAll(async () => {
    service = await start('hosts');
  }, 60_000);

  it('refuses a page on another name that resolves here (DNS rebinding), even with a matching Origin', async () => {
    const rebound = `rebind.attacker.example:${service.port}`;
    const signedIn = await signIn(service, 'publisher01', PASSWORD, { headers: { Host: rebound, Origin: `http://${rebound}` } });
    expect(signedIn.status).toBe(421);
    expect(signedIn.body).toMatchObject({ error: 'unknown-host' });
    expect(signedIn.headers['set-cookie']).toBeUndefined();
    expect((await ask(service, '/publish-api/health', { headers: { Host: rebound } })).status).toBe(421);
    // The names it has: any port (the dev server proxies with the site's Host, localhost:5173).
    for (const host of ['localhost:5173', `127.0.0.1:${service.port}`, '[::1]:4173', 'LOCALHOST']) expect((await ask(service, '/publish-api/health', { headers: { Host: host } })).status, host).toBe(200);
    expect(auditLines('hosts')).toContainEqual(expect.objectContaining({ action: 'request', result: 'refused', who: 'anonymous', detail: expect.stringMatching(/^421 unknown-host: /), what: expect.objectContaining({ host: rebound }) }));
  });

  it('answers a malformed address with 400 and never a stack trace', async () => {
    const cookie = cookieOf(await signIn(service, 'publisher01', PASSWORD));
    for (const path of ['/publish-api/publishes/%ZZ', '/publish-api/%E0%A4%A', '/publish-api/publishes/%']) {
      const answer = await ask(service, path, { headers: { Cookie: cookie } });
      expect(answer.status, path).toBe(400);
      expect(answer.body).toMatchObject({ error: 'bad-url' });
      expect(answer.text).not.toMatch(/URIError|\bat \S+ \(|node:internal|\.ts:\d+/);
    }
    expect(auditLines('hosts')).toContainEqual(expect.objectContaining({ action: 'request', who: 'anonymous', detail: expect.stringMatching(/^400 bad-url: /), what: expect.objectContaining({ url: '/publish-api/publishes/%ZZ' }) }));
  });

  it('with PUBLISH_ALLOWED_HOSTS answers to those names only', async () => {
    const studio = await start('hosts-listed', { PUBLISH_ALLOWED_HOSTS: 'studio.example.test' });
    expect((await ask(studio, '/publish-api/health', { headers: { Host: 'studio.example.test' } })).status).toBe(200);
    expect((await ask(studio, '/publish-api/health', { headers: { Host: 'localhost' } })).status).toBe(421);
    await studio.stop();
  });
});

describe('the session cookie', { timeout: 60_000 }, () => {
  it('is Secure when the browser came over https through a declared proxy, and only then', async () => {
    const proxied = await start('secure', { PUBLISH_TRUSTED_PROXIES: '127.0.0.1' });
    const overHttps = await signIn(proxied, 'editor01', PASSWORD, { headers: { 'X-Forwarded-Proto': 'https', Origin: `https://127.0.0.1:${proxied.port}` } });
    expect(overHttps.status).toBe(200);
    expect(String(overHttps.headers['set-cookie'])).toMatch(/; HttpOnly; SameSite=Strict; Secure$/);
    const overHttp = await signIn(proxied, 'editor01', PASSWORD);
    expect(String(overHttp.headers['set-cookie'])).not.toContain('Secure');
    await proxied.stop();
    // Without a declared proxy, anyone could write X-Forwarded-Proto: it is not believed.
    const direct = await start('secure-direct');
    const claimed = await signIn(direct, 'editor01', PASSWORD, { headers: { 'X-Forwarded-Proto': 'https' } });
    expect(claimed.status).toBe(200);
    expect(String(claimed.headers['set-cookie'])).not.toContain('Secure');
    await direct.stop();
  });
});
