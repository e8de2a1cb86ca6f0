/**
 * A real publish service process (`node --import tsx publish-service/main.ts`) for the tests that probe what an
 * operator's HTTP client meets: its own port, storage, origin and accounts file. `call` speaks the API as a
 * browser would (cookie, Origin, CSRF token).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { createServer } from 'node:net';
import { isRecord } from '../../../publish-service/guards';

export interface ServiceProcess {
  child: ChildProcess;
  base: string;
  /** Everything the process printed (standard output and error). */
  output: () => string;
  /** Resolves with the exit code when the process ends. */
  exited: Promise<number | null>;
}

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

/** Starts the service; resolves once `/health` answers (or rejects when the process ends first). */
export async function startService(env: Record<string, string>, options: { waitForHealth?: boolean } = {}): Promise<ServiceProcess> {
  const port = await freePort();
  const base = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'publish-service/main.ts'], {
    env: { PATH: process.env['PATH'] ?? '/usr/bin:/bin', HOME: process.env['HOME'] ?? '/tmp', ...env, PUBLISH_URL: base },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const service = { child, base, output: () => output, exited };
  if (options.waitForHealth === false) return service;
  let ended = false;
  void exited.then(() => (ended = true));
  for (let attempt = 0; attempt < 600; attempt++) {
    if (ended) throw new Error(`the publish service ended before it answered:\n${output}`);
    try {
      if ((await fetch(`${base}/publish-api/health`)).ok) return service;
    } catch {
      // Not listening yet.
    }
    await new Promise((done) => setTimeout(done, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`the publish service did not answer within 60 s:\n${output}`);
}

export async function stopService(service: ServiceProcess, signal: NodeJS.Signals = 'SIGTERM'): Promise<void> {
  if (service.child.exitCode !== null || service.child.signalCode !== null) return;
  service.child.kill(signal);
  await service.exited;
}

/** One operator's browser: the session cookie and the CSRF token sign-in gave it. */
export interface Browser {
  cookie: string;
  csrf: string;
}

export interface Answer {
  status: number;
  body: Record<string, unknown>;
}

export async function call(service: ServiceProcess, method: string, path: string, options: { browser?: Browser; body?: unknown } = {}): Promise<Answer> {
  const headers: Record<string, string> = { Origin: service.base };
  if (options.browser) {
    headers['Cookie'] = options.browser.cookie;
    headers['X-CSRF-Token'] = options.browser.csrf;
  }
  if (options.body !== undefined) headers['Content-Type'] = 'application/json';
  const response = await fetch(`${service.base}/publish-api${path}`, { method, headers, ...(options.body === undefined ? {} : { body: JSON.stringify(options.body) }) });
  const parsed: unknown = await response.json();
  if (!isRecord(parsed)) throw new Error(`${method} ${path}: the answer is not a JSON object`);
  return { status: response.status, body: parsed };
}

export async function signIn(service: ServiceProcess, username: string, password = 'Passw0rd!'): Promise<Browser> {
  const response = await fetch(`${service.base}/publish-api/session`, { method: 'POST', headers: { Origin: service.base, 'Content-Type': 'application/json' }, body: JSON.stringify({ username, password }) });
  const body: unknown = await response.json();
  const cookie = response.headers.get('set-cookie')?.split(';')[0];
  if (!response.ok || !cookie || !isRecord(body) || typeof body['csrfToken'] !== 'string') throw new Error(`sign-in of ${username} failed: ${response.status} ${JSON.stringify(body)}`);
  return { cookie, csrf: body['csrfToken'] };
}
