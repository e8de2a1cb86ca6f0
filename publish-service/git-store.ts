/**
 * The publish service's history: a git repository whose work tree is the schema origin's files. Each publish,
 * rollback or import is one commit (author = the operator, message, trailers for the kind and scope). Git runs
 * as a child process with argument arrays (no shell), without the machine's global or system configuration.
 */
import { execFile } from 'node:child_process';
import { existsSync, mkdirSync } from 'node:fs';
import { join } from 'node:path';
import { promisify } from 'node:util';

const run = promisify(execFile);

export interface CommitAuthor {
  name: string;
  email: string;
}

export type ChangeStatus = 'added' | 'modified' | 'deleted';

export interface CommitRecord {
  id: string;
  author: CommitAuthor;
  /** ISO 8601. */
  date: string;
  /** The message without its trailers. */
  message: string;
  trailers: Readonly<Record<string, string>>;
  parent: string | undefined;
  files: { path: string; status: ChangeStatus }[];
}

const STATUS: Readonly<Record<string, ChangeStatus>> = { A: 'added', M: 'modified', D: 'deleted', T: 'modified' };
const TRAILER = /^([A-Z][A-Za-z-]*): (.+)$/;

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
      GIT_AUTHOR_NAME: who.name,
      GIT_AUTHOR_EMAIL: who.email,
      GIT_COMMITTER_NAME: service.name,
      GIT_COMMITTER_EMAIL: service.email,
    };
  }

  async git(args: readonly string[], author?: CommitAuthor): Promise<string> {
    const { stdout } = await run('git', ['-c', 'core.hooksPath=/dev/null', '-c', 'commit.gpgsign=false', '-c', 'core.quotepath=off', ...args], {
      cwd: this.dir,
      env: this.env(author),
      maxBuffer: 256 * 1024 * 1024,
      encoding: 'utf8',
    });
    return stdout;
  }

  async init(): Promise<void> {
    mkdirSync(this.dir, { recursive: true });
    if (!existsSync(join(this.gitDir, 'HEAD'))) await this.git(['init', '-q', '-b', 'main']);
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

  async commit(author: CommitAuthor, message: string, trailers: Readonly<Record<string, string>>): Promise<string> {
    const trailerText = Object.entries(trailers).map(([key, value]) => `${key}: ${value.replace(/\s+/g, ' ')}`).join('\n');
    await this.git(['commit', '-q', '--allow-empty-message', '-m', message, ...(trailerText ? ['-m', trailerText] : [])], author);
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

  /** Newest first, each with the files it changed. */
  async log(range: readonly string[] = ['HEAD']): Promise<CommitRecord[]> {
    if (!(await this.head())) return [];
    const out = await this.git(['log', '--no-renames', '--name-status', '--format=%x1e%H%x1f%P%x1f%an%x1f%ae%x1f%aI%x1f%B%x1f', ...range]);
    return out.split('\x1e').filter((record) => record.trim() !== '').map(parseRecord);
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

function parseRecord(record: string): CommitRecord {
  const [id = '', parents = '', name = '', email = '', date = '', body = '', changes = ''] = record.split('\x1f');
  const paragraphs = body.trim().split(/\n\s*\n/);
  const last = paragraphs.at(-1) ?? '';
  const trailerLines = last.split('\n');
  const isTrailers = paragraphs.length > 1 && trailerLines.every((line) => TRAILER.test(line));
  const trailers: Record<string, string> = {};
  if (isTrailers) for (const line of trailerLines) {
    const match = TRAILER.exec(line);
    if (match?.[1] && match[2]) trailers[match[1]] = match[2];
  }
  const files = changes.split('\n').map((line) => line.split('\t')).flatMap(([status = '', path]) => {
    const change = STATUS[status.charAt(0)];
    return change && path ? [{ path, status: change }] : [];
  });
  return {
    id: id.trim(),
    parent: parents.trim().split(' ')[0] || undefined,
    author: { name, email },
    date,
    message: (isTrailers ? paragraphs.slice(0, -1) : paragraphs).join('\n\n'),
    trailers,
    files,
  };
}
