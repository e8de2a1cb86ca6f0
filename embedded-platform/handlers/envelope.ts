import { HttpResponse } from 'msw';

/** The platform's one response shape (issue 3). */
export interface Envelope {
  success: boolean;
  value: unknown;
  errorCode?: string;
  message?: string;
}

export function ok(value: unknown): Response {
  return HttpResponse.json({ success: true, value } satisfies Envelope);
}

/**
 * A refusal the platform answers with an envelope. Transport-level problems carry an HTTP error
 * status (401 session, 400 merchant/maintenance/bad request); business refusals (wrong password,
 * taken username, …) come back as HTTP 200 with `success: false`, as on live deployments.
 */
export class PlatformFailure extends Error {
  override name = 'PlatformFailure';
  constructor(
    readonly errorCode: string,
    message: string,
    readonly status = 200,
    readonly value: unknown = null,
  ) {
    super(message);
  }

  toResponse(): Response {
    return HttpResponse.json({ success: false, value: this.value, errorCode: this.errorCode, message: this.message } satisfies Envelope, { status: this.status });
  }
}

/** The error codes of issue 3 plus the business codes this platform uses. */
export const ERROR_CODES = {
  notLoggedIn: 'login.not.session',
  notAvailable: 'function.not.available',
  badParameter: 'request_param_err',
  bodyRequired: 'request_body_required',
  systemBusy: '#727',
  roundOpenElsewhere: '#734',
  wrongPassword: 'login.password.incorrect',
  wrongCaptcha: 'captcha.incorrect',
  captchaCheckFailed: 'captcha.check.failed',
  usernameTaken: 'member.username.exists',
  memberNotFound: 'member.not.exist',
  fieldInvalid: 'register.field.invalid',
  affiliateInvalid: 'affiliate.code.invalid',
  smsTooFrequent: 'sms.send.too.frequent',
  smsCodeInvalid: 'sms.code.invalid',
  trialRefused: 'account.trial.not.allowed',
  notAgent: 'account.not.agent',
  insufficientBalance: 'wallet.balance.insufficient',
  gameMaintenance: 'game.maintenance',
  gameNotFound: 'game.not.found',
  oldPasswordWrong: 'member.password.incorrect',
  pointsInsufficient: 'points.insufficient',
  outOfStock: 'goods.out.of.stock',
  alreadyClaimed: 'promotion.already.claimed',
  paymentPasswordWrong: 'payment.password.incorrect',
  depositOutOfRange: 'deposit.amount.out.of.range',
  imageInvalid: 'upload.image.invalid',
  receiptClosed: 'withdraw.receipt.closed',
  payoutRequired: 'withdraw.account.required',
  payoutNumberInvalid: 'payout.account.number.invalid',
  payoutHolderMismatch: 'payout.account.holder.mismatch',
  payoutExists: 'payout.account.exists',
  payoutLimit: 'payout.account.limit',
  contractStatus: 'contract.status.invalid',
} as const;

/** A refusal about one request field: the client shows it under `value.field`. */
export function fieldFailure(errorCode: string, field: string, message: string, status = 200): PlatformFailure {
  return new PlatformFailure(errorCode, message, status, { field });
}

/** request_param_err naming the field at fault. */
export function badField(field: string, message: string): PlatformFailure {
  return fieldFailure(ERROR_CODES.badParameter, field, message, 400);
}

export function badParameter(message: string): PlatformFailure {
  return new PlatformFailure(ERROR_CODES.badParameter, message, 400);
}
