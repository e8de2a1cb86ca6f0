/**
 * The publish service's HTTP API under `/publish-api/` (docs/operators.md, "The publish service"). JSON in and out.
 * A request must name one of the service's host names (`PUBLISH_ALLOWED_HOSTS`). Every request but `health` and
 * sign-in needs a live session (cookie); every state-changing request needs an allowed `Origin` and, once signed
 * in, the session's CSRF token in `X-CSRF-Token`. Every state change and every refusal is a line of the audit log.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { Accounts, type Operator } from './accounts';
import { cookieValue, sameSecret, SESSION_COOKIE, sessionCookie, SessionStore, type Session } from './sessions';
import { parseDraft, parsePublish, parseRollback, parseSignIn } from './requests';
import { pathProblem, type DraftOutcome, type Outcome, type PublishService } from './service';
import { DEFAULT_ACCESS, type AccessConfig, type PublishConfig } from './config';
import type { Parsed } from './guards';
import type { AuditEntry } from './audit-log';
import { cameOverHttps, clientAddress, hostAllowed } from './client';
import { CheckerBusy, PasswordChecker } from './password-checker';
import { SignInGuard } from './sign-in-limits';
import { serveStudio } from './studio-files';

const MAX_BODY_BYTES = 16 * 1024 * 1024;
const PREFIX = '/publish-api';

class HttpError extends Error {
  constructor(readonly status: number, readonly code: string, message: string, readonly headers: Record<string, string> = {}, readonly audited = false) {
    super(message);
  }
}

/** Refusals that get an audit line from the error handler (401 and 404 are answers, not attempts to change anything). */
const AUDITED_REFUSALS = new Set([400, 403, 409, 413, 415, 421, 422, 429, 503]);

/** What the service knows about the request in hand (for its audit lines). */
interface Asking {
  client: string;
  https: boolean;
  who: string | undefined;
  role: string | undefined;
}

function seconds(ms: number): number {
  return Math.max(1, Math.ceil(ms / 1000));
}

function wait(ms: number): string {
  const total = seconds(ms);
  return total < 120 ? `${total} seconds` : `${Math.ceil(total / 60)} minutes`;
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
  if (response.headersSent) {
    response.end();
    return;
  }
  response.writeHead(status, {
    'Content-Type': 'application/json; charset=utf-8',
    'Cache-Control': 'no-store',
    'X-Content-Type-Options': 'nosniff',
    'Referrer-Policy': 'no-referrer',
    'Content-Security-Policy': "default-src 'none'; frame-ancestors 'none'",
    ...headers,
  });
  response.end(text);
}

async function readJson(request: IncomingMessage): Promise<unknown> {
  const type = request.headers['content-type'] ?? '';
  if (!/^application\/json\b/i.test(type)) throw new HttpError(415, 'json-only', 'send the body as application/json');
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'too-large', `the body is over ${MAX_BODY_BYTES} bytes`);
    chunks.push(buffer);
  }
  try {
    return JSON.parse(Buffer.concat(chunks).toString('utf8'));
  } catch {
    throw new HttpError(400, 'bad-json', 'the body is not valid JSON');
  }
}

/**
 * A picture's bytes as sent (any Content-Type: the service reads the type from the bytes). At most `keep` bytes are
 * kept; the rest is read and dropped, so the client hears the 413 rather than a reset; past `MAX_BODY_BYTES` the
 * request is cut off.
 */
async function readBytes(request: IncomingMessage, keep: number): Promise<{ bytes: Buffer; size: number }> {
  const chunks: Buffer[] = [];
  let size = 0;
  let kept = 0;
  for await (const chunk of request) {
    const buffer = Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk));
    size += buffer.length;
    if (size > MAX_BODY_BYTES) throw new HttpError(413, 'too-large', `the body is over ${MAX_BODY_BYTES} bytes`);
    if (kept < keep) {
      const part = buffer.subarray(0, keep - kept);
      chunks.push(part);
      kept += part.length;
    }
  }
  return { bytes: Buffer.concat(chunks), size };
}

function parsed<T>(result: Parsed<T>): T {
  if (!result.ok) throw new HttpError(400, 'bad-request', result.message);
  return result.value;
}

