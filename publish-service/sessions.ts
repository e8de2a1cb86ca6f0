/**
 * Operator sessions: a random id in an HttpOnly, SameSite=Strict cookie, a random CSRF token the client sends back
 * in `X-CSRF-Token` on every state-changing request, and a fixed lifetime from sign-in. Kept in memory: a restart
 * signs everyone out. Repeated failed sign-ins lock a user name for a while.
 */
import { randomBytes, timingSafeEqual } from 'node:crypto';
import type { Operator, OperatorRole } from './accounts';

export interface Session {
  id: string;
  csrfToken: string;
  username: string;
  name: string;
  role: OperatorRole;
  /** Milliseconds since the epoch. */
  expiresAt: number;
}

export const SESSION_COOKIE = 'croupier_publish_session';
const MAX_FAILURES = 5;
const LOCK_MS = 15 * 60 * 1000;

const token = () => randomBytes(32).toString('base64url');

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export class SessionStore {
  private readonly sessions = new Map<string, Session>();
  private readonly failures = new Map<string, { count: number; since: number }>();

  constructor(private readonly lifetimeSeconds: number, private readonly now: () => number) {}

  create(operator: Operator): Session {
    this.failures.delete(operator.username);
    const session: Session = { id: token(), csrfToken: token(), username: operator.username, name: operator.name, role: operator.role, expiresAt: this.now() + this.lifetimeSeconds * 1000 };
    this.sessions.set(session.id, session);
    return session;
  }

  /** The live session with this id; an expired one is forgotten and reported as such. */
  find(id: string | undefined): { session: Session } | { expired: boolean } {
    if (!id) return { expired: false };
    const session = this.sessions.get(id);
    if (!session) return { expired: false };
    if (session.expiresAt <= this.now()) {
      this.sessions.delete(id);
      return { expired: true };
    }
    return { session };
  }

  end(id: string): void {
    this.sessions.delete(id);
  }

  locked(username: string): boolean {
    const entry = this.failures.get(username);
    if (!entry) return false;
    if (this.now() - entry.since > LOCK_MS) {
      this.failures.delete(username);
      return false;
    }
    return entry.count >= MAX_FAILURES;
  }

  failed(username: string): void {
    const entry = this.failures.get(username);
    if (!entry || this.now() - entry.since > LOCK_MS) this.failures.set(username, { count: 1, since: this.now() });
    else entry.count += 1;
  }
}

/** The cookie that carries the session (cleared with `maxAge` 0). */
export function sessionCookie(value: string, maxAgeSeconds: number, secure: boolean): string {
  return [`${SESSION_COOKIE}=${value}`, 'Path=/publish-api', `Max-Age=${Math.max(0, Math.floor(maxAgeSeconds))}`, 'HttpOnly', 'SameSite=Strict', ...(secure ? ['Secure'] : [])].join('; ');
}

export function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const [key, ...rest] = part.trim().split('=');
    if (key === name) return rest.join('=');
  }
  return undefined;
}
