/** The publish API's request bodies, parsed member by member (no casts): a refused body names what is wrong. */
import { isRecord, onlyMembers, stringMember, type Parsed } from './guards';
import type { FileChange, PublishRequest } from './service';

/** The origin's document limit (src/schema/document-limits.ts) is 1,000,000 characters a file. */
const MAX_FILE_TEXT = 1_000_000;
const MAX_FILES = 200;

function body(value: unknown, allowed: readonly string[]): Parsed<Record<string, unknown>> {
  if (!isRecord(value)) return { ok: false, message: 'the body must be a JSON object' };
  const extra = onlyMembers(value, allowed);
  return extra ? { ok: false, message: extra } : { ok: true, value };
}

export function parseSignIn(value: unknown): Parsed<{ username: string; password: string }> {
  const record = body(value, ['username', 'password']);
  if (!record.ok) return record;
  const username = stringMember(record.value, 'username', 64);
  if (!username.ok) return username;
  const password = stringMember(record.value, 'password', 200);
  if (!password.ok) return password;
  return { ok: true, value: { username: username.value, password: password.value } };
}

const VERSION = /^[0-9a-f]{64}$/;

/** The version a change was based on: the SHA-256 (hex) of the file's text when the edit began, or null for a new file. */
function baseMember(record: Record<string, unknown>): Parsed<string | null> {
  const base = record['base'];
  if (base === null) return { ok: true, value: null };
  if (typeof base === 'string' && VERSION.test(base)) return { ok: true, value: base };
  return { ok: false, message: '"base" must be the version your edit began from: the SHA-256 (64 hex digits) of the file\'s text then, or null for a new file' };
}

function parseFileChange(value: unknown, index: number): Parsed<FileChange> {
  const where = `files[${index}]`;
  if (!isRecord(value)) return { ok: false, message: `${where} must be an object` };
  const extra = onlyMembers(value, ['path', 'text', 'remove', 'base']);
  if (extra) return { ok: false, message: `${where}: ${extra}` };
  const path = stringMember(value, 'path', 200);
  if (!path.ok) return { ok: false, message: `${where}: ${path.message}` };
  const base = baseMember(value);
  if (!base.ok) return { ok: false, message: `${where}: ${base.message}` };
  if (value['remove'] !== undefined) {
    if (value['remove'] !== true || value['text'] !== undefined) return { ok: false, message: `${where}: "remove" must be true, without "text"` };
    return { ok: true, value: { path: path.value, remove: true, base: base.value } };
  }
  const text = stringMember(value, 'text', MAX_FILE_TEXT, true);
  if (!text.ok) return { ok: false, message: `${where}: ${text.message} (or "remove": true)` };
  return { ok: true, value: { path: path.value, text: text.value, base: base.value } };
}

export function parsePublish(value: unknown): Parsed<PublishRequest> {
  const record = body(value, ['message', 'merchant', 'files']);
  if (!record.ok) return record;
  const message = stringMember(record.value, 'message', 2000);
  if (!message.ok) return { ok: false, message: `${message.message}: say what this publish changes` };
  let merchant: string | undefined;
  if (record.value['merchant'] !== undefined) {
    const parsed = stringMember(record.value, 'merchant', 40);
    if (!parsed.ok) return parsed;
    merchant = parsed.value;
  }
  const files = record.value['files'];
  if (!Array.isArray(files) || files.length === 0) return { ok: false, message: '"files" must be a non-empty array of {path, text} or {path, remove: true}' };
  if (files.length > MAX_FILES) return { ok: false, message: `at most ${MAX_FILES} files per publish` };
  const changes: FileChange[] = [];
  for (const [index, file] of files.entries()) {
    const change = parseFileChange(file, index);
    if (!change.ok) return change;
    changes.push(change.value);
  }
  return { ok: true, value: { message: message.value, ...(merchant === undefined ? {} : { merchant }), files: changes } };
}

export function parseRollback(value: unknown): Parsed<{ to: string; base: string; message?: string }> {
  const record = body(value, ['to', 'base', 'message']);
  if (!record.ok) return record;
  const to = stringMember(record.value, 'to', 40);
  if (!to.ok) return to;
  if (!/^[0-9a-f]{7,40}$/.test(to.value)) return { ok: false, message: '"to" must be a publish id (7 to 40 hex digits)' };
  const base = record.value['base'];
  if (typeof base !== 'string' || !/^[0-9a-f]{7,40}$/.test(base)) return { ok: false, message: '"base" must be the id of the publish you saw deployed when you chose to roll back (7 to 40 hex digits)' };
  if (record.value['message'] === undefined) return { ok: true, value: { to: to.value, base } };
  const message = stringMember(record.value, 'message', 2000);
  if (!message.ok) return message;
  return { ok: true, value: { to: to.value, base, message: message.value } };
}

export function parseDraft(value: unknown): Parsed<{ path: string; text: string; base: string | null }> {
  const record = body(value, ['path', 'text', 'base']);
  if (!record.ok) return record;
  const path = stringMember(record.value, 'path', 200);
  if (!path.ok) return path;
  const text = stringMember(record.value, 'text', MAX_FILE_TEXT, true);
  if (!text.ok) return text;
  const base = baseMember(record.value);
  if (!base.ok) return base;
  return { ok: true, value: { path: path.value, text: text.value, base: base.value } };
}
