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
import { GitStore, textVersion, type ChangeStatus, type CommitMeta, type CommitRecord } from './git-store';
import { acquireStorageLock, type StorageLock } from './storage-lock';
import { currentDeploy, deployTree, listTree, recoverOrigin, type DeployProgress } from './origin';
import { AuditLog, auditFiles } from './audit-log';
import type { PublishConfig } from './config';
import type { OperatorRole } from './accounts';
import { isRecord } from './guards';
import { DEFAULT_MAX_IMAGE_BYTES, IMAGE_NAME, IMAGE_URL_PREFIX, IMAGES_FOLDER, imageName, imagesNamedIn, sniffImage, type ImageType } from './images';
import type * as CheckDocuments from '../scripts/schemas/check-documents';
import type * as ManifestBuilder from '../scripts/schemas/manifest-builder';
import type * as SchemaFileList from '../scripts/schemas/schema-files';
import type * as VerifiedLists from '../scripts/schemas/verified-list';
import { VERIFIED_LIST } from '../src/schema/build-verified';
import { FIRST_PAINT_FOLDER } from '../src/page-load/first-paint';
import type * as ProblemFormat from '../src/schema/problem';

export interface Actor {
  username: string;
  name: string;
  role: OperatorRole;
}

/**
 * A file to write (its whole text) or to remove, by its path in the scope, with the version the change was based on:
 * the `textVersion` of the file's text when the operator's edit began, or null for a file that did not exist then.
 */
export type FileChange = { path: string; text: string; base: string | null } | { path: string; remove: true; base: string | null };

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
  /** Per file: its unified diff, and its text before and after (null: absent), which the studio reads in words. */
  diff: { path: string; status: ChangeStatus; patch: string; before: string | null; after: string | null }[];
}

/**
 * A file that changed since the version a request was based on: what it is now, and who made it so (the last publish
 * that changed it). The studio shows the operator's change beside `text` and offers to reapply it there.
 */
export interface Conflict {
  /** As the request named it (relative to its merchant's scope). */
  path: string;
  /** Its path in the origin. */
  file: string;
  /** The version the request was based on (null: the file did not exist). */
  base: string | null;
  /** The version now (null: there is no such file now), and its text. */
  version: string | null;
  text: string | null;
  changedBy: { username: string; name: string } | null;
  changedAt: string | null;
  /** The publish that made it so, and its message. */
  publish: string | null;
  message: string | null;
}

export type Refusal = { ok: false; status: 400 | 403 | 404 | 409 | 422; error: string; message: string; problems?: Problem[]; conflicts?: Conflict[] };

export type Outcome = { ok: true; publish: PublishSummary; warnings: Problem[] } | Refusal;

export interface Draft {
  path: string;
  text: string;
  /** The version of the file the draft's edit began from (null: a new file), and that version's text. */
  base: string | null;
  baseText: string | null;
  savedBy: string;
  savedAt: string;
}

export type DraftOutcome = { ok: true; draft: Draft } | Refusal;

/** An uploaded picture: its path in the origin once published, the site path documents name it by, its type and size. */
export interface StoredImage {
  path: string;
  url: string;
  type: ImageType;
  bytes: number;
}

export type ImageOutcome = { ok: true; image: StoredImage } | { ok: false; status: 413 | 415; error: string; message: string };

const SEGMENT = /^[A-Za-z0-9][A-Za-z0-9_-]{0,79}$/;
const MERCHANT = /^[a-z0-9][a-z0-9-]{0,39}$/;
const SERVICE_AUTHOR = { username: 'publish-service', name: 'Croupier publish service' };
// eslint-disable-next-line no-control-regex
const CONTROL = /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u2028\u2029]/;

/**
 * Why a publish or rollback message is refused: control characters (other than line breaks and tabs) are not text an
 * operator types, and would show differently in every tool that reads the history.
 */
export function messageProblem(message: string): string | undefined {
  const found = CONTROL.exec(message);
  if (!found) return undefined;
  const code = found[0].codePointAt(0) ?? 0;
  return `the message contains the control character U+${code.toString(16).toUpperCase().padStart(4, '0')} at position ${found.index + 1}: write it without control characters (line breaks are fine)`;
}

