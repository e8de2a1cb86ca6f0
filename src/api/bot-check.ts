import { number, object, string, type Parsed } from './parse/parsers';
import { call } from './request';

const parseBotChallenge = object({
  challenge: string,
  /** Data URL of the background with the notch. */
  image: string,
  /** Data URL of the piece that slides along the row. */
  piece: string,
  width: number,
  height: number,
  pieceSize: number,
  pieceY: number,
});

/** One slider puzzle of the bot check (spec §4): the notch position stays on the platform. */
export type BotChallenge = Parsed<typeof parseBotChallenge>;

const parseBotPass = object({ validate: string, seccode: string });

/** The geetest fields a passed bot check adds to the register (and SMS) payloads (spec §3). */
export interface GeetestFields {
  geetestChallenge: string;
  geetestValidate: string;
  geetestSeccode: string;
}

/** GET /wps/captcha/bot: a fresh slider puzzle. */
export function getBotChallenge(): Promise<BotChallenge> {
  return call({ method: 'GET', path: '/wps/captcha/bot' }, parseBotChallenge);
}

/**
 * POST /wps/captcha/bot/verify: where the piece was dropped (left edge, px). A drop close enough
 * to the notch resolves the geetest fields (single use, 2 minutes); any other drop rejects with
 * `captcha.check.failed` and the challenge is spent.
 */
export async function verifyBotChallenge(challenge: string, x: number): Promise<GeetestFields> {
  const pass = await call({ method: 'POST', path: '/wps/captcha/bot/verify', body: { challenge, x: Math.round(x) } }, parseBotPass);
  return { geetestChallenge: challenge, geetestValidate: pass.validate, geetestSeccode: pass.seccode };
}
