import { drawCaptchaPng } from './captcha-image';
import { randomDigits, type RandomSource } from './random';

const CAPTCHA_LIFETIME_MS = 5 * 60_000;

/**
 * Issued captcha codes. A real platform ties the code to a cookie; the front end here never
 * sends one, so any live, unused code is accepted once. Good enough to exercise the flow.
 */
export class CaptchaStore {
  private readonly issued = new Map<string, number>();
  private latestCode: string | undefined;

  constructor(
    private readonly random: RandomSource,
    private readonly now: () => number,
  ) {}

  issue(): { code: string; pngBase64: string } {
    const code = randomDigits(this.random, 4);
    this.issued.set(code, this.now() + CAPTCHA_LIFETIME_MS);
    this.latestCode = code;
    return { code, pngBase64: drawCaptchaPng(code, this.random) };
  }

  /** Tests and demos read the code they cannot see. */
  latest(): string | undefined {
    return this.latestCode;
  }

  consume(code: string | undefined): boolean {
    if (!code) return false;
    const expiresAt = this.issued.get(code.trim());
    if (expiresAt === undefined) return false;
    this.issued.delete(code.trim());
    return expiresAt > this.now();
  }
}