/** "what changed" for a refusal: the file and the publish that changed it, in words. */
function conflictText(conflicts: readonly Conflict[]): string {
  return conflicts
    .map((conflict) => {
      const who = conflict.changedBy ? `${conflict.changedBy.name} (${conflict.changedBy.username})` : 'someone';
      const what = conflict.version === null ? 'removed it' : conflict.base === null ? 'created it' : 'changed it';
      const publish = conflict.publish ? ` in publish ${conflict.publish.slice(0, 7)}${conflict.message ? ` ("${conflict.message.split('\n')[0]}")` : ''}` : '';
      return `${conflict.file}: ${who} ${what} at ${conflict.changedAt ?? 'an unknown time'}${publish}`;
    })
    .join('; ');
}

/** A file path the service accepts: relative, `.json`, plain segments, not the manifest, not a meta-schema. */
/** The lists the service writes from the files it publishes, never an operator's file. */
/** What the service writes itself: the manifest, the hash list, and `app/` (web app files, first paints). */
const isServiceWritten = (path: string): boolean => path === 'manifest.json' || path === VERIFIED_LIST || path.startsWith('app/');

export function pathProblem(path: string): string | undefined {
  if (path.length > 200) return `path "${path.slice(0, 40)}…" is too long`;
  if (!path.endsWith('.json')) return `path "${path}" must end with .json`;
  const segments = path.slice(0, -'.json'.length).split('/');
  if (segments.length > 8 || !segments.every((segment) => SEGMENT.test(segment))) return `path "${path}" must be folder/name.json with letters, digits, - and _ only`;
  if (path === 'manifest.json') return 'manifest.json is written by the publish service, from the files published';
  if (path === VERIFIED_LIST) return `${VERIFIED_LIST} is written by the publish service, from the files it checked`;
  if (segments[0] === 'meta') return 'meta/ holds the meta-schemas of the build; they are not published';
  return undefined;
}

