/**
 * The publish service's history: a git repository whose work tree is the schema origin's files. Each publish,
 * rollback or import is one commit. Git runs as a child process with argument arrays (no shell), without the
 * machine's global or system configuration.
 *
 * What a commit means (its kind, the operator, the message as typed, the publish rolled back to) is kept in the last
 * line of the commit message, written only by this store: `Croupier-Publish: {json}`. The message an operator typed
 * is inside that JSON string, escaped, so no text in it (control characters, newlines, lines shaped like trailers)
 * can end the line early or add a line after it. The history is read commit by commit (`rev-list`, then
 * `cat-file --batch` by byte length) and the files each commit changed come from `diff-tree -z` (NUL-separated): the
 * message is never split on a separator it could contain.
 */
import { execFile } from 'node:child_process';
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isRecord } from './guards';

export interface CommitAuthor {
  name: string;
  email: string;
}

export type ChangeStatus = 'added' | 'modified' | 'deleted';

/** What the service says a commit is: written by it, in the commit's last line (never parsed from the message). */
export interface CommitMeta {
  kind: 'publish' | 'rollback' | 'import';
  /** The operator's user name and display name, as the accounts file has them. */
  operator: string;
  name: string;
  /** The message as the operator typed it. */
  message: string;
  merchant?: string;
  rolledBackTo?: string;
  seedDigest?: string;
}

export interface CommitRecord {
  id: string;
  /** ISO 8601, the author date. */
  date: string;
  parent: string | undefined;
  /** From the commit's meaning line (or, for a commit written before there was one, its old trailers). */
  meta: CommitMeta;
  /** The whole commit message, as git keeps it. */
  rawMessage: string;
  /** The author ident as git keeps it. */
  author: CommitAuthor;
  files: { path: string; status: ChangeStatus }[];
}

const STATUS: Readonly<Record<string, ChangeStatus>> = { A: 'added', M: 'modified', D: 'deleted', T: 'modified' };
const META_PREFIX = 'Croupier-Publish: ';
const OBJECT_ID = /^[0-9a-f]{40}(?:[0-9a-f]{24})?$/;

/** A text's version, as the API names it: the SHA-256 of its UTF-8 bytes, in hex. */
export function textVersion(text: string): string {
  return createHash('sha256').update(text, 'utf8').digest('hex');
}

/** Control characters git's message or ident could not keep or would show raw: replaced for the human-readable part. */
function printable(text: string): string {
  // eslint-disable-next-line no-control-regex
  return text.replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, '\ufffd');
}

function identName(name: string): string {
  // eslint-disable-next-line no-control-regex
  return name.replace(/[\u0000-\u001f\u007f<>]/g, ' ').trim() || 'operator';
}

function parseMeta(value: unknown): CommitMeta | undefined {
  if (!isRecord(value)) return undefined;
  const { kind, operator, name, message, merchant, rolledBackTo, seedDigest } = value;
  if (kind !== 'publish' && kind !== 'rollback' && kind !== 'import') return undefined;
  if (typeof operator !== 'string' || typeof name !== 'string' || typeof message !== 'string') return undefined;
  const meta: CommitMeta = { kind, operator, name, message };
  if (typeof merchant === 'string') meta.merchant = merchant;
  if (typeof rolledBackTo === 'string') meta.rolledBackTo = rolledBackTo;
  if (typeof seedDigest === 'string') meta.seedDigest = seedDigest;
  return meta;
}

/** The meaning of a commit, from its message's last line only. */
function metaOf(rawMessage: string): CommitMeta | undefined {
  const lines = rawMessage.replace(/\n+$/, '').split('\n');
  const last = lines.at(-1) ?? '';
  if (!last.startsWith(META_PREFIX)) return undefined;
  try {
    return parseMeta(JSON.parse(last.slice(META_PREFIX.length)));
  } catch {
    return undefined;
  }
}

const LEGACY_TRAILER = /^([A-Z][A-Za-z-]*): (.+)$/;

/**
 * A commit written before the service kept its meaning in the last line (trailers `Publish-Kind`, `Operator`, …
 * after the message): read as it was then. Every commit since has the meaning line, which takes precedence.
 */
function legacyMetaOf(rawMessage: string, author: CommitAuthor): CommitMeta {
  const paragraphs = rawMessage.trim().split(/\n\s*\n/);
  const lastLines = (paragraphs.at(-1) ?? '').split('\n');
  const isTrailers = paragraphs.length > 1 && lastLines.every((line) => LEGACY_TRAILER.test(line));
  const trailers = new Map(isTrailers ? lastLines.map((line) => { const match = LEGACY_TRAILER.exec(line); return [match?.[1] ?? '', match?.[2] ?? ''] as const; }) : []);
  const kind = trailers.get('Publish-Kind');
  const meta: CommitMeta = {
    kind: kind === 'rollback' || kind === 'import' ? kind : 'publish',
    operator: trailers.get('Operator') ?? author.email.split('@')[0] ?? '',
    name: author.name,
    message: (isTrailers ? paragraphs.slice(0, -1) : paragraphs).join('\n\n'),
  };
  const merchant = trailers.get('Merchant');
  const rolledBackTo = trailers.get('Rolled-Back-To');
  const seedDigest = trailers.get('Seed-Digest');
  if (merchant) meta.merchant = merchant;
  if (rolledBackTo) meta.rolledBackTo = rolledBackTo;
  if (seedDigest) meta.seedDigest = seedDigest;
  return meta;
}

