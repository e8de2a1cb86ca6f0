/**
 * The publish service's settings, all from the environment with documented defaults (docs/operators.md,
 * "The publish service"). Relative paths are taken from the folder the service starts in (the repository root).
 */
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
  /** `Secure` on the session cookie (`PUBLISH_SECURE_COOKIES=1` behind HTTPS). */
  secureCookies: boolean;
  /** Refuse a publish whose copy lacks TY (`PUBLISH_REQUIRE_TY=1`, as `schemas:check --require-ty`). */
  requireTy: boolean;
  /** The clock (tests move it to expire sessions). */
  now: () => number;
}

export const DEFAULT_PUBLISH_URL = 'http://127.0.0.1:8797';

type Env = Readonly<Record<string, string | undefined>>;

function positiveNumber(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isFinite(value) || value <= 0) throw new Error(`${name}=${raw} is not a positive number`);
  return value;
}

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
    now: Date.now,
  };
}
