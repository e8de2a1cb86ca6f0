/**
 * Operator sessions: a random id in an HttpOnly, SameSite=Strict cookie, a random CSRF token the client sends back
 * in `X-CSRF-Token` on every state-changing request, and a fixed lifetime from sign-in. Kept in memory: a restart
 * signs everyone out. Failed sign-ins are limited in sign-in-limits.ts.
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

const token = () => randomBytes(32).toString('base64url');

export function sameSecret(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

export class SessionStore {
  private readonly sessions = new Map<string, Session>();

  constructor(private readonly lifetimeSeconds: number, private readonly now: () => number) {}

  create(operator: Operator): Session {
    const session: Session = { id: token(), csrfToken: token(), username: operator.username, name: operator.name, role: operator.role, expiresAt: this.now() + this.lifetimeSeconds * 1000 };
    this.sessions.set(session.id, session);
    return session;
  }

  /** The live session with this id; an expired one is forgotten and returned as such (once). */
  find(id: string | undefined): { session: Session } | { expired: Session | undefined } {
    if (!id) return { expired: undefined };
    const session = this.sessions.get(id);
    if (!session) return { expired: undefined };
    if (session.expiresAt <= this.now()) {
      this.sessions.delete(id);
      return { expired: session };
    }
    return { session };
  }

  /** Forgets every expired session and returns them (each is audited once, when found or swept). */
  sweep(): Session[] {
    const now = this.now();
    const expired = [...this.sessions.values()].filter((session) => session.expiresAt <= now);
    for (const session of expired) this.sessions.delete(session.id);
    return expired;
  }

  end(id: string): void {
    this.sessions.delete(id);
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
