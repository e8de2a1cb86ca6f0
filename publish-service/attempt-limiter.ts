/**
 * Counting tries per key (a client, a user name, both) with growing waits: `points` tries in `windowMs`, then the key
 * waits `firstBlockMs`; after each wait it gets one more try, and the next wait is twice as long (up to `maxBlockMs`).
 * A key quiet for a whole window starts over. Kept in memory (a restart forgets), like the sessions.
 *
 * Counted by `rate-limiter-flexible`'s `RateLimiterMemory` (the login-protection pattern of its docs): one limiter
 * counts the tries of a window and holds the wait (`block`), a second remembers how many waits in a row the key has
 * had, so each wait doubles.
 */
import { RateLimiterMemory } from 'rate-limiter-flexible';


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

/** rate-limiter-flexible counts in whole seconds or parts of them. */
const seconds = (ms: number): number => ms / 1000;

export class FlexibleAttemptLimiter implements AttemptLimiter {
  private readonly tries: RateLimiterMemory;
  private readonly waits: RateLimiterMemory;

  constructor(private readonly rule: LimitRule) {
    this.tries = new RateLimiterMemory({ points: rule.points, duration: seconds(rule.windowMs) });
    this.waits = new RateLimiterMemory({ points: Number.MAX_SAFE_INTEGER, duration: seconds(rule.windowMs + rule.maxBlockMs) });
  }

  async consume(key: string): Promise<Consumed> {
    const counted = await this.tries.get(key);
    // A key in its wait: `block` leaves it one point over the limit until the wait ends.
    if (counted && counted.consumedPoints > this.rule.points) return { allowed: false, retryAfterMs: counted.msBeforeNext, blockStarted: false };
    const waited = await this.waits.get(key);
    // After a wait, one more try; the next failure starts the next, longer wait.
    const allowance = waited ? 1 : this.rule.points;
    const taken = await this.tries.penalty(key);
    if (taken.consumedPoints <= allowance) return { allowed: true };
    const inARow = (waited?.consumedPoints ?? 0) + 1;
    // Remembered for a quiet window past the longest wait, from this wait on.
    await this.waits.set(key, inARow, seconds(this.rule.windowMs + this.rule.maxBlockMs));
    const wait = Math.min(this.rule.maxBlockMs, this.rule.firstBlockMs * 2 ** (inARow - 1));
    await this.tries.block(key, seconds(wait));
    return { allowed: false, retryAfterMs: wait, blockStarted: true };
  }

  async reward(key: string): Promise<void> {
    const counted = await this.tries.get(key);
    if (counted && counted.consumedPoints > 0 && counted.consumedPoints <= this.rule.points) await this.tries.reward(key);
  }

  async delete(key: string): Promise<void> {
    await Promise.all([this.tries.delete(key), this.waits.delete(key)]);
  }
}
