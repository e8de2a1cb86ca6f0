/**
 * (The sign-in, audit and studio-origin probes; tests/publish/support/service-process.ts is the history and
 * concurrency probes' client.)
 * The publish service as operators run it: `publish-service/main.ts` in a process of its own (or a test child that
 * starts it the same way), on a free port, with its storage in a temporary folder; and plain HTTP requests to it
 * that set what a browser, a proxy or an attacker can set: the `Host`, the source address (127.0.0.x), any header.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { request as httpRequest } from 'node:http';
import { freePort } from './service-process';
import { resolve } from 'node:path';

export const MAIN = resolve('publish-service/main.ts');

export interface ServiceProcess {
  port: number;
  /** `http://127.0.0.1:<port>` */
  base: string;
  child: ChildProcess;
  output: string[];
  /** SIGTERM, and waits for the exit. */
  stop(): Promise<void>;
}

/** A free port on this machine (one helper for every probe client). */
export { freePort };

/** Starts the service (or `script`) with `env` over a clean environment's PUBLISH_* settings; resolves once it listens. */
export async function startService(env: Record<string, string>, options: { script?: string; port?: number; args?: string[] } = {}): Promise<ServiceProcess> {
  const port = options.port ?? (await freePort());
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PUBLISH_')));
  const child = spawn(process.execPath, ['--import', 'tsx', options.script ?? MAIN, ...(options.args ?? [])], {
    env: { ...inherited, PUBLISH_URL: `http://127.0.0.1:${port}`, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const output: string[] = [];
  const exited = new Promise<void>((done) => child.once('exit', () => done()));
  await new Promise<void>((done, fail) => {
    const timer = setTimeout(() => fail(new Error(`the service did not start in 60 s:\n${output.join('')}`)), 60_000);
    const listen = (chunk: Buffer) => {
      output.push(chunk.toString('utf8'));
      if (output.join('').includes('/publish-api/ — origin')) {
        clearTimeout(timer);
        done();
      }
    };
    child.stdout?.on('data', listen);
    child.stderr?.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
    child.once('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the service exited (${String(code)}) before it listened:\n${output.join('')}`));
    });
  });
  return {
    port,
    base: `http://127.0.0.1:${port}`,
    child,
    output,
    stop: async () => {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGTERM');
      await exited;
    },
  };
}

/** Runs the service's command (`--verify-audit`) to its end: its exit code and what it printed. */
export function runCommand(env: Record<string, string>, args: string[]): Promise<{ code: number | null; output: string }> {
  const inherited = Object.fromEntries(Object.entries(process.env).filter(([name]) => !name.startsWith('PUBLISH_')));
  const child = spawn(process.execPath, ['--import', 'tsx', MAIN, ...args], { env: { ...inherited, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  const output: string[] = [];
  child.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  child.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString('utf8')));
  const timer = setTimeout(() => child.kill('SIGKILL'), 60_000);
  return new Promise((done) =>
    child.once('exit', (code) => {
      clearTimeout(timer);
      done({ code, output: output.join('') });
    }),
  );
}

export interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  text: string;
  body: Record<string, unknown>;
}

export interface Ask {
  method?: string;
  headers?: Record<string, string>;
  body?: unknown;
  /** The client's own address (any 127.0.0.x reaches the service on this machine). */
  from?: string;
}

/** One request as it leaves a client: nothing added but what is given (Host defaults to the service's address). */
export function ask(service: { port: number }, path: string, options: Ask = {}): Promise<Answer> {
  const text = options.body === undefined ? undefined : JSON.stringify(options.body);
  const headers: Record<string, string> = {
    Host: `127.0.0.1:${service.port}`,
    ...(text === undefined ? {} : { 'Content-Type': 'application/json', 'Content-Length': String(Buffer.byteLength(text)) }),
    ...options.headers,
  };
  return new Promise((done, fail) => {
    const outgoing = httpRequest({ host: '127.0.0.1', port: service.port, path, method: options.method ?? 'GET', headers, agent: false, ...(options.from ? { localAddress: options.from } : {}) }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () => {
        const answer = Buffer.concat(chunks).toString('utf8');
        let body: Record<string, unknown> = {};
        try {
          const parsed: unknown = JSON.parse(answer);
          if (typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed)) body = Object.fromEntries(Object.entries(parsed));
        } catch {
          body = {};
        }
        done({ status: response.statusCode ?? 0, headers: response.headers, text: answer, body });
      });
      response.on('error', fail);
    });
    outgoing.on('error', fail);
    if (text !== undefined) outgoing.write(text);
    outgoing.end();
  });
}

/** A sign-in as the studio sends it (same-origin `Origin`). */
export function signIn(service: { port: number; base: string }, username: string, password: string, options: Ask = {}): Promise<Answer> {
  return ask(service, '/publish-api/session', { method: 'POST', body: { username, password }, ...options, headers: { Origin: service.base, ...options.headers } });
}

export function cookieOf(answer: Answer): string {
  const header = answer.headers['set-cookie'];
  const first = Array.isArray(header) ? header[0] : header;
  return first?.split(';')[0] ?? '';
}
