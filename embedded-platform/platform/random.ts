/** A random source in [0, 1): Math.random's shape, so callers can inject a seeded one. */
export type RandomSource = () => number;

/**
 * mulberry32: tiny, fast and good enough for fixtures. The data set is generated from a fixed
 * seed so the same scenario shows the same games and notices on every run (snapshots stay stable).
 */
export function createSeededRandom(seed: number): RandomSource {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

export function randomInt(random: RandomSource, min: number, max: number): number {
  return min + Math.floor(random() * (max - min + 1));
}

export function pickOne<T>(random: RandomSource, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('[platform] pickOne called with an empty list');
  return item;
}

export function randomDigits(random: RandomSource, length: number): string {
  let digits = '';
  for (let i = 0; i < length; i++) digits += String(randomInt(random, 0, 9));
  return digits;
}

const TOKEN_ALPHABET = 'abcdefghijklmnopqrstuvwxyz0123456789';

export function randomToken(random: RandomSource, length = 32): string {
  let token = '';
  for (let i = 0; i < length; i++) token += TOKEN_ALPHABET[Math.floor(random() * TOKEN_ALPHABET.length)] ?? 'x';
  return token;
}
