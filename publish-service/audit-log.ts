/**
 * The audit log: one JSON line per state change and per refusal (docs/operators.md, "Audit log"), appended and
 * fsynced, never rewritten. It is tamper-evident with a key:
 * - each line carries its number (`seq`), the MAC of the line before it (`prev`) and its own `mac`, an HMAC-SHA256
 *   of the line's text under a secret key. Without the key nobody can write a line that verifies, so an edited,
 *   inserted, removed or reordered line shows;
 * - the key (`audit.key`, 32 random bytes, mode 0600) is made on the first start in the storage folder, outside the
 *   git history and the deployed origin (neither is ever written from it);
 * - the head, the line count and the last line's MAC under the same key, is kept apart from the log
 *   (`audit.head`), so removing the last lines shows too;
 * - the log is checked on every start (the service refuses to add to a log it cannot vouch for) and by
 *   `npm run publish-service -- --verify-audit`.
 * A log from before the key (lines without `mac`) is moved aside on the first start and named in the new log's first line.
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, renameSync, writeSync } from 'node:fs';
import { createHash, createHmac, randomBytes, timingSafeEqual } from 'node:crypto';
import { dirname, join } from 'node:path';

export type AuditAction =
  | 'sign-in'
  | 'sign-in-limit'
  | 'sign-out'
  | 'session-expired'
  | 'draft'
  | 'draft-save'
  | 'image-upload'
  | 'draft-delete'
  | 'publish'
  | 'rollback'
  | 'import'
  | 'recover'
  | 'request'
  | 'audit-start';

export interface AuditEntry {
  who: string;
  role?: string;
  action: AuditAction;
  /** What was asked: message, scope, files, the publish rolled back to, the request refused. */
  what: Readonly<Record<string, unknown>>;
  /** `published`, `rolled back`, `refused`, `failed`, `signed in`, … */
  result: string;
  /** The commit a publish or rollback made. */
  commit?: string;
  /** Why it was refused or failed. */
  detail?: string;
  /** The client's address, for what came over HTTP. */
  client?: string;
}

/** Where the key and the head live: the storage folder, apart from the log. */
export interface AuditFiles {
  log: string;
  key: string;
  head: string;
}

export function auditFiles(config: { auditLog: string; storageDir: string }): AuditFiles {
  return { log: config.auditLog, key: join(config.storageDir, 'audit.key'), head: join(config.storageDir, 'audit.head') };
}

export type AuditCheck = { ok: true; lines: number } | { ok: false; line: number | undefined; problem: string };

/** The log refuses to start: what is wrong and where. */
export class AuditLogBroken extends Error {
  override name = 'AuditLogBroken';
}

const LINE = /^(\{.*),"mac":"([0-9a-f]{64})"\}$/;

const mac = (key: Buffer, text: string) => createHmac('sha256', key).update(text).digest('hex');
const headMac = (key: Buffer, count: number, last: string) => mac(key, `audit-head\n${count}\n${last}`);