/** A raw commit object: headers, a blank line, the message. */
function parseCommitObject(id: string, raw: string): Omit<CommitRecord, 'files'> {
  const split = raw.indexOf('\n\n');
  const headers = (split === -1 ? raw : raw.slice(0, split)).split('\n');
  const rawMessage = split === -1 ? '' : raw.slice(split + 2);
  const parent = headers.find((line) => line.startsWith('parent '))?.slice('parent '.length);
  const author = headers.find((line) => line.startsWith('author ')) ?? '';
  const ident = /^author (.*) <([^>]*)> (\d+) ([+-]\d{4})$/.exec(author);
  const seconds = Number(ident?.[3] ?? '0');
  const gitAuthor = { name: ident?.[1] ?? '', email: ident?.[2] ?? '' };
  return {
    id,
    parent,
    author: gitAuthor,
    date: new Date(seconds * 1000).toISOString(),
    meta: metaOf(rawMessage) ?? legacyMetaOf(rawMessage, gitAuthor),
    rawMessage,
  };
}

/** `diff-tree --stdin -z` output: `<id>\0` then `<status>\0<path>\0` pairs, commit after commit. */
function parseChanges(out: string): Map<string, { path: string; status: ChangeStatus }[]> {
  const byCommit = new Map<string, { path: string; status: ChangeStatus }[]>();
  const tokens = out.split('\0');
  let current: { path: string; status: ChangeStatus }[] | undefined;
  for (let index = 0; index < tokens.length; index++) {
    const token = tokens[index] ?? '';
    if (token === '') continue;
    if (OBJECT_ID.test(token)) {
      current = [];
      byCommit.set(token, current);
      continue;
    }
    const path = tokens[++index] ?? '';
    const status = STATUS[token.charAt(0)];
    if (current && status && path) current.push({ path, status });
  }
  return byCommit;
}

/** `dir` is the work tree (the origin's files and nothing else); the history lives in `gitDir` beside it. */
export class GitStore {
  constructor(readonly dir: string, readonly gitDir: string) {}

  private env(author?: CommitAuthor): NodeJS.ProcessEnv {
    const service = { name: 'Croupier publish service', email: 'publish-service@croupier.invalid' };
    const who = author ?? service;
    return {
      PATH: process.env['PATH'] ?? '/usr/bin:/bin',
      HOME: this.gitDir,
      GIT_DIR: this.gitDir,
      GIT_WORK_TREE: this.dir,
      LANG: 'C',
      GIT_CONFIG_NOSYSTEM: '1',
      GIT_CONFIG_GLOBAL: '/dev/null',
      GIT_TERMINAL_PROMPT: '0',
      GIT_AUTHOR_NAME: identName(who.name),
      GIT_AUTHOR_EMAIL: who.email,
      GIT_COMMITTER_NAME: service.name,
      GIT_COMMITTER_EMAIL: service.email,
    };
  }

