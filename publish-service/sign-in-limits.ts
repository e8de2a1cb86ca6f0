/**
 * How many sign-ins a stranger gets, so that guessing is slow and nobody can lock an operator out from elsewhere:
 * - one user name from one client: `perClientAndName` tries, then that client waits (1 minute, then 2, 4, … up to 15);
 *   the same name from another client is not affected (tests/publish/sign-in.test.ts);
 * - one client, any names: `perClient` tries (a client trying many names with one password);
 * - one user name from all clients together: `perName` tries (guessing spread over many addresses), except from a
 *   client this operator has signed in from before (since the service started): strangers with many addresses can
 *   slow a name down for new computers, never for the ones its operator uses.
 * Each try is counted before the password is checked (parallel guesses are counted too) and given back when it
 * succeeds. The limiters sit behind `AttemptLimiter` (attempt-limiter.ts).
 */
import type { SignInLimits } from './config';
import { FlexibleAttemptLimiter, type AttemptLimiter, type LimitRule } from './attempt-limiter';

export type LimitScope = 'this user name from this client' | 'this client' | 'this user name';

export type Admission = { allowed: true } | { allowed: false; retryAfterMs: number; scope: LimitScope; blockStarted: boolean };

/** Computers remembered per user name (the newest ones). */
const KNOWN_CLIENTS = 20;
/** User names whose computers are remembered (the accounts file is small; random names never sign in). */
const KNOWN_NAMES = 1_000;

export class SignInGuard {
  private readonly known = new Map<string, string[]>();
  private readonly pair: AttemptLimiter;
  private readonly client: AttemptLimiter;
  private readonly name: AttemptLimiter;

  constructor(limits: SignInLimits, make: (rule: LimitRule) => AttemptLimiter = (rule) => new FlexibleAttemptLimiter(rule)) {
    const rule = (points: number): LimitRule => ({ points, windowMs: limits.windowSeconds * 1000, firstBlockMs: limits.firstDelaySeconds * 1000, maxBlockMs: limits.maxDelaySeconds * 1000 });
    this.pair = make(rule(limits.perClientAndName));
    this.client = make(rule(limits.perClient));
    this.name = make(rule(limits.perName));
  }

  /** Takes a try for this client and name, or says which limit holds it back and for how long. */
  async admit(client: string, username: string): Promise<Admission> {
    const steps: [AttemptLimiter, string, LimitScope][] = [
      [this.pair, `${client}\n${username}`, 'this user name from this client'],
      [this.client, client, 'this client'],
      ...(this.known.get(username)?.includes(client) ? [] : [[this.name, username, 'this user name'] as [AttemptLimiter, string, LimitScope]]),
    ];
    const taken: [AttemptLimiter, string][] = [];
    for (const [limiter, key, scope] of steps) {
      const result = await limiter.consume(key);
      if (!result.allowed) {
        // Tries the other limits counted for this refused one are given back.
        for (const [earlier, earlierKey] of taken) await earlier.reward(earlierKey);
        return { allowed: false, retryAfterMs: result.retryAfterMs, scope, blockStarted: result.blockStarted };
      }
      taken.push([limiter, key]);
    }
    return { allowed: true };
  }

  /** The right password: this name from this client starts over, and the client's try is given back. */
  async succeeded(client: string, username: string): Promise<void> {
    await this.pair.delete(`${client}\n${username}`);
    await this.client.reward(client);
    await this.name.delete(username);
    const clients = [client, ...(this.known.get(username) ?? []).filter((known) => known !== client)].slice(0, KNOWN_CLIENTS);
    this.known.delete(username);
    if (this.known.size >= KNOWN_NAMES) {
      const oldest = this.known.keys().next();
      if (!oldest.done) this.known.delete(oldest.value);
    }
    this.known.set(username, clients);
  }
}
