/**
 * The publish service's HTTP API under `/publish-api/` (docs/operators.md, "The publish service"). JSON in and out.
 * Every request but `health` and sign-in needs a live session (cookie); every state-changing request needs an
 * allowed `Origin` and, once signed in, the session's CSRF token in `X-CSRF-Token`.
 */
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import { verifyOperator, type Operator } from './accounts';
import { cookieValue, sameSecret, SESSION_COOKIE, sessionCookie, SessionStore, type Session } from './sessions';
import { parseDraft, parsePublish, parseRollback, parseSignIn } from './requests';
import { pathProblem, type DraftOutcome, type Outcome, type PublishService } from './service';
import type { PublishConfig } from './config';
import type { Parsed } from './guards';

const MAX_BODY_BYTES = 16 * 1024 * 1024;
const PREFIX = '/publish-api';

class HttpError extends Error {
  constructor(readonly status: number, readonly code: string, message: string) {
    super(message);
  }
}

function send(response: ServerResponse, status: number, body: unknown, headers: Record<string, string> = {}): void {
  const text = JSON.stringify(body);
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

const sessionBody = (session: Session) => ({ username: session.username, name: session.name, role: session.role, csrfToken: session.csrfToken, expiresAt: new Date(session.expiresAt).toISOString() });

export function createPublishServer(service: PublishService, operators: readonly Operator[], config: PublishConfig): Server {
  const sessions = new SessionStore(config.sessionSeconds, config.now);

  async function signIn(request: IncomingMessage, response: ServerResponse): Promise<void> {
    checkOrigin(request, config);
    const { username, password } = parsed(parseSignIn(await readJson(request)));
    if (sessions.locked(username)) {
      service.audit.append({ who: username, action: 'sign-in', what: {}, result: 'refused', detail: 'too many failed sign-ins' });
      throw new HttpError(429, 'locked', 'too many failed sign-ins: try again in 15 minutes');
    }
    const operator = await verifyOperator(operators, username, password);
    if (!operator) {
      sessions.failed(username);
      service.audit.append({ who: username, action: 'sign-in', what: {}, result: 'refused', detail: 'wrong user name or password' });
      throw new HttpError(401, 'bad-credentials', 'wrong user name or password');
    }
    const session = sessions.create(operator);
    // The checks' modules load when someone signs in (not at start, beside the dev server's own start), so the first
    // publish does not wait for them.
    void service.warmUp();
    service.audit.append({ who: operator.username, role: operator.role, action: 'sign-in', what: {}, result: 'signed in' });
    send(response, 200, sessionBody(session), { 'Set-Cookie': sessionCookie(session.id, config.sessionSeconds, config.secureCookies) });
  }

  function requireSession(request: IncomingMessage): Session {
    const found = sessions.find(cookieValue(request.headers.cookie, SESSION_COOKIE));
    if ('session' in found) return found.session;
    if (found.expired) throw new HttpError(401, 'session-expired', 'your session has expired: sign in again');
    throw new HttpError(401, 'signed-out', 'sign in first');
  }

  function requireCsrf(request: IncomingMessage, session: Session): void {
    checkOrigin(request, config);
    const header = request.headers['x-csrf-token'];
    if (typeof header !== 'string' || !sameSecret(header, session.csrfToken)) throw new HttpError(403, 'bad-csrf-token', 'the X-CSRF-Token header is missing or wrong: reload and try again');
  }

  function requirePublisher(session: Session, action: 'publish' | 'rollback', what: Record<string, unknown>): void {
    if (session.role === 'publisher') return;
    service.audit.append({ who: session.username, role: session.role, action, what, result: 'forbidden', detail: 'editors save drafts; publishing and rolling back need the publisher role' });
    throw new HttpError(403, 'forbidden', `an editor saves drafts; to ${action === 'publish' ? 'publish' : 'roll back'} you need the publisher role`);
  }

  async function route(request: IncomingMessage, response: ServerResponse): Promise<void> {
    const url = new URL(request.url ?? '/', 'http://publish.invalid');
    const method = request.method ?? 'GET';
    const path = url.pathname.startsWith(`${PREFIX}/`) ? url.pathname.slice(PREFIX.length) : undefined;
    if (path === undefined) throw new HttpError(404, 'not-found', `the publish API is under ${PREFIX}/`);
    const endpoint = `${method} ${path.replace(/^\/publishes\/[^/]+$/, '/publishes/:id')}`;

    if (endpoint === 'GET /health') return send(response, 200, { ok: true, service: 'croupier-publish', deployed: service.deployedCommit() ?? null });
    if (endpoint === 'POST /session') return signIn(request, response);

    const session = requireSession(request);
    if (method !== 'GET' && method !== 'HEAD') requireCsrf(request, session);

    switch (endpoint) {
      case 'GET /session':
        return send(response, 200, sessionBody(session));
      case 'DELETE /session':
        sessions.end(session.id);
        service.audit.append({ who: session.username, role: session.role, action: 'sign-out', what: {}, result: 'signed out' });
        return send(response, 200, { signedOut: true }, { 'Set-Cookie': sessionCookie('', 0, config.secureCookies) });
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
      case 'GET /publishes':
        return send(response, 200, { publishes: await service.history() });
      case 'GET /publishes/:id': {
        const detail = await service.publication(decodeURIComponent(path.slice('/publishes/'.length)));
        if (!detail) throw new HttpError(404, 'no-such-publish', 'no such publish in the history');
        return send(response, 200, detail);
      }
      case 'POST /publishes': {
        const body = parsed(parsePublish(await readJson(request)));
        requirePublisher(session, 'publish', { message: body.message, files: body.files.map((file) => file.path) });
        return outcome(response, await service.publish(session, body));
      }
      case 'POST /rollbacks': {
        const body = parsed(parseRollback(await readJson(request)));
        requirePublisher(session, 'rollback', { to: body.to });
        return outcome(response, await service.rollback(session, body.to, body.base, body.message));
      }
      case 'GET /audit':
        if (session.role !== 'publisher') throw new HttpError(403, 'forbidden', 'the audit log is for publishers');
        return send(response, 200, { entries: service.audit.read() });
      default:
        throw new HttpError(404, 'not-found', `no ${method} ${PREFIX}${path}`);
    }
  }

  return createServer((request, response) => {
    route(request, response).catch((error: unknown) => {
      if (error instanceof HttpError) send(response, error.status, { error: error.code, message: error.message });
      else {
        console.error('[publish]', error);
        send(response, 500, { error: 'internal', message: 'the publish service failed; nothing was half-published (see its log)' });
      }
    });
  });
}
