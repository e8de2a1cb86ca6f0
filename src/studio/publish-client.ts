/**
 * The studio's one way to the publish service (publish-service/, docs/operators.md "The publish service"): every call,
 * its answer parsed member by member (no casts), every refusal turned into a `PublishFailure` the panel words for an
 * operator. The service is on the studio's own origin (`/publish-api`, proxied by the dev and preview servers), so its
 * SameSite=Strict session cookie travels with each call; state-changing calls carry the session's CSRF token.
 */
import { array, boolean, isRecord, literal, number, object, optional, string, type Parser } from '@/api/parse/parsers';
import { textVersion } from './text-version';

export type OperatorRole = 'editor' | 'publisher';

/** Who is signed in (the service's session, without its token). */
export interface Operator {
  username: string;
  name: string;
  role: OperatorRole;
  expiresAt: string;
}

export interface ServerDraft {
  path: string;
  text: string;
  /** The text of the file the draft's edit began from (null: a new file, or a draft saved before drafts kept it). */
  baseText: string | null;
  savedBy: string;
  savedAt: string;
}

export type FileStatus = 'added' | 'modified' | 'deleted';

export interface PublishSummary {
  id: string;
  shortId: string;
  kind: 'publish' | 'rollback' | 'import';
  author: { username: string; name: string };
  date: string;
  message: string;
  merchant: string | undefined;
  rolledBackTo: string | undefined;
  files: { path: string; status: FileStatus }[];
  deployed: boolean;
}

export interface PublishDetail extends PublishSummary {
  /** Per file: its unified diff, and its texts before and after the publish (null: absent, or an older service). */
  diff: { path: string; status: FileStatus; patch: string; before: string | null; after: string | null }[];
}

/** One reason the resulting origin would break the site, by file and JSON pointer. */
export interface PublishProblem {
  file: string;
  pointer: string;
  message: string;
}

export interface Published {
  publish: PublishSummary;
  /** Copy without TY and the like: published anyway, worth saying. */
  warnings: PublishProblem[];
}

export interface FileToPublish {
  path: string;
  text: string;
  /** The file's text when the edit began (null: a new file): the service refuses the change if it changed since. */
  baseText: string | null;
}

/** A file published since the operator's edit began: what it is now, who made it so and when. */
export interface Conflict {
  /** As the request named it (in its scope), and in the origin. */
  path: string;
  file: string;
  /** The text now (null: removed since). */
  text: string | null;
  changedBy: { username: string; name: string } | null;
  changedAt: string | null;
  publish: string | null;
  message: string | null;
}

/** Why a call did not do what it asked, in the terms the panel speaks. */
export type PublishFailure =
  | { kind: 'unreachable' }
  | { kind: 'signed-out' }
  | { kind: 'session-expired' }
  | { kind: 'bad-credentials' }
  | { kind: 'locked' }
  | { kind: 'forbidden'; message: string }
  | { kind: 'checks-failed'; message: string; problems: PublishProblem[] }
  | { kind: 'no-change'; message: string }
  | { kind: 'conflict'; message: string; conflicts: Conflict[] }
  | { kind: 'not-your-draft'; message: string }
  | { kind: 'refused'; status: number; code: string; message: string }
  | { kind: 'malformed'; message: string };

export type PublishResult<T> = { ok: true; value: T } | { ok: false; failure: PublishFailure };

