import type { ErrorKey } from '@/i18n/locales/errors-en';

/** The session ended on the platform (logged in elsewhere, expired): HTTP 401. */
export const SESSION_ENDED_CODE = 'login.not.session';

/**
 * Platform error codes (issue 3 wire format) → spec §8 message. Codes not listed keep the
 * platform's own message (`err_unknown` + serverMessage).
 */
const MESSAGE_BY_CODE: Readonly<Record<string, ErrorKey>> = {
  [SESSION_ENDED_CODE]: 'err_not_logged_in',
  'function.not.available': 'err_unavailable',
  '#727': 'err_system_busy',
  '#734': 'err_round_open',
  request_param_err: 'err_request_param',
  request_body_required: 'err_request_body_required',
  // "username/email does not exist" (spec §8): spellings seen for forgot-password and login.
  'member.not.exist': 'err_account_not_found',
  'member.not.found': 'err_account_not_found',
  'user.not.exist': 'err_account_not_found',
  'username.not.exist': 'err_account_not_found',
  'email.not.exist': 'err_account_not_found',
  'account.not.exist': 'err_account_not_found',
  'game.maintenance': 'err_game_maintenance',
  'account.trial.not.allowed': 'err_need_real_account',
  'account.not.agent': 'err_not_agent',
  'affiliate.code.invalid': 'err_affiliate_invalid',
  'captcha.check.failed': 'err_captcha_check',
  'payment.password.incorrect': 'err_payment_password',
  'wallet.balance.insufficient': 'err_insufficient_balance',
  'deposit.amount.out.of.range': 'err_amount_out_of_range',
  'upload.image.invalid': 'err_image_invalid',
  'withdraw.receipt.closed': 'err_receipt_closed',
  'withdraw.account.required': 'err_payout_account_required',
  'payout.account.number.invalid': 'err_payout_number_invalid',
  'payout.account.holder.mismatch': 'err_payout_holder_mismatch',
  'payout.account.exists': 'err_payout_account_exists',
  'payout.account.limit': 'err_payout_account_limit',
  'promotion.already.claimed': 'err_already_claimed',
  'points.insufficient': 'err_points_insufficient',
  'goods.out.of.stock': 'err_out_of_stock',
  'contract.status.invalid': 'err_contract_status',
};

export function messageKeyForCode(errorCode: string | undefined): ErrorKey | undefined {
  return errorCode === undefined ? undefined : MESSAGE_BY_CODE[errorCode];
}
