import { randomToken, type RandomSource } from './random';

export interface Session {
  token: string;
  account: string;
  lastSeen: number;
}

/** Idle sessions end, as on the real platform; the next call then gets 401 `login.not.session`. */
export const SESSION_IDLE_LIMIT_MS = 2 * 60 * 60_000;

export class SessionStore {
  private readonly sessions = new Map<string, Session>();

  constructor(
    private readonly random: RandomSource,
    private readonly now: () => number,
  ) {}

  open(account: string): Session {
    const session = { token: randomToken(this.random), account, lastSeen: this.now() };
    this.sessions.set(session.token, session);
    return session;
  }

  /** The live session for a token, refreshing its idle timer; undefined when unknown or expired. */
  touch(token: string | null): Session | undefined {
    if (!token) return undefined;
    const session = this.sessions.get(token.trim());
    if (!session) return undefined;
    if (this.now() - session.lastSeen > SESSION_IDLE_LIMIT_MS) {
      this.sessions.delete(session.token);
      return undefined;
    }
    session.lastSeen = this.now();
    return session;
  }

  close(token: string): void {
    this.sessions.delete(token);
  }

  /** Ends every session of an account, e.g. after a password change. */
  closeAllOf(account: string): void {
    for (const session of [...this.sessions.values()]) if (session.account === account) this.sessions.delete(session.token);
  }
}