const parseRole: Parser<OperatorRole> = literal('editor', 'publisher');
const parseSession = object({ username: string, name: string, role: parseRole, csrfToken: string, expiresAt: string });
const nullableString: Parser<string | null> = (input, path) => (input === null ? null : string(input, path));
const parseDraft = object({ path: string, text: string, baseText: (input: unknown, path: string) => (input === undefined ? null : nullableString(input, path)), savedBy: string, savedAt: string });
const parseConflict: Parser<Conflict> = object({
  path: string,
  file: string,
  text: nullableString,
  changedBy: (input: unknown, path: string) => (input === null ? null : object({ username: string, name: string })(input, path)),
  changedAt: nullableString,
  publish: nullableString,
  message: nullableString,
});
const parseStatus: Parser<FileStatus> = literal('added', 'modified', 'deleted');
const parseFiles = array(object({ path: string, status: parseStatus }));
const summaryShape = {
  id: string,
  shortId: string,
  kind: literal('publish', 'rollback', 'import'),
  author: object({ username: string, name: string }),
  date: string,
  message: string,
  merchant: optional(string),
  rolledBackTo: optional(string),
  files: parseFiles,
  deployed: boolean,
};
const parseSummary: Parser<PublishSummary> = object(summaryShape);
// `before` / `after` (the file's texts, for the history's words) came with issue 41: a service from before sends none.
const maybeText: Parser<string | null> = (input, path) => (input === undefined ? null : nullableString(input, path));
const parseDetail: Parser<PublishDetail> = object({ ...summaryShape, diff: array(object({ path: string, status: parseStatus, patch: string, before: maybeText, after: maybeText })) });
const parseProblem: Parser<PublishProblem> = object({ file: string, pointer: string, message: string });
const parsePublished: Parser<Published> = object({ publish: parseSummary, warnings: array(parseProblem) });
const parseErrorBody = object({ error: string, message: string });

/** A refusal's body as the service words it; anything else (a proxy's error page) means the service is not there. */
function failureOf(status: number, body: unknown): PublishFailure {
  if (!isRecord(body) || typeof body['error'] !== 'string') return status >= 500 || status === 404 ? { kind: 'unreachable' } : { kind: 'refused', status, code: 'unknown', message: `HTTP ${status}` };
  const { error, message } = parseErrorBody(body, 'error');
  if (status === 401 && error === 'session-expired') return { kind: 'session-expired' };
  if (status === 401 && error === 'bad-credentials') return { kind: 'bad-credentials' };
  if (status === 401) return { kind: 'signed-out' };
  if (status === 429 && error === 'locked') return { kind: 'locked' };
  if (status === 403 && error === 'forbidden') return { kind: 'forbidden', message };
  if (status === 403 && error === 'not-your-draft') return { kind: 'not-your-draft', message };
  if (status === 409 && error === 'no-change') return { kind: 'no-change', message };
  if (status === 409 && error === 'stale-base') return { kind: 'conflict', message, conflicts: array(parseConflict)(body['conflicts'], 'conflicts') };
  if (status === 422 && error === 'checks-failed') {
    const problems = array(parseProblem)(body['problems'], 'problems');
    return { kind: 'checks-failed', message, problems };
  }
  return { kind: 'refused', status, code: error, message };
}

/** A picture the service took (publish-service/images.ts): named by `url` in a document, live with its publish. */
export interface UploadedImage {
  path: string;
  url: string;
  type: string;
  bytes: number;
}

const parseImage: Parser<UploadedImage> = object({ path: string, url: string, type: string, bytes: number });

export interface PublishClient {
  /** Who is signed in on this browser (a reloaded studio restores its session this way). */
  session: () => Promise<PublishResult<Operator>>;
  signIn: (username: string, password: string) => Promise<PublishResult<Operator>>;
  signOut: () => Promise<PublishResult<void>>;
  drafts: () => Promise<PublishResult<ServerDraft[]>>;
  /** `baseText`: the file's text when the edit began (null: a new file). */
  saveDraft: (path: string, text: string, baseText: string | null) => Promise<PublishResult<ServerDraft>>;
  removeDraft: (path: string) => Promise<PublishResult<void>>;
  publish: (request: { message: string; merchant?: string; files: readonly FileToPublish[] }) => Promise<PublishResult<Published>>;
  history: () => Promise<PublishResult<PublishSummary[]>>;
  publication: (id: string) => Promise<PublishResult<PublishDetail>>;
  /** `base`: the id of the publish the operator saw deployed when they chose to roll back. */
  rollback: (to: string, base: string) => Promise<PublishResult<Published>>;
  /** Uploads a picture (its bytes as they are; the service reads the type from them). `favicon` also takes ICO. */
  uploadImage: (file: Blob, use: 'picture' | 'favicon') => Promise<PublishResult<UploadedImage>>;
}