function same(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

function logLines(file: string): string[] {
  if (!existsSync(file)) return [];
  const text = readFileSync(file, 'utf8');
  const lines = text.split('\n');
  // A complete log ends with a newline; what follows the last one is a line cut short.
  if (lines.at(-1) === '') lines.pop();
  return lines;
}

function readKey(file: string): Buffer | undefined {
  if (!existsSync(file)) return undefined;
  const key = Buffer.from(readFileSync(file, 'utf8').trim(), 'base64');
  if (key.length < 32) throw new AuditLogBroken(`the audit key ${file} is not 32 bytes of base64`);
  return key;
}

interface Head {
  count: number;
  mac: string;
}

function readHead(file: string, key: Buffer): Head | string {
  if (!existsSync(file)) return `the head file ${file} is missing`;
  let value: unknown;
  try {
    value = JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return `the head file ${file} is not JSON`;
  }
  if (typeof value !== 'object' || value === null) return `the head file ${file} is not an object`;
  const count = 'count' in value ? value.count : undefined;
  const last = 'mac' in value ? value.mac : undefined;
  const check = 'headMac' in value ? value.headMac : undefined;
  if (typeof count !== 'number' || typeof last !== 'string' || typeof check !== 'string') return `the head file ${file} lacks count, mac or headMac`;
  if (!same(check, headMac(key, count, last))) return `the head file ${file} was not written with this key`;
  return { count, mac: last };
}

/** Checks every line's MAC, number and link, and the head; the first problem, with its line number (from 1). */
function check(lines: readonly string[], key: Buffer, headFile: string): AuditCheck & { lastMac?: string } {
  let previous: string | null = null;
  for (const [index, line] of lines.entries()) {
    const number = index + 1;
    const match = LINE.exec(line);
    if (!match?.[1] || !match[2]) return { ok: false, line: number, problem: 'not a line of this log (no MAC, or cut short)' };
    const body = `${match[1]}}`;
    if (!same(match[2], mac(key, body))) return { ok: false, line: number, problem: 'its MAC does not match its text: the line was changed, or written without the key' };
    let parsed: unknown;
    try {
      parsed = JSON.parse(body);
    } catch {
      return { ok: false, line: number, problem: 'not JSON' };
    }
    const seq = typeof parsed === 'object' && parsed !== null && 'seq' in parsed ? parsed.seq : undefined;
    const prev = typeof parsed === 'object' && parsed !== null && 'prev' in parsed ? parsed.prev : undefined;
    if (seq !== number) return { ok: false, line: number, problem: `it says it is line ${String(seq)}: lines were removed, added or moved` };
    if (prev !== previous) return { ok: false, line: number, problem: 'it does not follow the line before it: lines were removed or moved' };
    previous = match[2];
  }
  const head = readHead(headFile, key);
  if (typeof head === 'string') return lines.length === 0 && !existsSync(headFile) ? { ok: true, lines: 0 } : { ok: false, line: undefined, problem: head };
  if (head.count > lines.length) return { ok: false, line: lines.length, problem: `the log ends at line ${lines.length} but the head says it had ${head.count} lines: its last lines were removed` };
  const atHead = head.count === 0 ? undefined : LINE.exec(lines[head.count - 1] ?? '')?.[2];
  if (head.count > 0 && atHead !== head.mac) return { ok: false, line: head.count, problem: 'line that the head names is not the one it recorded: the log was replaced' };
  // Lines after the head's count are the ones written just before a crash, before the head was (each verified above).
  return { ok: true, lines: lines.length, ...(previous ? { lastMac: previous } : {}) };
}

/** `npm run publish-service -- --verify-audit`: the log against its key and head, without starting anything. */
export function verifyAuditLog(files: AuditFiles): AuditCheck {
  const lines = logLines(files.log);
  const key = readKey(files.key);
  if (!key) return lines.length === 0 ? { ok: true, lines: 0 } : { ok: false, line: undefined, problem: `the audit key ${files.key} is missing: the log cannot be checked` };
  const result = check(lines, key, files.head);
  return result.ok ? { ok: true, lines: result.lines } : result;
}

function writeDurably(file: string, text: string, mode: number): void {
  const temporary = `${file}.${randomBytes(4).toString('hex')}.tmp`;
  const fd = openSync(temporary, 'wx', mode);
  try {
    writeSync(fd, text);
    fsyncSync(fd);
  } finally {
    closeSync(fd);
  }
  renameSync(temporary, file);
}

export class AuditLog {
  private readonly key: Buffer;
  private count: number;
  private lastMac: string | null;
  /** The commit of the newest line that has one (where the history was last audited). */
  lastCommit: string | undefined;

  constructor(readonly files: AuditFiles, private readonly now: () => number) {
    mkdirSync(dirname(files.log), { recursive: true });
    mkdirSync(dirname(files.key), { recursive: true });
    let lines = logLines(files.log);
    let movedAside: { file: string; sha256: string; lines: number } | undefined;
    let key = readKey(files.key);
    if (!key && lines.length > 0 && !LINE.test(lines[0] ?? '')) {
      // A log from before the key: kept as it is, beside the new one.
      const aside = `${files.log}.unkeyed-${new Date(this.now()).toISOString().replace(/[:.]/g, '-')}`;
      movedAside = { file: aside, sha256: createHash('sha256').update(readFileSync(files.log)).digest('hex'), lines: lines.length };
      renameSync(files.log, aside);
      lines = [];
    }
    if (!key) {
      if (lines.length > 0) throw new AuditLogBroken(`the audit key ${files.key} is missing, so the audit log ${files.log} cannot be checked: restore the key, or move the log and ${files.head} aside to start a new one`);
      key = randomBytes(32);
      writeDurably(files.key, `${key.toString('base64')}\n`, 0o600);
    }
    this.key = key;
    const result = check(lines, key, files.head);
    if (!result.ok) {
      throw new AuditLogBroken(`the audit log ${files.log} fails its check${result.line ? ` at line ${result.line}` : ''}: ${result.problem}. The service adds nothing to a log it cannot vouch for: keep this one as evidence, move it and ${files.head} aside, and start again (npm run publish-service -- --verify-audit checks it).`);
    }
    this.count = lines.length;
    this.lastMac = result.lastMac ?? null;
    for (let index = lines.length - 1; index >= 0 && this.lastCommit === undefined; index--) {
      const commit = /"commit":"([0-9a-f]{40})"/.exec(lines[index] ?? '')?.[1];
      if (commit) this.lastCommit = commit;
    }
    this.writeHead();
    if (movedAside) this.append({ who: 'publish-service', action: 'audit-start', what: { previousLog: movedAside.file, previousSha256: movedAside.sha256, previousLines: movedAside.lines }, result: 'started a keyed log', detail: 'the log before it had no key; it was moved aside unchanged' });
  }

  private writeHead(): void {
    const last = this.lastMac ?? '';
    writeDurably(this.files.head, `${JSON.stringify({ count: this.count, mac: last, headMac: headMac(this.key, this.count, last) })}\n`, 0o600);
  }

  append(entry: AuditEntry): void {
    const body = JSON.stringify({ seq: this.count + 1, at: new Date(this.now()).toISOString(), ...entry, prev: this.lastMac });
    const lineMac = mac(this.key, body);
    const line = `${body.slice(0, -1)},"mac":"${lineMac}"}`;
    const fd = openSync(this.files.log, 'a', 0o640);
    try {
      writeSync(fd, `${line}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    this.count += 1;
    this.lastMac = lineMac;
    if (entry.commit) this.lastCommit = entry.commit;
    this.writeHead();
  }

  /** Every line, parsed, oldest first. */
  read(): unknown[] {
    return logLines(this.files.log).map((line): unknown => JSON.parse(line));
  }
}
