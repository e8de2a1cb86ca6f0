/**
 * The publish service's settings, all from the environment with documented defaults (docs/operators.md,
 * "The publish service"). Relative paths are taken from the folder the service starts in (the repository root).
 */
import { availableParallelism } from 'node:os';
import { resolve } from 'node:path';

export interface PublishConfig {
  /** Where the HTTP API listens (`PUBLISH_URL`, default http://127.0.0.1:8797). */
  host: string;
  port: number;
  /** The git repository of every publish, the drafts and (by default) the audit log (`PUBLISH_STORAGE_DIR`). */
  storageDir: string;
  /** The deployed schema origin: a symlink swapped atomically to a complete folder (`PUBLISH_ORIGIN_DIR`). */
  originDir: string;
  /** What the first commit imports when the store is empty, and re-imports when it changes (`PUBLISH_SEED_DIR`). */
  seedDir: string;
  /** Operator accounts with bcrypt password hashes (`PUBLISH_ACCOUNTS_FILE`). */
  accountsFile: string;
  /** Append-only audit log, one JSON line per sign-in, publish and rollback (`PUBLISH_AUDIT_LOG`). */
  auditLog: string;
  /** How long a session lasts after sign-in (`PUBLISH_SESSION_MINUTES`, default 30). */
  sessionSeconds: number;
  /** Origins besides the request's own host allowed to change state (`PUBLISH_ALLOWED_ORIGINS`, comma-separated). */
  allowedOrigins: readonly string[];
  /** `Secure` on every session cookie (`PUBLISH_SECURE_COOKIES=1`); without it, on those of requests that came over https. */
  secureCookies: boolean;
  /** Refuse a publish whose copy lacks TY (`PUBLISH_REQUIRE_TY=1`, as `schemas:check --require-ty`). */
  requireTy: boolean;
  /** The largest picture an operator may upload, in bytes (`PUBLISH_MAX_IMAGE_KB`, default 2048). */
  maxImageBytes?: number;
  /**
   * Render each route's first paint on every publish, rollback and import (`scripts/schemas/first-paint.ts`): on unless
   * `PUBLISH_FIRST_PAINTS=0`. Absent (as in tests that build a config by hand): off, and no first paints are served.
   */
  firstPaints?: boolean;
  /** The clock (tests move it to expire sessions). */
  now: () => number;
}

export const DEFAULT_PUBLISH_URL = 'http://127.0.0.1:8797';

/**
 * Who may reach the HTTP API and how sign-in is limited (docs/operators.md, "Who can reach the service"). Apart
 * from `PublishConfig` (the storage and the checks), so code that runs the service without HTTP needs none of it.
 */
export interface AccessConfig {
  /** Host names the service answers to, any port (`PUBLISH_ALLOWED_HOSTS`; `name:port` pins a port). */
  allowedHosts: readonly string[];
  /**
   * Addresses of reverse proxies the operator runs in front of the service (`PUBLISH_TRUSTED_PROXIES`): only a
   * request from one of them may name the client (`X-Forwarded-For`) and the scheme (`X-Forwarded-Proto`).
   */
  trustedProxies: readonly string[];
  signIn: SignInLimits;
  /** Password checks that run at once, each in a worker thread (`PUBLISH_HASH_WORKERS`). */
  hashWorkers: number;
  /** Sign-ins that may wait for a worker; more are answered 503 at once (`PUBLISH_HASH_QUEUE`). */
  hashQueue: number;
  /** A built studio (`VITE_STUDIO=1 vite build --outDir dist-studio`) the service serves on its own origin (`PUBLISH_STUDIO_DIR`). */
  studioDir: string | undefined;
}

export interface SignInLimits {
  /** Failed tries of one user name from one client before it waits (`PUBLISH_SIGN_IN_ATTEMPTS`, 5). */
  perClientAndName: number;
  /** Tries of any names from one client (`PUBLISH_SIGN_IN_CLIENT_ATTEMPTS`, 20). */
  perClient: number;
  /** Failed tries of one user name from all clients together (`PUBLISH_SIGN_IN_NAME_ATTEMPTS`, 50). */
  perName: number;
  /** The first wait; each next one is twice as long, up to `maxDelaySeconds` (`PUBLISH_SIGN_IN_DELAY_SECONDS`, 60). */
  firstDelaySeconds: number;
  maxDelaySeconds: number;
  /** Tries older than this are forgotten (15 minutes). */
  windowSeconds: number;
}