/**
 * A client of the service at `base` (the studio's `/publish-api`). It keeps the CSRF token of the session it saw
 * last (from sign-in or `session()`), and forgets it on sign-out or when the service says the session is over.
 */
export function createPublishClient(base = '/publish-api', fetchImpl: typeof fetch = (...args) => fetch(...args)): PublishClient {
  let csrfToken: string | undefined;

  async function call<T>(method: 'GET' | 'POST' | 'PUT' | 'DELETE', path: string, parse: Parser<T>, body?: unknown): Promise<PublishResult<T>> {
    const headers: Record<string, string> = { Accept: 'application/json' };
    if (body !== undefined) headers['Content-Type'] = body instanceof Blob ? 'application/octet-stream' : 'application/json';
    if (method !== 'GET' && csrfToken !== undefined) headers['X-CSRF-Token'] = csrfToken;
    let response: Response;
    try {
      response = await fetchImpl(`${base}${path}`, { method, headers, credentials: 'same-origin', cache: 'no-store', ...(body === undefined ? {} : { body: body instanceof Blob ? body : JSON.stringify(body) }) });
    } catch {
      return { ok: false, failure: { kind: 'unreachable' } };
    }
    let json: unknown;
    try {
      json = await response.json();
    } catch {
      json = undefined;
    }
    try {
      if (!response.ok) {
        const failure = failureOf(response.status, json);
        if (failure.kind === 'session-expired' || failure.kind === 'signed-out') csrfToken = undefined;
        return { ok: false, failure };
      }
      return { ok: true, value: parse(json, 'answer') };
    } catch (error) {
      return { ok: false, failure: { kind: 'malformed', message: error instanceof Error ? error.message : String(error) } };
    }
  }

  const operatorOf = (result: PublishResult<{ username: string; name: string; role: OperatorRole; csrfToken: string; expiresAt: string }>): PublishResult<Operator> => {
    if (!result.ok) return result;
    const { csrfToken: token, ...operator } = result.value;
    csrfToken = token;
    return { ok: true, value: operator };
  };
  const nothing: Parser<void> = () => undefined;
  const query = (path: string) => `?path=${encodeURIComponent(path)}`;

  return {
    session: async () => operatorOf(await call('GET', '/session', parseSession)),
    signIn: async (username, password) => operatorOf(await call('POST', '/session', parseSession, { username, password })),
    signOut: async () => {
      const result = await call('DELETE', '/session', nothing);
      csrfToken = undefined;
      return result;
    },
    drafts: () => call('GET', '/drafts', object({ drafts: array(parseDraft) })).then((result) => (result.ok ? { ok: true, value: result.value.drafts } : result)),
    saveDraft: (path, text, baseText) => call('PUT', '/draft', parseDraft, { path, text, base: baseText === null ? null : textVersion(baseText) }),
    removeDraft: (path) => call('DELETE', `/draft${query(path)}`, nothing),
    publish: ({ message, merchant, files }) => call('POST', '/publishes', parsePublished, { message, ...(merchant === undefined ? {} : { merchant }), files: files.map(({ path, text, baseText }) => ({ path, text, base: baseText === null ? null : textVersion(baseText) })) }),
    history: () => call('GET', '/publishes', object({ publishes: array(parseSummary) })).then((result) => (result.ok ? { ok: true, value: result.value.publishes } : result)),
    publication: (id) => call('GET', `/publishes/${encodeURIComponent(id)}`, parseDetail),
    rollback: (to, base) => call('POST', '/rollbacks', parsePublished, { to, base }),
    uploadImage: (file, use) => call('POST', `/images${use === 'favicon' ? '?use=favicon' : ''}`, parseImage, file),
  };
}
