/**
 * The publish service's core (no HTTP): publish files to the schema origin after `schemas:check`'s checks on the
 * whole resulting origin, with the manifest written here; history with a diff per publish; rollback to any earlier
 * publish (a new publish of that tree); drafts; the audit log. One operation at a time.
 *
 * Storage (`storageDir`): `history.git` (the git history), `tree/` (its work tree: the origin as of HEAD, where a
 * publish is assembled and checked before it is committed), `drafts/`. The origin (`originDir`) is deployed from
 * `tree/` after each commit (origin.ts). On start: a half-assembled publish is discarded, a killed deploy's leftovers
 * are removed, and the origin is redeployed if it is not HEAD (a crash between commit and deploy).
 */
import { createHash, randomBytes } from 'node:crypto';
import { cpSync, existsSync, mkdirSync, readdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { createTwoFilesPatch } from 'diff';
import { GitStore, type ChangeStatus, type CommitRecord } from './git-store';
import { currentDeploy, deployTree, listTree, recoverOrigin, type DeployProgress } from './origin';
import { AuditLog, auditFiles } from './audit-log';
import type { PublishConfig } from './config';
import type { OperatorRole } from './accounts';
import { isRecord } from './guards';
import type * as CheckDocuments from '../scripts/schemas/check-documents';
import type * as ManifestBuilder from '../scripts/schemas/manifest-builder';
import type * as SchemaFileList from '../scripts/schemas/schema-files';
import type * as ProblemFormat from '../src/schema/problem';

export interface Actor {
  username: string;
  name: string;
  role: OperatorRole;
}

/** A file to write (its whole text) or to remove, by its path in the scope. */
export type FileChange = { path: string; text: string } | { path: string; remove: true };

export interface PublishRequest {
  message: string;
  /** Publish into `merchants/<merchant>/` (the paths are then relative to it); absent: the site's files. */
  merchant?: string;
  files: readonly FileChange[];
}

/** A problem of the resulting origin, by file and JSON pointer; `line` as `schemas:check` prints it. */
export interface Problem {
  file: string;
  pointer: string;
  message: string;
  line: string;
}

export type PublishKind = 'publish' | 'rollback' | 'import';

export interface PublishSummary {
  id: string;
  shortId: string;
  kind: PublishKind;
  author: { username: string; name: string };
  date: string;
  message: string;
  merchant?: string;
  rolledBackTo?: string;
  files: { path: string; status: ChangeStatus }[];
  /** Whether the origin serves this publish now. */
  deployed: boolean;
}

export interface PublishDetail extends PublishSummary {
  diff: { path: string; status: ChangeStatus; patch: string }[];
}

export type Outcome =
  | { ok: true; publish: PublishSummary; warnings: Problem[] }
  | { ok: false; status: 400 | 404 | 409 | 422; error: string; message: string; problems?: Problem[] };

export interface Draft {
  path: string;
  text: string;
  savedBy: string;
  savedAt: string;
}

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/;
const MERCHANT = /^[a-z0-9][a-z0-9-]{0,39}$/;
const SERVICE_AUTHOR = { username: 'publish-service', name: 'Croupier publish service' };

/** A file path the service accepts: relative, `.json`, plain segments, not the manifest, not a meta-schema. */
export function pathProblem(path: string): string | undefined {
  if (path.length > 200) return `path "${path.slice(0, 40)}…" is too long`;
  if (!path.endsWith('.json')) return `path "${path}" must end with .json`;
  const segments = path.slice(0, -'.json'.length).split('/');
  if (segments.length > 8 || !segments.every((segment) => SEGMENT.test(segment))) return `path "${path}" must be folder/name.json with letters, digits, - and _ only`;
  if (path === 'manifest.json') return 'manifest.json is written by the publish service, from the files published';
  if (segments[0] === 'meta') return 'meta/ holds the meta-schemas of the build; they are not published';
  return undefined;
}

/** The path in the origin, or why the path is refused in that scope. */
export function originPath(path: string, merchant: string | undefined): { ok: true; path: string } | { ok: false; message: string } {
  const problem = pathProblem(path);
  if (problem) return { ok: false, message: problem };
  if (merchant === undefined) {
    if (path.startsWith('merchants/')) return { ok: false, message: `"${path}" is a merchant's file: publish it with that merchant's scope` };
    return { ok: true, path };
  }
  if (!MERCHANT.test(merchant)) return { ok: false, message: `merchant "${merchant}" must be lowercase letters, digits and -` };
  if (path.startsWith('merchants/') || path === 'merchants.json') return { ok: false, message: `"${path}" is a site file: in a merchant's scope, paths are relative to merchants/${merchant}/` };
  return { ok: true, path: `merchants/${merchant}/${path}` };
}

function digestTree(dir: string): string {
  const hash = createHash('sha256');
  for (const file of listTree(dir)) hash.update(file).update('\0').update(readFileSync(join(dir, file))).update('\0');
  return hash.digest('hex');
}

function emailOf(username: string): string {
  return `${username}@operators.croupier.invalid`;
}

type Checks = typeof CheckDocuments;
type Manifests = typeof ManifestBuilder;
type SchemaFiles = typeof SchemaFileList;
type Problems = typeof ProblemFormat;

/** The check library is loaded on first use (or by `warmUp`), so the service answers at once after a start. */
async function checkLibrary(): Promise<{ checks: Checks; manifests: Manifests; files: SchemaFiles; problems: Problems }> {
  const [checks, manifests, files, problems] = await Promise.all([import('../scripts/schemas/check-documents'), import('../scripts/schemas/manifest-builder'), import('../scripts/schemas/schema-files'), import('../src/schema/problem')]);
  return { checks, manifests, files, problems };
}

export class PublishService {
  readonly store: GitStore;
  readonly audit: AuditLog;
  private readonly draftsDir: string;
  private queue: Promise<unknown> = Promise.resolve();
  /** Whether the work tree may differ from HEAD (a publish was assembled and not committed or reset). */
  private treeDirty = true;
  /** A test seam: called at each step of a deploy. */
  onDeployProgress: DeployProgress | undefined;

  private constructor(readonly config: PublishConfig) {
    this.store = new GitStore(join(config.storageDir, 'tree'), join(config.storageDir, 'history.git'));
    this.audit = new AuditLog(auditFiles(config), config.now);
    this.draftsDir = join(config.storageDir, 'drafts');
  }

  /** Opens the storage (creating it from the seed folder when empty), repairs what a crash left and deploys HEAD. */
  static async open(config: PublishConfig, options: { reseed?: boolean } = {}): Promise<PublishService> {
    const service = new PublishService(config);
    await service.start(options.reseed ?? false);
    return service;
  }

  /** Loads the check library now rather than at the first publish. */
  async warmUp(): Promise<void> {
    await checkLibrary();
  }

  private exclusive<T>(task: () => Promise<T>): Promise<T> {
    const next = this.queue.then(task, task);
    this.queue = next.catch(() => undefined);
    return next;
  }

  private async start(reseed: boolean): Promise<void> {
    mkdirSync(this.draftsDir, { recursive: true });
    await this.store.init();
    recoverOrigin(this.config.originDir);
    await this.resetTree();
    const head = await this.store.head();
    const seedIsOrigin = this.config.seedDir === this.config.originDir;
    if (!head) await this.importSeed(seedIsOrigin ? 'the deployed origin' : `${relative(process.cwd(), this.config.seedDir) || '.'}/`);
    else if (!seedIsOrigin && existsSync(this.config.seedDir)) await this.reimportIfChanged(reseed);
    await this.deployIfBehind();
    await this.auditUnrecorded();
  }

  /**
   * The commits the audit log has no line for (the service died between a commit and its line, before or after the
   * swap): one line each, with its commit and who made it, now that it is live.
   */
  private async auditUnrecorded(): Promise<void> {
    const head = await this.store.head();
    const last = this.audit.lastCommit;
    if (!head || head === last) return;
    if (!last) {
      this.audit.append({ who: SERVICE_AUTHOR.username, action: 'audit-start', what: {}, result: 'history before this log', commit: head, detail: 'this log begins at this publish; the earlier ones are in the history' });
      return;
    }
    const records = (await this.store.log(await this.store.isInHistory(last) ? [`${last}..HEAD`] : ['HEAD', '-1'])).reverse();
    for (const record of records) {
      const kind = record.trailers['Publish-Kind'];
      const action = kind === 'rollback' || kind === 'import' ? kind : 'publish';
      this.audit.append({
        who: record.trailers['Operator'] ?? record.author.email.split('@')[0] ?? 'unknown',
        action,
        what: { message: record.message, files: record.files.map((file) => file.path) },
        result: 'live after a restart',
        commit: record.id,
        detail: 'the service stopped between this commit and its audit line; it went live when the service started again',
      });
    }
  }

  /** Replaces the work tree with the seed folder's files and commits them (kind `import`). */
  private async importSeed(from: string): Promise<void> {
    const seed = this.config.seedDir;
    if (!existsSync(seed)) throw new Error(`the publish store is empty and there is no seed folder at ${seed} (PUBLISH_SEED_DIR)`);
    for (const entry of readdirSync(this.store.dir)) rmSync(join(this.store.dir, entry), { recursive: true, force: true });
    // The seed may be the origin itself (a symlink to a deploy): copy what it points at.
    cpSync(seed, this.store.dir, { recursive: true, dereference: true });
    if (!(await this.store.stageAll())) return;
    const id = await this.store.commit({ name: SERVICE_AUTHOR.name, email: emailOf(SERVICE_AUTHOR.username) }, `Import the schema origin from ${from}`, {
      'Publish-Kind': 'import',
      Operator: SERVICE_AUTHOR.username,
      'Seed-Digest': digestTree(seed),
    });
    this.audit.append({ who: SERVICE_AUTHOR.username, action: 'import', what: { from }, result: 'imported', commit: id });
  }

  /**
   * `npm start` seeds from the repository's schemas/. When a developer changes them, the next start imports them
   * again, unless operators have published since the last import (their work wins; PUBLISH_RESEED=1 imports anyway,
   * as a new commit on top, so nothing is lost from the history).
   */
  private async reimportIfChanged(reseed: boolean): Promise<void> {
    const log = await this.store.log();
    const lastImport = log.find((record) => record.trailers['Publish-Kind'] === 'import');
    const digest = digestTree(this.config.seedDir);
    if (lastImport?.trailers['Seed-Digest'] === digest) return;
    if (reseed || lastImport?.id === log[0]?.id) {
      await this.importSeed(`${relative(process.cwd(), this.config.seedDir) || '.'}/ (changed)`);
      return;
    }
    console.warn(`[publish] ${this.config.seedDir} changed since the last import, but operators have published since: the origin keeps their version (PUBLISH_RESEED=1 imports the folder as a new publish)`);
  }

  private async deployIfBehind(): Promise<void> {
    const head = await this.store.head();
    if (!head) return;
    if (currentDeploy(this.config.originDir)?.startsWith(`${head}-`)) return;
    await this.deploy(head);
  }

  private async deploy(commit: string): Promise<void> {
    mkdirSync(dirname(this.config.originDir), { recursive: true });
    await deployTree(this.store.dir, this.config.originDir, commit, this.onDeployProgress);
  }

  /** The commit the origin serves. */
  deployedCommit(): string | undefined {
    return currentDeploy(this.config.originDir)?.split('-')[0];
  }

  private async resetTree(): Promise<void> {
    await this.store.resetToHead();
    this.treeDirty = false;
  }

  /** The work tree as HEAD before a publish is assembled in it (it already is, unless something failed half-way). */
  private async cleanTree(): Promise<void> {
    if (this.treeDirty) await this.resetTree();
  }

  /** The manifest the work tree's files imply, written as `schemas:meta` writes it: no hand-written lines. */
  private async writeManifest(): Promise<void> {
    const { manifests, files } = await checkLibrary();
    writeFileSync(join(this.store.dir, 'manifest.json'), manifests.manifestText(files.listSchemaFiles(this.store.dir)));
  }

  /** `schemas:check`'s document checks on the whole work tree (the origin this publish would deploy). */
  private async checkTree(): Promise<{ problems: Problem[]; warnings: Problem[] }> {
    const { checks, problems: problemModule } = await checkLibrary();
    const report: { copyWithoutTy: { document: string; pointer: string; en: string; fix: string }[] } = { copyWithoutTy: [] };
    const problems = checks.checkAllDocuments(report, this.store.dir).map((problem) => ({ file: problem.document, pointer: problem.pointer, message: problem.message, line: problemModule.formatProblem(problem) }));
    const withoutTy = report.copyWithoutTy.map((entry) => {
      const message = `"${entry.en}" has no TY entry (${entry.fix})`;
      return { file: entry.document, pointer: entry.pointer, message, line: `${entry.document}#${entry.pointer}: ${message}` };
    });
    return this.config.requireTy ? { problems: [...problems, ...withoutTy], warnings: [] } : { problems, warnings: withoutTy };
  }

  publish(actor: Actor, request: PublishRequest): Promise<Outcome> {
    const what = { message: request.message, ...(request.merchant === undefined ? {} : { merchant: request.merchant }), files: request.files.map((file) => ('remove' in file ? `-${file.path}` : file.path)) };
    return this.exclusive(async () => {
      const refuse = (status: 400 | 404 | 409 | 422, error: string, message: string, problems?: Problem[]): Outcome => {
        this.audit.append({ who: actor.username, role: actor.role, action: 'publish', what, result: 'refused', detail: problems ? `${message} (${problems.length} problem(s))` : message });
        return { ok: false, status, error, message, ...(problems ? { problems } : {}) };
      };
      const paths: { path: string; change: FileChange }[] = [];
      for (const change of request.files) {
        const place = originPath(change.path, request.merchant);
        if (!place.ok) return refuse(400, 'bad-path', place.message);
        if (paths.some((entry) => entry.path === place.path)) return refuse(400, 'bad-path', `"${change.path}" is listed twice`);
        paths.push({ path: place.path, change });
      }
      try {
        await this.cleanTree();
        this.treeDirty = true;
        for (const { path, change } of paths) {
          const file = join(this.store.dir, path);
          if ('remove' in change) {
            if (!existsSync(file)) {
              await this.resetTree();
              return refuse(404, 'no-such-file', `${path} is not in the origin: there is nothing to remove`);
            }
            rmSync(file);
          } else {
            mkdirSync(dirname(file), { recursive: true });
            writeFileSync(file, change.text);
          }
        }
        await this.writeManifest();
        if (!(await this.store.stageAll())) {
          await this.resetTree();
          return refuse(409, 'no-change', 'these files are already the deployed version; nothing was published');
        }
        const { problems, warnings } = await this.checkTree();
        if (problems.length > 0) {
          await this.resetTree();
          return refuse(422, 'checks-failed', 'the origin would not pass schemas:check; nothing was published', problems);
        }
        const id = await this.store.commit({ name: actor.name, email: emailOf(actor.username) }, request.message, {
          'Publish-Kind': 'publish',
          Operator: actor.username,
          ...(request.merchant === undefined ? {} : { Merchant: request.merchant }),
        });
        this.treeDirty = false;
        await this.deploy(id);
        for (const { path } of paths) this.removeDraft(path);
        this.audit.append({ who: actor.username, role: actor.role, action: 'publish', what, result: 'published', commit: id });
        return { ok: true, publish: await this.summaryOf(id), warnings };
      } catch (error) {
        await this.resetTree().catch(() => undefined);
        this.audit.append({ who: actor.username, role: actor.role, action: 'publish', what, result: 'failed', detail: error instanceof Error ? error.message : String(error) });
        throw error;
      }
    });
  }

  rollback(actor: Actor, to: string, message: string | undefined): Promise<Outcome> {
    const what = { to, ...(message === undefined ? {} : { message }) };
    return this.exclusive(async () => {
      const refuse = (status: 400 | 404 | 409 | 422, error: string, text: string, problems?: Problem[]): Outcome => {
        this.audit.append({ who: actor.username, role: actor.role, action: 'rollback', what, result: 'refused', detail: text });
        return { ok: false, status, error, message: text, ...(problems ? { problems } : {}) };
      };
      const target = await this.store.isInHistory(to);
      if (!target) return refuse(404, 'no-such-publish', `no publish ${to} in the history`);
      const head = await this.store.head();
      if (target === head) return refuse(409, 'no-change', `${to} is the deployed version already`);
      try {
        await this.cleanTree();
        this.treeDirty = true;
        await this.store.checkoutTree(target);
        await this.writeManifest();
        if (!(await this.store.stageAll())) {
          await this.resetTree();
          return refuse(409, 'no-change', `publish ${target.slice(0, 7)} has the same files as the deployed version`);
        }
        const { problems } = await this.checkTree();
        if (problems.length > 0) {
          await this.resetTree();
          return refuse(422, 'checks-failed', `publish ${target.slice(0, 7)} no longer passes schemas:check; nothing was rolled back`, problems);
        }
        const original = (await this.store.log([target, '-1']))[0];
        const text = message ?? `Roll back to ${target.slice(0, 7)}${original ? ` (${original.message.split('\n')[0]})` : ''}`;
        const id = await this.store.commit({ name: actor.name, email: emailOf(actor.username) }, text, { 'Publish-Kind': 'rollback', Operator: actor.username, 'Rolled-Back-To': target });
        this.treeDirty = false;
        await this.deploy(id);
        this.audit.append({ who: actor.username, role: actor.role, action: 'rollback', what, result: 'rolled back', commit: id });
        return { ok: true, publish: await this.summaryOf(id), warnings: [] };
      } catch (error) {
        await this.resetTree().catch(() => undefined);
        this.audit.append({ who: actor.username, role: actor.role, action: 'rollback', what, result: 'failed', detail: error instanceof Error ? error.message : String(error) });
        throw error;
      }
    });
  }

  private summarise(record: CommitRecord, deployed: string | undefined): PublishSummary {
    const kind = record.trailers['Publish-Kind'];
    const merchant = record.trailers['Merchant'];
    const rolledBackTo = record.trailers['Rolled-Back-To'];
    return {
      id: record.id,
      shortId: record.id.slice(0, 7),
      kind: kind === 'rollback' || kind === 'import' ? kind : 'publish',
      author: { username: record.trailers['Operator'] ?? record.author.email.split('@')[0] ?? '', name: record.author.name },
      date: record.date,
      message: record.message,
      ...(merchant ? { merchant } : {}),
      ...(rolledBackTo ? { rolledBackTo } : {}),
      files: record.files,
      deployed: record.id === deployed,
    };
  }

  private async summaryOf(id: string): Promise<PublishSummary> {
    const record = (await this.store.log([id, '-1']))[0];
    if (!record) throw new Error(`commit ${id} vanished`);
    return this.summarise(record, this.deployedCommit());
  }

  /** Every publish, newest first. */
  history(): Promise<PublishSummary[]> {
    return this.exclusive(async () => {
      const deployed = this.deployedCommit();
      return (await this.store.log()).map((record) => this.summarise(record, deployed));
    });
  }

  /** One publish with a unified diff per file against the publish before it. */
  publication(id: string): Promise<PublishDetail | undefined> {
    return this.exclusive(async () => {
      const commit = await this.store.isInHistory(id);
      if (!commit) return undefined;
      const record = (await this.store.log([commit, '-1']))[0];
      if (!record) return undefined;
      const diff = await Promise.all(
        record.files.map(async ({ path, status }) => {
          const before = record.parent ? ((await this.store.fileAt(record.parent, path)) ?? '') : '';
          const after = (await this.store.fileAt(commit, path)) ?? '';
          const patch = createTwoFilesPatch(`a/${path}`, `b/${path}`, before, after, record.parent ? record.parent.slice(0, 7) : '(none)', commit.slice(0, 7));
          return { path, status, patch };
        }),
      );
      return { ...this.summarise(record, this.deployedCommit()), diff };
    });
  }

  /** The deployed origin's files (HEAD), or one file's text. */
  files(): Promise<string[]> {
    return this.exclusive(async () => ((await this.store.head()) ? this.store.filesAt('HEAD') : []));
  }

  file(path: string): Promise<string | undefined> {
    return this.exclusive(async () => (pathProblem(path) && path !== 'manifest.json' ? undefined : this.store.fileAt('HEAD', path)));
  }

  // Drafts: an editor's work in progress on the server, one per origin path (the last save wins), not checked.

  private draftFile(path: string): string {
    return join(this.draftsDir, `${createHash('sha256').update(path).digest('hex').slice(0, 40)}.json`);
  }

  saveDraft(actor: Actor, path: string, text: string): Draft {
    const draft: Draft = { path, text, savedBy: actor.username, savedAt: new Date(this.config.now()).toISOString() };
    const file = this.draftFile(path);
    const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
    writeFileSync(temporary, JSON.stringify(draft));
    renameSync(temporary, file);
    return draft;
  }

  drafts(): Draft[] {
    return readdirSync(this.draftsDir)
      .filter((entry) => entry.endsWith('.json'))
      .flatMap((entry) => {
        const draft = parseDraft(readFileSync(join(this.draftsDir, entry), 'utf8'));
        return draft ? [draft] : [];
      })
      .sort((a, b) => a.path.localeCompare(b.path));
  }

  draft(path: string): Draft | undefined {
    const file = this.draftFile(path);
    return existsSync(file) ? parseDraft(readFileSync(file, 'utf8')) : undefined;
  }

  removeDraft(path: string): boolean {
    const file = this.draftFile(path);
    if (!existsSync(file)) return false;
    rmSync(file);
    return true;
  }

  /** Waits for the operation in progress (tests, shutdown). */
  async idle(): Promise<void> {
    await this.queue;
  }
}

function parseDraft(text: string): Draft | undefined {
  try {
    const value: unknown = JSON.parse(text);
    if (!isRecord(value)) return undefined;
    const { path, text: body, savedBy, savedAt } = value;
    return typeof path === 'string' && typeof body === 'string' && typeof savedBy === 'string' && typeof savedAt === 'string' ? { path, text: body, savedBy, savedAt } : undefined;
  } catch {
    return undefined;
  }
}