/** A state-changing request must come from the page's own origin (or a listed one); a cross-site one is refused. */
function checkOrigin(request: IncomingMessage, config: PublishConfig): void {
  const origin = request.headers.origin;
  const host = request.headers.host;
  if (request.headers['sec-fetch-site'] === 'cross-site') throw new HttpError(403, 'bad-origin', 'a cross-site request may not change anything');
  if (origin && (config.allowedOrigins.includes(origin) || (host !== undefined && (origin === `http://${host}` || origin === `https://${host}`)))) return;
  throw new HttpError(403, 'bad-origin', origin ? `requests from ${origin} may not change anything` : 'a request that changes something must say its Origin');
}

function outcome(response: ServerResponse, result: Outcome | DraftOutcome): void {
  if (!result.ok) send(response, result.status, { error: result.error, message: result.message, ...(result.problems ? { problems: result.problems } : {}), ...(result.conflicts ? { conflicts: result.conflicts } : {}) });
  else if ('draft' in result) send(response, 200, result.draft);
  else send(response, 201, { publish: result.publish, warnings: result.warnings });
}

/** An uploaded picture's bytes, typed by its sniffed content, never run as a page. */
function sendPicture(response: ServerResponse, picture: { bytes: Buffer; type: string }): void {
  response.writeHead(200, { 'Content-Type': picture.type, 'Content-Length': String(picture.bytes.length), 'Cache-Control': 'private, max-age=31536000, immutable', 'X-Content-Type-Options': 'nosniff', 'Content-Security-Policy': "default-src 'none'; sandbox" });
  response.end(picture.bytes);
}

const sessionBody = (session: Session) => ({ username: session.username, name: session.name, role: session.role, csrfToken: session.csrfToken, expiresAt: new Date(session.expiresAt).toISOString() });

/** Expired sessions nobody used again are audited within this long. */
const SWEEP_MS = 60_000;

