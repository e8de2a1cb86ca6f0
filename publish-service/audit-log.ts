/**
 * The append-only audit log: one JSON line per sign-in, sign-out, publish and rollback (who, when, what, result).
 * The file is only ever opened for appending, each line is fsynced, and each line carries the SHA-256 of the line
 * before it (`prev`), so a line removed or edited later breaks the chain (`verifyAuditChain`).
 */
import { closeSync, existsSync, fsyncSync, mkdirSync, openSync, readFileSync, writeSync } from 'node:fs';
import { createHash } from 'node:crypto';
import { dirname } from 'node:path';

export type AuditAction = 'sign-in' | 'sign-out' | 'publish' | 'rollback' | 'import' | 'recover' | 'draft-save' | 'draft-delete';

export interface AuditEntry {
  who: string;
  role?: string;
  action: AuditAction;
  /** What was asked: message, scope, files, the publish rolled back to. */
  what: Readonly<Record<string, unknown>>;
  /** `published`, `rolled back`, `refused`, `failed`, `signed in`, … */
  result: string;
  /** The commit a publish or rollback made. */
  commit?: string;
  /** Why it was refused or failed. */
  detail?: string;
}

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');

export class AuditLog {
  private last: string;

  constructor(readonly file: string, private readonly now: () => number) {
    mkdirSync(dirname(file), { recursive: true });
    const lines = existsSync(file) ? readFileSync(file, 'utf8').split('\n').filter((line) => line !== '') : [];
    this.last = lines.at(-1) ?? '';
  }

  append(entry: AuditEntry): void {
    const line = JSON.stringify({ at: new Date(this.now()).toISOString(), ...entry, prev: this.last === '' ? null : sha256(this.last) });
    const fd = openSync(this.file, 'a', 0o640);
    try {
      writeSync(fd, `${line}\n`);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    this.last = line;
  }

  /** Every line, parsed, oldest first. */
  read(): unknown[] {
    if (!existsSync(this.file)) return [];
    return readFileSync(this.file, 'utf8').split('\n').filter((line) => line !== '').map((line): unknown => JSON.parse(line));
  }
}

/** The index of the first line whose `prev` does not match the line before it, or -1 when the chain holds. */
export function verifyAuditChain(text: string): number {
  const lines = text.split('\n').filter((line) => line !== '');
  return lines.findIndex((line, index) => {
    let prev: unknown;
    try {
      const parsed: unknown = JSON.parse(line);
      prev = typeof parsed === 'object' && parsed !== null && 'prev' in parsed ? parsed.prev : undefined;
    } catch {
      return true;
    }
    return index === 0 ? prev !== null : prev !== sha256(lines[index - 1] ?? '');
  });
}