/** The path in the origin, or why the path is refused in that scope. */
export function originPath(path: string, merchant: string | undefined, newMerchants: ReadonlySet<string> = new Set()): { ok: true; path: string } | { ok: false; message: string } {
  const problem = pathProblem(path);
  if (problem) return { ok: false, message: problem };
  if (merchant === undefined) {
    // A new merchant's first files come with the merchants.json that adds it, in one publish (issue 41).
    if (newMerchants.has(/^merchants\/([^/]+)\//.exec(path)?.[1] ?? '')) return { ok: true, path };
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
type Verified = typeof VerifiedLists;

/** The check library is loaded on first use (or by `warmUp`), so the service answers at once after a start. */
async function checkLibrary(): Promise<{ checks: Checks; manifests: Manifests; files: SchemaFiles; problems: Problems; verified: Verified }> {
  const [checks, manifests, files, problems, verified] = await Promise.all([import('../scripts/schemas/check-documents'), import('../scripts/schemas/manifest-builder'), import('../scripts/schemas/schema-files'), import('../src/schema/problem'), import('../scripts/schemas/verified-list')]);
  return { checks, manifests, files, problems, verified };
}

export class PublishService {
  readonly store: GitStore;
  readonly audit: AuditLog;
  private readonly draftsDir: string;
  /** Uploaded pictures no publish has named yet (`storage/uploads/`). */
  private readonly uploadsDir: string;
  private queue: Promise<unknown> = Promise.resolve();
  /** Whether the work tree may differ from HEAD (a publish was assembled and not committed or reset). */
  private treeDirty = true;
  /** A test seam: called at each step of a deploy. */
  onDeployProgress: DeployProgress | undefined;

  private constructor(readonly config: PublishConfig) {
    this.store = new GitStore(join(config.storageDir, 'tree'), join(config.storageDir, 'history.git'));
    this.audit = new AuditLog(auditFiles(config), config.now);
    this.draftsDir = join(config.storageDir, 'drafts');
    this.uploadsDir = join(config.storageDir, 'uploads');
  }

  private lock: StorageLock | undefined;

  /**
   * Opens the storage (creating it from the seed folder when empty), repairs what a crash left and deploys HEAD.
   * Throws `StorageInUseError` when another service holds the storage (storage-lock.ts).
   */
  static async open(config: PublishConfig, options: { reseed?: boolean } = {}): Promise<PublishService> {
    mkdirSync(config.storageDir, { recursive: true });
    const service = new PublishService(config);
    service.lock = acquireStorageLock(config.storageDir);
    try {
      await service.start(options.reseed ?? false);
    } catch (error) {
      service.lock.release();
      throw error;
    }
    return service;
  }

  /** Waits for the operation in progress and lets go of the storage (another service may then open it). */
  async close(): Promise<void> {
    await this.idle();
    this.lock?.release();
    this.lock = undefined;
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
    mkdirSync(this.uploadsDir, { recursive: true });
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
      const kind = record.meta.kind;
      const action = kind === 'rollback' || kind === 'import' ? kind : 'publish';
      this.audit.append({
        who: record.meta.operator || (record.author.email.split('@')[0] ?? 'unknown'),
        action,
        // The operator's files, as the line of a publish that did not stop lists them: not the lists the service writes.
        what: { message: record.meta.message, files: record.files.map((file) => file.path).filter((path) => !isServiceWritten(path)) },
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
    await this.writeWebApp();
    await this.writeVerifiedList();
    if (!(await this.store.stageAll())) return;
    const id = await this.store.commit({ name: SERVICE_AUTHOR.name, email: emailOf(SERVICE_AUTHOR.username) }, {
      kind: 'import',
      operator: SERVICE_AUTHOR.username,
      name: SERVICE_AUTHOR.name,
      message: `Import the schema origin from ${from}`,
      seedDigest: digestTree(seed),
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
    const lastImport = log.find((record) => record.meta.kind === 'import');
    const digest = digestTree(this.config.seedDir);
    if (lastImport?.meta.seedDigest === digest) return;
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

  /**
   * The manifest the work tree's files imply, written as `schemas:meta` writes it: no hand-written lines; and each
   * merchant's web app manifest and brand facts (`app/`, from its theme), so a rebrand reaches the installed app.
   */
  private async writeManifest(): Promise<void> {
    const { manifests, files } = await checkLibrary();
    writeFileSync(join(this.store.dir, 'manifest.json'), manifests.manifestText(files.listSchemaFiles(this.store.dir)));
    await this.writeWebApp();
  }

  /**
   * `verified.json`: the hashes of the work tree's documents that pass the loader's validation as they are (the same
   * function as the build's list, `scripts/schemas/verified-list.ts`), with the fingerprint of the validators that
   * passed them. Written after the files of a publish, rollback or import and committed with them, so the origin
   * deploys the list and the texts it vouches for at once; the site then validates only a file edited by hand since.
   */
  private async writeVerifiedList(): Promise<void> {
    const { verified } = await checkLibrary();
    writeFileSync(join(this.store.dir, VERIFIED_LIST), verified.verifiedListText(this.store.dir));
    await this.writePageDocuments();
  }

  /**
   * Each route's documents file beside its first paint (`scripts/schemas/page-documents.ts`), written again once
   * `verified.json` is this publish's own: the files hold it too, and the first paints' run (`writeWebApp`) comes before
   * it. Only where first paints are on and written (a failed render leaves neither).
   */
  private async writePageDocuments(): Promise<void> {
    if (!this.config.firstPaints || !existsSync(join(this.store.dir, FIRST_PAINT_FOLDER))) return;
    const { pageDocumentsFiles } = await import('../scripts/schemas/page-documents');
    try {
      for (const [path, text] of pageDocumentsFiles(this.store.dir)) {
        mkdirSync(dirname(join(this.store.dir, path)), { recursive: true });
        writeFileSync(join(this.store.dir, path), text);
      }
    } catch (error) {
      // As a failed render does: no first paints and no documents files (the site draws as before), never old ones.
      const { removeFirstPaints } = await import('../scripts/schemas/first-paint-process');
      removeFirstPaints(this.store.dir);
      console.warn(`[publish] no first paints or documents files were written: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  private async writeWebApp(): Promise<void> {
    const { webAppFiles } = await import('../scripts/schemas/web-app');
    for (const [path, text] of webAppFiles(this.store.dir)) {
      mkdirSync(dirname(join(this.store.dir, path)), { recursive: true });
      writeFileSync(join(this.store.dir, path), text);
    }
    // Each route's first paint from the documents as published (issue 37): the next load's first paint is the
    // operator's change too. A failed render leaves no first paints (the site draws as before), never stale ones.
    const { writeFirstPaints, removeFirstPaints } = await import('../scripts/schemas/first-paint-process');
    if (!this.config.firstPaints) return removeFirstPaints(this.store.dir);
    const paints = await writeFirstPaints(this.store.dir);
    if (!paints.ok) console.warn(`[publish] no first paints were written: ${paints.output}`);
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

  /** The merchants a publish's merchants.json lists that the deployed one does not (a new merchant's). */
  private async addedMerchants(files: readonly FileChange[]): Promise<Set<string>> {
    const listOf = (text: string | undefined): string[] => {
      try {
        const value: unknown = text === undefined ? undefined : JSON.parse(text);
        const list: unknown = typeof value === 'object' && value !== null ? Reflect.get(value, 'merchants') : undefined;
        return Array.isArray(list) ? list.filter((id): id is string => typeof id === 'string') : [];
      } catch {
        return [];
      }
    };
    const sent = files.find((file) => file.path === 'merchants.json');
    if (!sent || 'remove' in sent) return new Set();
    const deployed = new Set(listOf((await this.store.head()) ? await this.store.fileAt('HEAD', 'merchants.json') : undefined));
    return new Set(listOf(sent.text).filter((id) => !deployed.has(id)));
  }

  /** The files whose version now is not the one the change was based on, each with who changed it and when. */
  private async staleFiles(changes: readonly { path: string; sent: string; base: string | null }[]): Promise<Conflict[]> {
    const conflicts: Conflict[] = [];
    for (const { path, sent, base } of changes) {
      const text = (await this.store.head()) ? await this.store.fileAt('HEAD', path) : undefined;
      const version = text === undefined ? null : textVersion(text);
      if (version === base) continue;
      const last = await this.store.lastChangeOf(path);
      conflicts.push({
        path: sent,
        file: path,
        base,
        version,
        text: text ?? null,
        changedBy: last ? { username: last.meta.operator, name: last.meta.name } : null,
        changedAt: last?.date ?? null,
        publish: last?.id ?? null,
        message: last?.meta.message ?? null,
      });
    }
    return conflicts;
  }

  publish(actor: Actor, request: PublishRequest): Promise<Outcome> {
    const what = { message: request.message, ...(request.merchant === undefined ? {} : { merchant: request.merchant }), files: request.files.map((file) => ('remove' in file ? `-${file.path}` : file.path)) };
    return this.exclusive(async () => {
      const refuse = (status: Refusal['status'], error: string, message: string, more: { problems?: Problem[]; conflicts?: Conflict[] } = {}): Outcome => {
        this.audit.append({ who: actor.username, role: actor.role, action: 'publish', what, result: 'refused', detail: more.problems ? `${message} (${more.problems.length} problem(s))` : message });
        return { ok: false, status, error, message, ...more };
      };
      const badMessage = messageProblem(request.message);
      if (badMessage) return refuse(422, 'bad-message', badMessage);
      const paths: { path: string; change: FileChange }[] = [];
      const newMerchants = request.merchant === undefined ? await this.addedMerchants(request.files) : new Set<string>();
      for (const change of request.files) {
        const place = originPath(change.path, request.merchant, newMerchants);
        if (!place.ok) return refuse(400, 'bad-path', place.message);
        if (paths.some((entry) => entry.path === place.path)) return refuse(400, 'bad-path', `"${change.path}" is listed twice`);
        paths.push({ path: place.path, change });
      }
      const conflicts = await this.staleFiles(paths.map(({ path, change }) => ({ path, sent: change.path, base: change.base })));
      if (conflicts.length > 0) return refuse(409, 'stale-base', `changed since your edit began: ${conflictText(conflicts)}. Nothing was published: reapply your edit on the version now, or take theirs`, { conflicts });
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
            this.addUploadedImages(change.text);
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
          return refuse(422, 'checks-failed', 'the origin would not pass schemas:check; nothing was published', { problems });
        }
        await this.writeVerifiedList();
        await this.store.stageAll();
        const meta: CommitMeta = { kind: 'publish', operator: actor.username, name: actor.name, message: request.message, ...(request.merchant === undefined ? {} : { merchant: request.merchant }) };
        const id = await this.store.commit({ name: actor.name, email: emailOf(actor.username) }, meta);
        this.treeDirty = false;
        await this.deploy(id);
        for (const { path } of paths) this.removeDraftFile(path);
        this.audit.append({ who: actor.username, role: actor.role, action: 'publish', what, result: 'published', commit: id });
        return { ok: true, publish: await this.summaryOf(id), warnings };
      } catch (error) {
        await this.resetTree().catch(() => undefined);
        this.audit.append({ who: actor.username, role: actor.role, action: 'publish', what, result: 'failed', detail: error instanceof Error ? error.message : String(error) });
        throw error;
      }
    });
  }

  /**
   * Rolls back to `to`, as a new publish. `base` is the publish the operator saw deployed when they chose to: if
   * anything was published since, the rollback would undo it unseen, and is refused (409, naming what changed).
   */
  rollback(actor: Actor, to: string, base: string, message: string | undefined): Promise<Outcome> {
    const what = { to, base, ...(message === undefined ? {} : { message }) };
    return this.exclusive(async () => {
      const refuse = (status: Refusal['status'], error: string, text: string, more: { problems?: Problem[]; conflicts?: Conflict[] } = {}): Outcome => {
        this.audit.append({ who: actor.username, role: actor.role, action: 'rollback', what, result: 'refused', detail: text });
        return { ok: false, status, error, message: text, ...more };
      };
      if (message !== undefined) {
        const badMessage = messageProblem(message);
        if (badMessage) return refuse(422, 'bad-message', badMessage);
      }
      const target = await this.store.isInHistory(to);
      if (!target) return refuse(404, 'no-such-publish', `no publish ${to} in the history`);
      const head = await this.store.head();
      const seen = await this.store.isInHistory(base);
      if (!seen) return refuse(404, 'no-such-publish', `no publish ${base} in the history (the version you saw deployed)`);
      if (seen !== head && head) {
        const changed = (await this.store.git(['diff', '--name-only', '-z', '--no-renames', seen, head])).split('\0').filter((path) => path !== '' && !isServiceWritten(path));
        const conflicts = await this.staleFiles(await Promise.all(changed.slice(0, 50).map(async (path) => {
          const text = await this.store.fileAt(seen, path);
          return { path, sent: path, base: text === undefined ? null : textVersion(text) };
        })));
        return refuse(409, 'stale-base', `published since you looked: ${conflictText(conflicts) || `publish ${head.slice(0, 7)}`}. Nothing was rolled back: look at the history again`, { conflicts });
      }
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
          return refuse(422, 'checks-failed', `publish ${target.slice(0, 7)} no longer passes schemas:check; nothing was rolled back`, { problems });
        }
        await this.writeVerifiedList();
        await this.store.stageAll();
        const original = (await this.store.log([target, '-1']))[0];
        const text = message ?? `Roll back to ${target.slice(0, 7)}${original ? ` (${original.meta.message.split('\n')[0]})` : ''}`;
        const id = await this.store.commit({ name: actor.name, email: emailOf(actor.username) }, { kind: 'rollback', operator: actor.username, name: actor.name, message: text, rolledBackTo: target });
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
    const { meta } = record;
    return {
      id: record.id,
      shortId: record.id.slice(0, 7),
      kind: meta.kind,
      author: { username: meta.operator, name: meta.name },
      date: record.date,
      message: meta.message,
      ...(meta.merchant ? { merchant: meta.merchant } : {}),
      ...(meta.rolledBackTo ? { rolledBackTo: meta.rolledBackTo } : {}),
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
          const before = record.parent ? ((await this.store.fileAt(record.parent, path)) ?? null) : null;
          const after = (await this.store.fileAt(commit, path)) ?? null;
          const patch = createTwoFilesPatch(`a/${path}`, `b/${path}`, before ?? '', after ?? '', record.parent ? record.parent.slice(0, 7) : '(none)', commit.slice(0, 7));
          return { path, status, patch, before, after };
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

  // Drafts: an operator's work in progress on the server, one per origin path, not checked. A draft belongs to who
  // saved it: an editor replaces or deletes only their own; a publisher may replace or discard anyone's.

  private draftFile(path: string): string {
    return join(this.draftsDir, `${createHash('sha256').update(path).digest('hex').slice(0, 40)}.json`);
  }

  /** Why `actor` may not replace or delete `existing`, or undefined when they may. */
  private static notYours(actor: Actor, existing: Draft, doing: 'replace' | 'delete'): string | undefined {
    if (existing.savedBy === actor.username || actor.role === 'publisher') return undefined;
    return `the draft of ${existing.path} is ${existing.savedBy}'s (saved ${existing.savedAt}): an editor may ${doing} only their own drafts; ask ${existing.savedBy} or a publisher`;
  }

  /**
   * Saves a draft of `path` based on version `base` of the file (what the edit began from). Refused when the file has
   * changed since (409, as a publish would be) or when the draft there is another operator's and `actor` is an editor.
   */
  saveDraft(actor: Actor, path: string, text: string, base: string | null): Promise<DraftOutcome> {
    return this.exclusive(async () => {
      const existing = this.draft(path);
      const what = { path, ...(existing && existing.savedBy !== actor.username ? { replacing: existing.savedBy } : {}) };
      const refuse = (status: Refusal['status'], error: string, message: string, conflicts?: Conflict[]): DraftOutcome => {
        this.audit.append({ who: actor.username, role: actor.role, action: 'draft-save', what, result: status === 403 ? 'forbidden' : 'refused', detail: message });
        return { ok: false, status, error, message, ...(conflicts ? { conflicts } : {}) };
      };
      if (existing) {
        const reason = PublishService.notYours(actor, existing, 'replace');
        if (reason) return refuse(403, 'not-your-draft', reason);
      }
      const conflicts = await this.staleFiles([{ path, sent: path, base }]);
      if (conflicts.length > 0) return refuse(409, 'stale-base', `changed since your edit began: ${conflictText(conflicts)}. The draft was not saved: reapply your edit on the version now, or take theirs`, conflicts);
      const baseText = base === null ? null : ((await this.store.fileAt('HEAD', path)) ?? null);
      const draft: Draft = { path, text, base, baseText, savedBy: actor.username, savedAt: new Date(this.config.now()).toISOString() };
      const file = this.draftFile(path);
      const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
      writeFileSync(temporary, JSON.stringify(draft));
      renameSync(temporary, file);
      this.audit.append({ who: actor.username, role: actor.role, action: 'draft-save', what, result: existing && existing.savedBy !== actor.username ? `replaced ${existing.savedBy}'s draft` : 'saved' });
      return { ok: true, draft };
    });
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

  /** Deletes a draft: its owner, or a publisher (who discards anyone's). */
  removeDraft(actor: Actor, path: string): Promise<DraftOutcome> {
    return this.exclusive(async () => {
      const existing = this.draft(path);
      const what = { path, ...(existing && existing.savedBy !== actor.username ? { of: existing.savedBy } : {}) };
      if (!existing) return { ok: false, status: 404, error: 'no-draft', message: 'there is no draft of that file' };
      const reason = PublishService.notYours(actor, existing, 'delete');
      if (reason) {
        this.audit.append({ who: actor.username, role: actor.role, action: 'draft-delete', what, result: 'forbidden', detail: reason });
        return { ok: false, status: 403, error: 'not-your-draft', message: reason };
      }
      this.removeDraftFile(path);
      this.audit.append({ who: actor.username, role: actor.role, action: 'draft-delete', what, result: existing.savedBy === actor.username ? 'deleted' : `discarded ${existing.savedBy}'s draft` });
      return { ok: true, draft: existing };
    });
  }

  private removeDraftFile(path: string): boolean {
    const file = this.draftFile(path);
    if (!existsSync(file)) return false;
    rmSync(file);
    return true;
  }

  /** The largest picture the service takes (`PUBLISH_MAX_IMAGE_KB`). */
  get maxImageBytes(): number {
    return this.config.maxImageBytes ?? DEFAULT_MAX_IMAGE_BYTES;
  }

  /**
   * Keeps an uploaded picture until a publish names it: type by its magic bytes (PNG, JPEG, WebP; ICO only as a
   * favicon), size capped, named by its content. Nothing goes live here: the publish of the document that names
   * `url` commits and deploys the picture with it.
   */
  storeImage(actor: Actor, bytes: Uint8Array, use: 'picture' | 'favicon', size = bytes.length): Promise<ImageOutcome> {
    return this.exclusive(async () => {
      const what = { use, bytes: size };
      const refuse = (status: 413 | 415, error: string, message: string): ImageOutcome => {
        this.audit.append({ who: actor.username, role: actor.role, action: 'image-upload', what, result: 'refused', detail: `${status} ${error}: ${message}` });
        return { ok: false, status, error, message };
      };
      if (size > this.maxImageBytes || bytes.length > this.maxImageBytes) return refuse(413, 'image-too-large', `the picture is ${Math.ceil(size / 1024)} KB; the largest the service takes is ${Math.floor(this.maxImageBytes / 1024)} KB: make it smaller (a logo needs 512 × 512 px, a banner 1200 px wide)`);
      const sniffed = sniffImage(bytes);
      if (!sniffed.ok) return refuse(415, sniffed.code, sniffed.message);
      if (sniffed.type === 'image/x-icon' && use !== 'favicon') return refuse(415, 'not-a-picture', 'an ICO file is for a favicon only: upload a PNG, JPEG or WebP picture here');
      const name = imageName(bytes, sniffed.type);
      const image: StoredImage = { path: `${IMAGES_FOLDER}/${name}`, url: `${IMAGE_URL_PREFIX}${name}`, type: sniffed.type, bytes: bytes.length };
      const file = join(this.uploadsDir, name);
      if (!existsSync(file)) {
        const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
        writeFileSync(temporary, bytes);
        renameSync(temporary, file);
      }
      this.audit.append({ who: actor.username, role: actor.role, action: 'image-upload', what: { ...what, path: image.path, type: image.type }, result: 'stored, not live until a publish names it' });
      return { ok: true, image };
    });
  }

  /** An uploaded picture's bytes and type: waiting for its publish or published (the studio previews both), or only published. */
  imageFile(name: string, where: 'uploaded or published' | 'published' = 'uploaded or published'): { bytes: Buffer; type: ImageType } | undefined {
    if (!IMAGE_NAME.test(name)) return undefined;
    const published = join(this.config.originDir, IMAGES_FOLDER, name);
    for (const file of where === 'published' ? [published] : [join(this.uploadsDir, name), published]) {
      if (!existsSync(file)) continue;
      const bytes = readFileSync(file);
      const sniffed = sniffImage(bytes);
      if (sniffed.ok) return { bytes, type: sniffed.type };
    }
    return undefined;
  }

  /** The uploaded pictures a published text names, copied into the work tree (committed and deployed with it). */
  private addUploadedImages(text: string): void {
    for (const name of imagesNamedIn(text)) {
      const target = join(this.store.dir, IMAGES_FOLDER, name);
      const upload = join(this.uploadsDir, name);
      if (existsSync(target) || !existsSync(upload)) continue;
      mkdirSync(dirname(target), { recursive: true });
      cpSync(upload, target);
    }
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
    // A draft saved before drafts named their base has none: null, as for a new file.
    const base = typeof value['base'] === 'string' ? value['base'] : null;
    const baseText = typeof value['baseText'] === 'string' ? value['baseText'] : null;
    return typeof path === 'string' && typeof body === 'string' && typeof savedBy === 'string' && typeof savedAt === 'string' ? { path, text: body, base, baseText, savedBy, savedAt } : undefined;
  } catch {
    return undefined;
  }
}