  /** Runs git; `input` goes to its standard input. */
  git(args: readonly string[], options: { author?: CommitAuthor; input?: string } = {}): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = execFile('git', ['-c', 'core.hooksPath=/dev/null', '-c', 'commit.gpgsign=false', '-c', 'core.quotepath=off', ...args], {
        cwd: this.dir,
        env: this.env(options.author),
        maxBuffer: 256 * 1024 * 1024,
        encoding: 'buffer',
      }, (error, stdout) => {
        if (error) reject(error);
        else resolve(stdout.toString('utf8'));
      });
      // A git that does not read its input may exit before it is written: that is no error.
      child.stdin?.on('error', () => undefined);
      child.stdin?.end(options.input ?? '');
    });
  }

  /** Like `git`, for output read by byte offsets (`cat-file --batch`). */
  private gitBytes(args: readonly string[], input: string): Promise<Buffer> {
    return new Promise((resolve, reject) => {
      const child = execFile('git', args, { cwd: this.dir, env: this.env(), maxBuffer: 256 * 1024 * 1024, encoding: 'buffer' }, (error, stdout) => {
        if (error) reject(error);
        else resolve(stdout);
      });
      child.stdin?.on('error', () => undefined);
      child.stdin?.end(input);
    });
  }

  async init(): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
    if (!existsSync(join(this.gitDir, 'HEAD'))) await this.git(['init', '-q', '-b', 'main']);
    // The routes' first paints (scripts/schemas/first-paint.ts) are rendered from each publish's documents and
    // deployed with them, but are not the operators' work: no commit, history entry or diff carries them.
    mkdirSync(join(this.gitDir, 'info'), { recursive: true });
    writeFileSync(join(this.gitDir, 'info', 'exclude'), '/app/first-paint/\n');
  }

  /** HEAD, looked up once and then kept (only this store commits to the repository). */
  private knownHead: string | undefined;

  async head(): Promise<string | undefined> {
    if (this.knownHead) return this.knownHead;
    try {
      this.knownHead = (await this.git(['rev-parse', '--verify', '-q', 'HEAD^{commit}'])).trim();
    } catch {
      this.knownHead = undefined;
    }
    return this.knownHead;
  }

  /** Puts the work tree back to HEAD (a publish that was refused or killed half-way leaves nothing behind). */
  async resetToHead(): Promise<void> {
    if (await this.head()) await this.git(['reset', '-q', '--hard', 'HEAD']);
    await this.git(['clean', '-q', '-f', '-d', '-x']);
  }

  /** Makes the work tree and index the tree of `commit` (files it lacks are removed). */
  async checkoutTree(commit: string): Promise<void> {
    await this.git(['clean', '-q', '-f', '-d', '-x']);
    await this.git(['read-tree', '-u', '--reset', commit]);
  }

  /** Stages everything; false when the tree equals HEAD's (nothing to commit). */
  async stageAll(): Promise<boolean> {
    await this.git(['add', '-A']);
    if (!(await this.head())) return true;
    try {
      await this.git(['diff', '--cached', '--quiet']);
      return false;
    } catch {
      return true;
    }
  }

  /**
   * Commits the index. The message git keeps is the operator's text (control characters shown as U+FFFD, for
   * anyone reading `git log`), a blank line, and the meaning line this store parses back: the text as typed is in it.
   */
  async commit(author: CommitAuthor, meta: CommitMeta): Promise<string> {
    const text = `${printable(meta.message).replace(/\n+$/, '')}\n\n${META_PREFIX}${JSON.stringify(meta)}\n`;
    const messageFile = join(this.gitDir, 'CROUPIER_COMMIT_MSG');
    writeFileSync(messageFile, text);
    try {
      await this.git(['commit', '-q', '--allow-empty-message', '--cleanup=verbatim', '-F', messageFile], { author });
    } finally {
      rmSync(messageFile, { force: true });
    }
    this.knownHead = undefined;
    const head = await this.head();
    if (!head) throw new Error('git commit left no HEAD');
    return head;
  }

  /** Whether `commit` names a commit of this history (HEAD or before it). */
  async isInHistory(commit: string): Promise<string | undefined> {
    try {
      const id = (await this.git(['rev-parse', '--verify', '-q', `${commit}^{commit}`])).trim();
      await this.git(['merge-base', '--is-ancestor', id, 'HEAD']);
      return id;
    } catch {
      return undefined;
    }
  }

  /** Newest first, each with the files it changed. `range`: rev-list arguments (default: all of HEAD's history). */
  async log(range: readonly string[] = ['HEAD'], paths: readonly string[] = []): Promise<CommitRecord[]> {
    if (!(await this.head())) return [];
    const ids = (await this.git(['rev-list', ...range, '--', ...paths])).split('\n').filter((id) => OBJECT_ID.test(id));
    if (ids.length === 0) return [];
    const input = `${ids.join('\n')}\n`;
    const [objects, changes] = await Promise.all([
      this.gitBytes(['cat-file', '--batch'], input),
      this.git(['diff-tree', '--stdin', '-z', '-r', '--root', '--no-renames', '--name-status'], { input }),
    ]);
    const files = parseChanges(changes);
    const records: CommitRecord[] = [];
    let offset = 0;
    for (const id of ids) {
      const headerEnd = objects.indexOf(0x0a, offset);
      const header = objects.subarray(offset, headerEnd).toString('utf8').split(' ');
      const size = Number(header[2]);
      if (header[0] !== id || header[1] !== 'commit' || !Number.isInteger(size)) throw new Error(`git cat-file: unexpected answer for ${id}`);
      const raw = objects.subarray(headerEnd + 1, headerEnd + 1 + size).toString('utf8');
      offset = headerEnd + 1 + size + 1;
      records.push({ ...parseCommitObject(id, raw), files: files.get(id) ?? [] });
    }
    return records;
  }

  /** The last commit (at or before HEAD) that changed `path`. */
  async lastChangeOf(path: string): Promise<CommitRecord | undefined> {
    if (!(await this.head())) return undefined;
    return (await this.log(['-1', 'HEAD'], [path]))[0];
  }

  /** A file's text in a commit, or undefined when the commit has no such file. */
  async fileAt(commit: string, path: string): Promise<string | undefined> {
    try {
      return await this.git(['show', `${commit}:${path}`]);
    } catch {
      return undefined;
    }
  }

  async filesAt(commit: string): Promise<string[]> {
    return (await this.git(['ls-tree', '-r', '-z', '--name-only', commit])).split('\0').filter((path) => path !== '');
  }
}
