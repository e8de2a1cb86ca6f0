import { randomDigits, type RandomSource } from './random';

/**
 * Login from an unregistered IP (spec §4): the platform asks for one more proof before it opens the
 * session. In the embedded platform, `roamer01` always logs in from an address it does not know.
 */
export const UNREGISTERED_IP_ACCOUNT = 'roamer01';
export const UNREGISTERED_IP_ERROR = 'login.ip.unregistered';
export const VERIFICATION_FAILED_ERROR = 'login.verification.failed';

/** The proofs spec §4 lists, as the platform names them. */
export const VERIFICATION_METHODS = ['phone', 'smsCode', 'email', 'bankAccountName', 'authenticator'] as const;
export type VerificationMethod = (typeof VERIFICATION_METHODS)[number];

/** roamer01's answers (documented in embedded-platform/README.md). The authenticator code is fixed: no clock in a demo. */
export const ROAMER_PROOFS = {
  mobileNum: '9179876543',
  email: 'roamer01@croupier.example',
  bankAccountName: 'Juan Dela Cruz',
  authenticatorCode: '246810',
} as const;

interface PendingLogin {
  account: string;
  expiresAt: number;
}

const TTL_MS = 10 * 60_000;

/** Pending verifications by the one-time token handed to the client with the challenge. */
export class LoginVerifications {
  private readonly pending = new Map<string, PendingLogin>();

  constructor(private readonly random: RandomSource, private readonly now: () => number) {}

  start(account: string): string {
    const token = `verify-${randomDigits(this.random, 12)}`;
    this.pending.set(token, { account, expiresAt: this.now() + TTL_MS });
    return token;
  }

  /** The account a live token belongs to, or undefined for an unknown or expired one. */
  accountOf(token: string): string | undefined {
    const pending = this.pending.get(token);
    if (!pending || pending.expiresAt < this.now()) return undefined;
    return pending.account;
  }

  finish(token: string): void {
    this.pending.delete(token);
  }
}

export function masked(value: string, keepEnd = 4): string {
  return `${'*'.repeat(Math.max(0, value.length - keepEnd))}${value.slice(-keepEnd)}`;
}
