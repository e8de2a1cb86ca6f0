/**
 * Counting tries per key (a client, a user name, both) with growing waits: `points` tries in `windowMs`, then the key
 * waits `firstBlockMs`; after each wait it gets one more try, and the next wait is twice as long (up to `maxBlockMs`).
 * A key quiet for a whole window starts over. Kept in memory (a restart forgets), like the sessions.
 *
 * The interface is the shape of `rate-limiter-flexible`'s `RateLimiterMemory` (consume, reward, delete, all
 * promises), so the service can move to that library without touching its callers.
 */

export interface LimitRule {
  points: number;
  windowMs: number;
  firstBlockMs: number;
  maxBlockMs: number;
}

export type Consumed =
  | { allowed: true }
  /** `blockStarted`: this try is the one that started the wait (worth one audit line). */
  | { allowed: false; retryAfterMs: number; blockStarted: boolean };

export interface AttemptLimiter {
  /** Takes one try for the key; refused while the key waits. */
  consume(key: string): Promise<Consumed>;
  /** Gives a try back (it turned out not to be a failure). */
  reward(key: string): Promise<void>;
  /** Forgets the key (a successful sign-in of that name from that client). */
  delete(key: string): Promise<void>;
}

interface Entry {
  tries: number;
  windowStart: number;
  blockedUntil: number;
  /** How many waits in a row this key has had (the next one is 2^blocks times the first). */
  blocks: number;
  lastTry: number;
}

/** More keys than this and the oldest are dropped first (random user names cannot fill the memory). */
const MAX_KEYS = 100_000;

export class MemoryAttemptLimiter implements AttemptLimiter {
  private readonly entries = new Map<string, Entry>();

  constructor(private readonly rule: LimitRule, private readonly now: () => number = Date.now) {}

  consume(key: string): Promise<Consumed> {
    return Promise.resolve(this.take(key));
  }

  private take(key: string): Consumed {
    const now = this.now();
    let entry = this.entries.get(key);
    if (entry && now < entry.blockedUntil) return { allowed: false, retryAfterMs: entry.blockedUntil - now, blockStarted: false };
    if (entry && now - entry.lastTry > this.rule.windowMs + Math.min(this.rule.maxBlockMs, this.rule.firstBlockMs * 2 ** entry.blocks)) entry = undefined;
    if (!entry) {
      entry = { tries: 0, windowStart: now, blockedUntil: 0, blocks: 0, lastTry: now };
      this.remember(key, entry);
    }
    if (entry.blocks === 0 && now - entry.windowStart > this.rule.windowMs) {
      entry.tries = 0;
      entry.windowStart = now;
    }
    entry.lastTry = now;
    if (entry.tries < this.rule.points) {
      entry.tries += 1;
      return { allowed: true };
    }
    const wait = Math.min(this.rule.maxBlockMs, this.rule.firstBlockMs * 2 ** entry.blocks);
    entry.blocks += 1;
    entry.blockedUntil = now + wait;
    // After the wait: one more try, then the next, longer wait.
    entry.tries = this.rule.points - 1;
    return { allowed: false, retryAfterMs: wait, blockStarted: true };
  }

  private remember(key: string, entry: Entry): void {
    if (this.entries.size >= MAX_KEYS) {
      const oldest = this.entries.keys().next();
      if (!oldest.done) this.entries.delete(oldest.value);
    }
    this.entries.set(key, entry);
  }

  reward(key: string): Promise<void> {
    const entry = this.entries.get(key);
    if (entry && entry.tries > 0) entry.tries -= 1;
    return Promise.resolve();
  }

  delete(key: string): Promise<void> {
    this.entries.delete(key);
    return Promise.resolve();
  }
}
