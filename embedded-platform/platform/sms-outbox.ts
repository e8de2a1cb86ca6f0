import { randomDigits, type RandomSource } from './random';

/** spec §4: the code is valid for expiredMinutes; the front end counts down expiredMinutes × 60 s. */
export const SMS_EXPIRED_MINUTES = 5;
/** A number gets one code a minute; earlier requests are refused (SMS send throttling). */
export const SMS_RESEND_INTERVAL_MS = 60_000;

export class SmsThrottledError extends Error {
  override name = 'SmsThrottledError';
  constructor(readonly retryAfterSeconds: number) {
    super(`SMS already sent, retry in ${retryAfterSeconds}s`);
  }
}

interface SentCode {
  code: string;
  sentAt: number;
}

/** SMS codes by phone number. In mock mode the "SMS" is a console line. */
export class SmsOutbox {
  private readonly sent = new Map<string, SentCode>();

  constructor(
    private readonly random: RandomSource,
    private readonly now: () => number,
    private readonly log: (line: string) => void,
  ) {}

  send(mobileNum: string): string {
    const number = mobileNum.trim();
    const previous = this.sent.get(number);
    if (previous && this.now() - previous.sentAt < SMS_RESEND_INTERVAL_MS) {
      throw new SmsThrottledError(Math.ceil((SMS_RESEND_INTERVAL_MS - (this.now() - previous.sentAt)) / 1000));
    }
    const code = randomDigits(this.random, 6);
    this.sent.set(number, { code, sentAt: this.now() });
    this.log(`[platform sms] code ${code} for ${number} (valid ${SMS_EXPIRED_MINUTES} min)`);
    return code;
  }

  /** Tests and demos read the code the "phone" received. */
  latestFor(mobileNum: string): string | undefined {
    return this.sent.get(mobileNum.trim())?.code;
  }

  verify(mobileNum: string, code: string | undefined): boolean {
    const sent = this.sent.get(mobileNum.trim());
    if (!sent || !code || sent.code !== code.trim()) return false;
    return this.now() - sent.sentAt <= SMS_EXPIRED_MINUTES * 60_000;
  }
}