export function createPublishServer(service: PublishService, operators: readonly Operator[], config: PublishConfig, access: AccessConfig = DEFAULT_ACCESS): Server {
  const sessions = new SessionStore(config.sessionSeconds, config.now);
  const accounts = Accounts.of(operators);
  const checker = new PasswordChecker(access.hashWorkers, access.hashQueue);
  const guard = new SignInGuard(access.signIn);

  function audit(asking: Asking | undefined, entry: AuditEntry): void {
    service.audit.append({ ...entry, ...(asking ? { client: asking.client } : {}) });
  }

  function expired(session: Session, asking: Asking | undefined): void {
    audit(asking, { who: session.username, role: session.role, action: 'session-expired', what: { expiresAt: new Date(session.expiresAt).toISOString() }, result: 'expired' });
  }

  async function signIn(request: IncomingMessage, response: ServerResponse, asking: Asking): Promise<void> {
    checkOrigin(request, config);
    const { username, password } = parsed(parseSignIn(await readJson(request)));
    asking.who = username;
    const admission = await guard.admit(asking.client, username);
    if (!admission.allowed) {
      const detail = `too many sign-ins of ${admission.scope}: the next try in ${wait(admission.retryAfterMs)}`;
      if (admission.blockStarted) audit(asking, { who: username, action: 'sign-in-limit', what: { scope: admission.scope, waitSeconds: seconds(admission.retryAfterMs) }, result: 'limit hit', detail });
      audit(asking, { who: username, action: 'sign-in', what: {}, result: 'refused', detail });
      throw new HttpError(429, 'locked', `${detail}. Another computer can still sign in.`, { 'Retry-After': String(seconds(admission.retryAfterMs)) }, true);
    }
    let operator: Operator | undefined;
    try {
      operator = await accounts.verify(username, password, (text, hash) => checker.matches(text, hash));
    } catch (error) {
      if (!(error instanceof CheckerBusy)) throw error;
      throw new HttpError(503, 'busy', 'too many sign-ins are being checked: try again in a moment', { 'Retry-After': '1' });
    }
    if (!operator) {
      audit(asking, { who: username, action: 'sign-in', what: {}, result: 'refused', detail: 'wrong user name or password' });
      throw new HttpError(401, 'bad-credentials', 'wrong user name or password');
    }
    await guard.succeeded(asking.client, username);
    const session = sessions.create(operator);
    // The checks' modules load when someone signs in (not at start, beside the dev server's own start), so the first
    // publish does not wait for them.
    void service.warmUp();
    audit(asking, { who: operator.username, role: operator.role, action: 'sign-in', what: { https: asking.https }, result: 'signed in' });
    send(response, 200, sessionBody(session), { 'Set-Cookie': sessionCookie(session.id, config.sessionSeconds, asking.https) });
  }

  function requireSession(request: IncomingMessage, asking: Asking): Session {
    const found = sessions.find(cookieValue(request.headers.cookie, SESSION_COOKIE));
    if ('session' in found) {
      asking.who = found.session.username;
      asking.role = found.session.role;
      return found.session;
    }
    if (found.expired) {
      expired(found.expired, asking);
      throw new HttpError(401, 'session-expired', 'your session has expired: sign in again');
    }
    throw new HttpError(401, 'signed-out', 'sign in first');
  }

  function requireCsrf(request: IncomingMessage, session: Session): void {
    checkOrigin(request, config);
    const header = request.headers['x-csrf-token'];
    if (typeof header !== 'string' || !sameSecret(header, session.csrfToken)) throw new HttpError(403, 'bad-csrf-token', 'the X-CSRF-Token header is missing or wrong: reload and try again');
  }

  function requirePublisher(session: Session, asking: Asking, action: 'publish' | 'rollback', what: Record<string, unknown>): void {
    if (session.role === 'publisher') return;
    audit(asking, { who: session.username, role: session.role, action, what, result: 'forbidden', detail: 'editors save drafts; publishing and rolling back need the publisher role' });
    throw new HttpError(403, 'forbidden', `an editor saves drafts; to ${action === 'publish' ? 'publish' : 'roll back'} you need the publisher role`, {}, true);
  }

  async function route(request: IncomingMessage, response: ServerResponse, asking: Asking): Promise<void> {
    if (!hostAllowed(request.headers.host, access.allowedHosts)) {
      throw new HttpError(421, 'unknown-host', `this service answers to ${access.allowedHosts.join(', ')} only, not to "${String(request.headers.host ?? '')}" (PUBLISH_ALLOWED_HOSTS)`);
    }
    const target = request.url ?? '';
    let url: URL;
    let pathname: string;
    try {
      if (!target.startsWith('/')) throw new URIError('not a path');
      url = new URL(target, 'http://publish.invalid');
      pathname = decodeURIComponent(url.pathname);
    } catch {
      throw new HttpError(400, 'bad-url', 'the address is malformed (a % not followed by two hex digits, or not a path)');
    }
    const method = request.method ?? 'GET';
    const path = pathname.startsWith(`${PREFIX}/`) ? pathname.slice(PREFIX.length) : undefined;
    if (path === undefined) {
      if (access.studioDir && (method === 'GET' || method === 'HEAD') && serveStudio(access.studioDir, config.originDir, url.pathname, request, response)) return;
      throw new HttpError(404, 'not-found', `the publish API is under ${PREFIX}/`);
    }
    const endpoint = `${method} ${path.replace(/^\/publishes\/[^/]+$/, '/publishes/:id').replace(/^\/images\/[^/]+$/, '/images/:name')}`;

    if (endpoint === 'GET /health') return send(response, 200, { ok: true, service: 'croupier-publish', deployed: service.deployedCommit() ?? null });
    if (endpoint === 'POST /session') return signIn(request, response, asking);

    // A published picture is on the site for everyone: the studio shows it to an operator who has not signed in yet
    // (its logo and banners), from the same address it uses for a picture still waiting for its publish.
    if (endpoint === 'GET /images/:name' && !('session' in sessions.find(cookieValue(request.headers.cookie, SESSION_COOKIE)))) {
      const published = service.imageFile(path.slice('/images/'.length), 'published');
      if (published) return sendPicture(response, published);
    }
    const session = requireSession(request, asking);
    if (method !== 'GET' && method !== 'HEAD') requireCsrf(request, session);

    switch (endpoint) {
      case 'GET /session':
        return send(response, 200, sessionBody(session));
      case 'DELETE /session':
        sessions.end(session.id);
        audit(asking, { who: session.username, role: session.role, action: 'sign-out', what: {}, result: 'signed out' });
        return send(response, 200, { signedOut: true }, { 'Set-Cookie': sessionCookie('', 0, asking.https) });
      case 'GET /files':
        return send(response, 200, { files: await service.files() });
      case 'GET /file': {
        const file = url.searchParams.get('path') ?? '';
        const text = await service.file(file);
        if (text === undefined) throw new HttpError(404, 'no-such-file', `${file} is not in the origin`);
        return send(response, 200, { path: file, text });
      }
      case 'GET /drafts':
        return send(response, 200, { drafts: service.drafts() });
      case 'GET /draft': {
        const draft = service.draft(url.searchParams.get('path') ?? '');
        if (!draft) throw new HttpError(404, 'no-draft', 'there is no draft of that file');
        return send(response, 200, draft);
      }
      case 'PUT /draft': {
        const { path: file, text, base } = parsed(parseDraft(await readJson(request)));
        const problem = pathProblem(file);
        if (problem) throw new HttpError(400, 'bad-path', problem);
        return outcome(response, await service.saveDraft(session, file, text, base));
      }
      case 'DELETE /draft': {
        const removed = await service.removeDraft(session, url.searchParams.get('path') ?? '');
        return removed.ok ? send(response, 200, { removed: true }) : outcome(response, removed);
      }
      case 'POST /images': {
        const use = url.searchParams.get('use') === 'favicon' ? 'favicon' : 'picture';
        const declared = Number(request.headers['content-length'] ?? '0');
        if (declared > MAX_BODY_BYTES) throw new HttpError(413, 'too-large', `the body is over ${MAX_BODY_BYTES} bytes`);
        const { bytes, size } = await readBytes(request, service.maxImageBytes + 1);
        const stored = await service.storeImage(session, bytes, use, size);
        return stored.ok ? send(response, 201, stored.image) : send(response, stored.status, { error: stored.error, message: stored.message });
      }
      case 'GET /images/:name': {
        // An uploaded picture before its publish (the studio's preview shows it): for signed-in operators only.
        const picture = service.imageFile(path.slice('/images/'.length));
        if (!picture) throw new HttpError(404, 'no-such-image', 'no such uploaded picture');
        return sendPicture(response, picture);
      }
      case 'GET /publishes':
        return send(response, 200, { publishes: await service.history() });
      case 'GET /publishes/:id': {
        const detail = await service.publication(path.slice('/publishes/'.length));
        if (!detail) throw new HttpError(404, 'no-such-publish', 'no such publish in the history');
        return send(response, 200, detail);
      }
      case 'POST /publishes': {
        const body = parsed(parsePublish(await readJson(request)));
        requirePublisher(session, asking, 'publish', { message: body.message, files: body.files.map((file) => file.path) });
        return outcome(response, await service.publish(session, body));
      }
      case 'POST /rollbacks': {
        const body = parsed(parseRollback(await readJson(request)));
        requirePublisher(session, asking, 'rollback', { to: body.to });
        return outcome(response, await service.rollback(session, body.to, body.base, body.message));
      }
      case 'GET /audit':
        if (session.role !== 'publisher') throw new HttpError(403, 'forbidden', 'the audit log is for publishers');
        return send(response, 200, { entries: service.audit.read() });
      default:
        throw new HttpError(404, 'not-found', `no ${method} ${PREFIX}${path}`);
    }
  }

  const server = createServer((request, response) => {
    const asking: Asking = { client: clientAddress(request, access.trustedProxies), https: config.secureCookies || cameOverHttps(request, access.trustedProxies), who: undefined, role: undefined };
    route(request, response, asking).catch((error: unknown) => {
      if (error instanceof HttpError) {
        if (AUDITED_REFUSALS.has(error.status) && !error.audited) {
          try {
            audit(asking, { who: asking.who ?? 'anonymous', ...(asking.role ? { role: asking.role } : {}), action: 'request', what: { method: request.method ?? '', url: (request.url ?? '').slice(0, 300), host: String(request.headers.host ?? '').slice(0, 200) }, result: 'refused', detail: `${error.status} ${error.code}: ${error.message}` });
          } catch (auditError) {
            console.error('[publish] could not write the audit line of a refusal:', auditError);
          }
        }
        send(response, error.status, { error: error.code, message: error.message }, error.headers);
      } else {
        // The log gets the stack; the answer never does.
        console.error('[publish]', error);
        send(response, 500, { error: 'internal', message: 'the publish service failed; nothing was half-published (see its log)' });
      }
    });
  });
  const sweep = setInterval(() => {
    for (const session of sessions.sweep()) expired(session, undefined);
  }, SWEEP_MS);
  sweep.unref();
  server.on('close', () => {
    clearInterval(sweep);
    void checker.close();
  });
  return server;
}
