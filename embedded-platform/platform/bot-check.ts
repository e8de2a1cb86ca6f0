import { besidePlatform } from './beside';
import { randomInt, randomToken, type RandomSource } from './random';

/** Geometry of the slider puzzle (CSS pixels). */
export const BOT_CHECK_WIDTH = 280;
export const BOT_CHECK_HEIGHT = 160;
export const BOT_CHECK_PIECE = 44;
/** How far (px) the piece may land from the notch and still count. */
export const BOT_CHECK_TOLERANCE = 6;
/** A passed check is good for one registration within this time. */
const PASS_LIFETIME_MS = 2 * 60_000;
/** An unanswered challenge expires after this. */
const CHALLENGE_LIFETIME_MS = 5 * 60_000;

export interface BotChallenge {
  challenge: string;
  /** `data:image/svg+xml;base64,…`: the background with the notch cut in. */
  image: string;
  /** `data:image/svg+xml;base64,…`: the piece that slides along the row. */
  piece: string;
  width: number;
  height: number;
  pieceSize: number;
  /** The row the piece slides along (top edge, px). */
  pieceY: number;
}

export interface BotPass {
  validate: string;
  seccode: string;
}

const PALETTES: readonly (readonly [string, string, string])[] = [
  ['#1d3557', '#457b9d', '#f1c453'],
  ['#2b2d42', '#8d99ae', '#ef233c'],
  ['#264653', '#2a9d8f', '#e9c46a'],
  ['#3d405b', '#81b29a', '#f2cc8f'],
];

function svgDataUrl(svg: string): string {
  return `data:image/svg+xml;base64,${btoa(svg)}`;
}

/** Blobs and stripes the eye can match; drawn the same way in the background and in the piece. */
function scenery(random: RandomSource, colours: readonly [string, string, string]): string {
  const [, mid, accent] = colours;
  let shapes = '';
  for (let i = 0; i < 9; i++) {
    const cx = randomInt(random, 0, BOT_CHECK_WIDTH);
    const cy = randomInt(random, 0, BOT_CHECK_HEIGHT);
    const r = randomInt(random, 12, 42);
    shapes += `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${i % 2 ? mid : accent}" fill-opacity="0.7"/>`;
  }
  for (let i = 0; i < 4; i++) {
    const y = randomInt(random, 0, BOT_CHECK_HEIGHT);
    shapes += `<rect x="0" y="${y}" width="${BOT_CHECK_WIDTH}" height="6" fill="${accent}" fill-opacity="0.35" transform="rotate(${randomInt(random, -20, 20)} ${BOT_CHECK_WIDTH / 2} ${y})"/>`;
  }
  return shapes;
}

function drawChallenge(random: RandomSource, notchX: number, pieceY: number): { image: string; piece: string } {
  const colours = PALETTES[randomInt(random, 0, PALETTES.length - 1)] ?? PALETTES[0]!;
  const art = `<rect width="${BOT_CHECK_WIDTH}" height="${BOT_CHECK_HEIGHT}" fill="${colours[0]}"/>${scenery(random, colours)}`;
  const size = BOT_CHECK_PIECE;
  const image = `<svg xmlns="http://www.w3.org/2000/svg" width="${BOT_CHECK_WIDTH}" height="${BOT_CHECK_HEIGHT}" viewBox="0 0 ${BOT_CHECK_WIDTH} ${BOT_CHECK_HEIGHT}">${art}<rect x="${notchX}" y="${pieceY}" width="${size}" height="${size}" rx="6" fill="#000" fill-opacity="0.55" stroke="#fff" stroke-opacity="0.8" stroke-width="2"/></svg>`;
  // The piece shows the art under the notch, so it fits visually when it lands there.
  const piece = `<svg xmlns="http://www.w3.org/2000/svg" width="${size}" height="${size}" viewBox="${notchX} ${pieceY} ${size} ${size}"><defs><clipPath id="p"><rect x="${notchX}" y="${pieceY}" width="${size}" height="${size}" rx="6"/></clipPath></defs><g clip-path="url(#p)">${art}</g><rect x="${notchX + 1}" y="${pieceY + 1}" width="${size - 2}" height="${size - 2}" rx="6" fill="none" stroke="#fff" stroke-width="2"/></svg>`;
  return { image: svgDataUrl(image), piece: svgDataUrl(piece) };
}

/**
 * The geetest-like slider check (spec §3 "geetest fields", §4 "bot check"). The notch position
 * stays here; the client only learns whether its drop was close enough. A challenge answers one
 * drop, right or wrong; a pass (`validate` + `seccode`) is good for one registration for 2 minutes.
 */
export class BotChecks {
  private readonly open = new Map<string, { notchX: number; expiresAt: number }>();
  private readonly passes = new Map<string, BotPass & { expiresAt: number }>();
  private latestNotch: { challenge: string; notchX: number } | undefined;

  constructor(
    private readonly random: RandomSource,
    private readonly now: () => number,
  ) {}

  issue(): BotChallenge {
    const challenge = randomToken(this.random, 32);
    // The notch never starts under the piece's resting place at x = 0.
    const notchX = randomInt(this.random, BOT_CHECK_PIECE + 20, BOT_CHECK_WIDTH - BOT_CHECK_PIECE - 4);
    const pieceY = randomInt(this.random, 8, BOT_CHECK_HEIGHT - BOT_CHECK_PIECE - 8);
    this.open.set(challenge, { notchX, expiresAt: this.now() + CHALLENGE_LIFETIME_MS });
    this.latestNotch = { challenge, notchX };
    return { challenge, ...drawChallenge(this.random, notchX, pieceY), width: BOT_CHECK_WIDTH, height: BOT_CHECK_HEIGHT, pieceSize: BOT_CHECK_PIECE, pieceY };
  }

  /** Tests and demos read the answer they cannot see. */
  latest(): { challenge: string; notchX: number } | undefined {
    return this.latestNotch;
  }

  /** One drop per challenge: a pass when within the tolerance, undefined otherwise. */
  verify(challenge: string | undefined, x: number): BotPass | undefined {
    const entry = challenge ? this.open.get(challenge) : undefined;
    if (!challenge || !entry) return undefined;
    this.open.delete(challenge);
    if (entry.expiresAt <= this.now() || !Number.isFinite(x) || Math.abs(x - entry.notchX) > BOT_CHECK_TOLERANCE) return undefined;
    const pass = { validate: randomToken(this.random, 32), seccode: `${randomToken(this.random, 32)}|jordan` };
    this.passes.set(challenge, { ...pass, expiresAt: this.now() + PASS_LIFETIME_MS });
    return pass;
  }

  /** The geetest fields of a register call: accepted once, within 2 minutes of the pass. */
  consume(challenge: string | undefined, validate: string | undefined, seccode: string | undefined): boolean {
    const pass = challenge ? this.passes.get(challenge) : undefined;
    if (!challenge || !pass || pass.validate !== validate || pass.seccode !== seccode) return false;
    this.passes.delete(challenge);
    return pass.expiresAt > this.now();
  }
}

/** The bot checks of one platform. */
export const botChecksOf = besidePlatform((platform) => new BotChecks(platform.random, platform.now));
