import type { Platform } from './platform';
import { randomToken } from './random';
import { besidePlatform } from './beside';
import { SmsThrottledError } from './sms-outbox';

/**
 * A stand-in for a third-party phone verification service (Firebase Authentication's phone sign-in,
 * spec §3 `firebaseChannel`/`firebaseIdToken`): it texts a code to an E.164 number, trades the code
 * for an ID token, and lets the platform check that token at registration.
 */

/** The code's session is good for this long (the front end counts down one minute before a resend). */
const SESSION_LIFETIME_MS = 5 * 60_000;
/** ID tokens last an hour, as Firebase's do. */
const ID_TOKEN_LIFETIME_MS = 60 * 60_000;

export type PhoneAuthFailure = 'INVALID_PHONE_NUMBER' | 'TOO_MANY_ATTEMPTS_TRY_LATER' | 'INVALID_SESSION_INFO' | 'SESSION_EXPIRED' | 'INVALID_CODE';

export class PhoneAuthError extends Error {
  override name = 'PhoneAuthError';
  constructor(readonly failure: PhoneAuthFailure) {
    super(failure);
  }
}

interface CodeSession {
  phoneNumber: string;
  expiresAt: number;
}

export class PhoneAuth {
  private readonly sessions = new Map<string, CodeSession>();
  private readonly idTokens = new Map<string, { phoneNumber: string; expiresAt: number }>();

  constructor(private readonly platform: Platform) {}

  /** Texts a code (through the platform's SMS log) and returns the session it belongs to. */
  sendCode(phoneNumber: string): string {
    if (!/^\+[1-9][0-9]{7,14}$/.test(phoneNumber)) throw new PhoneAuthError('INVALID_PHONE_NUMBER');
    try {
      this.platform.sms.send(phoneNumber);
    } catch (error) {
      if (error instanceof SmsThrottledError) throw new PhoneAuthError('TOO_MANY_ATTEMPTS_TRY_LATER');
      throw error;
    }
    const sessionInfo = randomToken(this.platform.random, 40);
    this.sessions.set(sessionInfo, { phoneNumber, expiresAt: this.platform.now() + SESSION_LIFETIME_MS });
    return sessionInfo;
  }

  /** The ID token for a right code; a session is used up by its first right code. */
  confirmCode(sessionInfo: string | undefined, code: string | undefined): { idToken: string; phoneNumber: string } {
    const session = sessionInfo ? this.sessions.get(sessionInfo) : undefined;
    if (!sessionInfo || !session) throw new PhoneAuthError('INVALID_SESSION_INFO');
    if (session.expiresAt <= this.platform.now()) throw new PhoneAuthError('SESSION_EXPIRED');
    if (!this.platform.sms.verify(session.phoneNumber, code)) throw new PhoneAuthError('INVALID_CODE');
    this.sessions.delete(sessionInfo);
    const idToken = randomToken(this.platform.random, 48);
    this.idTokens.set(idToken, { phoneNumber: session.phoneNumber, expiresAt: this.platform.now() + ID_TOKEN_LIFETIME_MS });
    return { idToken, phoneNumber: session.phoneNumber };
  }

  /** What the platform asks at registration: the verified number behind a live ID token. */
  verifiedPhone(idToken: string | undefined): string | undefined {
    const token = idToken ? this.idTokens.get(idToken) : undefined;
    if (!token || token.expiresAt <= this.platform.now()) return undefined;
    return token.phoneNumber;
  }
}

/** The phone verification service beside one platform. */
export const phoneAuthOf = besidePlatform((platform) => new PhoneAuth(platform));