const DEFAULT_HOSTS = ['localhost', '127.0.0.1', '[::1]'];

type Env = Readonly<Record<string, string | undefined>>;

function positiveNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name}=${raw} is not a positive number`);
  return value;
}

function list(env: Env, name: string): string[] {
  return (env[name] ?? '').split(',').map((entry) => entry.trim()).filter((entry) => entry !== '');
}

export function accessConfigFromEnv(env: Env = process.env): AccessConfig {
  const listen = new URL(env['PUBLISH_URL'] || DEFAULT_PUBLISH_URL).hostname;
  const hosts = list(env, 'PUBLISH_ALLOWED_HOSTS').map((host) => host.toLowerCase());
  const firstDelaySeconds = positiveNumber(env, 'PUBLISH_SIGN_IN_DELAY_SECONDS', 60);
  const studioDir = env['PUBLISH_STUDIO_DIR'];
  return {
    // The address it listens on answers too (a service on 10.0.0.5 is called as 10.0.0.5), unless it is every address.
    allowedHosts: hosts.length > 0 ? hosts : [...new Set([...DEFAULT_HOSTS, ...(listen === '0.0.0.0' || listen === '[::]' ? [] : [listen.toLowerCase()])])],
    trustedProxies: list(env, 'PUBLISH_TRUSTED_PROXIES'),
    signIn: {
      perClientAndName: Math.round(positiveNumber(env, 'PUBLISH_SIGN_IN_ATTEMPTS', 5)),
      perClient: Math.round(positiveNumber(env, 'PUBLISH_SIGN_IN_CLIENT_ATTEMPTS', 20)),
      perName: Math.round(positiveNumber(env, 'PUBLISH_SIGN_IN_NAME_ATTEMPTS', 50)),
      firstDelaySeconds,
      maxDelaySeconds: Math.max(firstDelaySeconds, 15 * 60),
      windowSeconds: 15 * 60,
    },
    hashWorkers: Math.round(positiveNumber(env, 'PUBLISH_HASH_WORKERS', Math.max(1, Math.min(4, availableParallelism() - 1)))),
    hashQueue: Math.round(positiveNumber(env, 'PUBLISH_HASH_QUEUE', 100)),
    studioDir: studioDir ? resolve(studioDir) : undefined,
  };
}

/** The defaults of `accessConfigFromEnv` (the tests that build a server in-process). */
export const DEFAULT_ACCESS: AccessConfig = accessConfigFromEnv({});

export function publishConfigFromEnv(env: Env = process.env, cwd = process.cwd()): PublishConfig {
  const url = new URL(env['PUBLISH_URL'] || DEFAULT_PUBLISH_URL);
  if (url.protocol !== 'http:') throw new Error(`PUBLISH_URL=${url.href}: the service itself speaks plain HTTP (put TLS in front of it)`);
  const storageDir = resolve(cwd, env['PUBLISH_STORAGE_DIR'] || '.publish/storage');
  return {
    host: url.hostname,
    port: Number(url.port || '80'),
    storageDir,
    originDir: resolve(cwd, env['PUBLISH_ORIGIN_DIR'] || '.publish/origin'),
    seedDir: resolve(cwd, env['PUBLISH_SEED_DIR'] || 'schemas'),
    accountsFile: resolve(cwd, env['PUBLISH_ACCOUNTS_FILE'] || 'publish-service/operators.json'),
    auditLog: resolve(cwd, env['PUBLISH_AUDIT_LOG'] || `${storageDir}/audit.log`),
    sessionSeconds: Math.round(positiveNumber(env, 'PUBLISH_SESSION_MINUTES', 30) * 60),
    allowedOrigins: (env['PUBLISH_ALLOWED_ORIGINS'] ?? '').split(',').map((origin) => origin.trim()).filter((origin) => origin !== ''),
    secureCookies: env['PUBLISH_SECURE_COOKIES'] === '1',
    requireTy: env['PUBLISH_REQUIRE_TY'] === '1',
    maxImageBytes: Math.round(positiveNumber(env, 'PUBLISH_MAX_IMAGE_KB', 2048) * 1024),
    firstPaints: env['PUBLISH_FIRST_PAINTS'] !== '0',
    now: Date.now,
  };
}
