import { http, type HttpHandler } from 'msw';
import { accountNumberFits, holderNameFits, MAX_PAYOUT_ACCOUNTS, normaliseAccountNumber, PAYOUT_PROVIDERS, payoutAccountView, providerOf, type PayoutAccount } from '../platform/payout-accounts';
import type { MemberAccount } from '../platform/accounts';
import type { Platform } from '../platform/platform';
import { text } from './body';
import { platformCall, type CallContext } from './call-context';
import { checkPaymentPassword } from './cashier';
import { ERROR_CODES, fieldFailure, ok, PlatformFailure } from './envelope';
import { wps } from './routes';

/** Bound payout accounts: the bank cards and e-wallets a withdrawal is paid to. */
export const PAYOUT_PATHS = {
  accounts: '/withdraw/accounts',
  providers: '/withdraw/providers',
  bindSettings: '/withdraw/accounts/settings',
} as const;

/** A payment password is 6 digits (the register rule for it). */
const PAYMENT_PASSWORD = /^\d{6}$/;

/** The name the bank account must be in: the member's registered full name once there is one. */
function registeredName(member: MemberAccount): string | undefined {
  const name = member.profile.fullName.trim();
  return name === '' ? undefined : name;
}

function accounts(call: CallContext): Response {
  const member = call.realMember();
  return ok(member.payoutAccounts.map(payoutAccountView));
}

/** What the bind form needs: the locked holder name, and whether the member still has to set a payment password. */
function bindSettings(call: CallContext): Response {
  const member = call.realMember();
  const name = registeredName(member);
  return ok({ holderName: name ?? '', holderNameLocked: name !== undefined, hasPaymentPassword: member.paymentPassword !== '', accountCount: member.payoutAccounts.length, maxAccounts: MAX_PAYOUT_ACCOUNTS });
}

/**
 * Binds a bank card or e-wallet (encrypted): the account number in the provider's shape, the holder's name (the
 * registered name when there is one), and the payment password; a member without one sets it here.
 */
async function bind(call: CallContext): Promise<Response> {
  const member = call.realMember();
  const body = await call.decrypted();
  if (member.payoutAccounts.length >= MAX_PAYOUT_ACCOUNTS) throw new PlatformFailure(ERROR_CODES.payoutLimit, `At most ${MAX_PAYOUT_ACCOUNTS} payout accounts`);
  const provider = providerOf(text(body, 'providerCode'));
  if (!provider) throw fieldFailure(ERROR_CODES.fieldInvalid, 'providerCode', 'Choose a bank or e-wallet');
  const number = normaliseAccountNumber(text(body, 'accountNumber') ?? '');
  if (!accountNumberFits(provider, number)) throw fieldFailure(ERROR_CODES.payoutNumberInvalid, 'accountNumber', `Not a ${provider.providerName} account number`);
  const locked = registeredName(member);
  const holderName = locked ?? text(body, 'holderName')?.trim() ?? '';
  if (locked && text(body, 'holderName') !== undefined && text(body, 'holderName')?.trim().toLowerCase() !== locked.toLowerCase()) {
    throw fieldFailure(ERROR_CODES.payoutHolderMismatch, 'holderName', 'The account holder must be the registered name');
  }
  if (!holderNameFits(holderName)) throw fieldFailure(ERROR_CODES.fieldInvalid, 'holderName', 'Invalid account holder name');
  if (member.paymentPassword) {
    checkPaymentPassword(member, text(body, 'paymentPassword'));
  } else {
    const chosen = text(body, 'newPaymentPassword') ?? '';
    if (!PAYMENT_PASSWORD.test(chosen)) throw fieldFailure(ERROR_CODES.fieldInvalid, 'newPaymentPassword', 'The payment password is 6 digits');
    if (text(body, 'confirmPaymentPassword') !== chosen) throw fieldFailure(ERROR_CODES.fieldInvalid, 'confirmPaymentPassword', 'The passwords do not match');
  }
  const taken = call.platform.accounts.all().some((other) => other.payoutAccounts.some((account) => account.providerCode === provider.providerCode && account.accountNumber === number));
  if (taken) throw fieldFailure(ERROR_CODES.payoutExists, 'accountNumber', 'This account is already bound');
  if (!member.paymentPassword) member.paymentPassword = text(body, 'newPaymentPassword') ?? '';
  if (!locked) member.profile.fullName = holderName;
  const account: PayoutAccount = { payoutAccountId: `PA${member.id}${String(member.payoutAccounts.length + 1).padStart(2, '0')}${call.platform.now().toString(36).slice(-3)}`, providerCode: provider.providerCode, accountNumber: number, holderName, boundAt: call.platform.now() };
  member.payoutAccounts.unshift(account);
  return ok(payoutAccountView(account));
}

export function payoutHandlers(platform: Platform): HttpHandler[] {
  return [
    http.get(wps(PAYOUT_PATHS.providers), platformCall(platform, (call) => { call.realMember(); return ok(PAYOUT_PROVIDERS); })),
    http.get(wps(PAYOUT_PATHS.bindSettings), platformCall(platform, bindSettings)),
    http.get(wps(PAYOUT_PATHS.accounts), platformCall(platform, accounts)),
    http.post(wps(PAYOUT_PATHS.accounts), platformCall(platform, bind)),
  ];
}
