/**
 * Where a withdrawal is paid: the member's bound payout accounts (bank cards and e-wallets). The platform keeps
 * the whole number; members only ever see it masked. A member binds one before the first withdrawal.
 */

export type PayoutKind = 'bank' | 'ewallet';

/** A bank or e-wallet the operator pays out to, with the shape of its account numbers. */
export interface PayoutProvider {
  providerCode: string;
  providerName: string;
  kind: PayoutKind;
}

export interface PayoutAccount {
  payoutAccountId: string;
  providerCode: string;
  /** The whole number: never sent to the member. */
  accountNumber: string;
  holderName: string;
  boundAt: number;
}

export const PAYOUT_PROVIDERS: readonly PayoutProvider[] = [
  { providerCode: 'GCASH', providerName: 'GCash', kind: 'ewallet' },
  { providerCode: 'MAYA', providerName: 'Maya', kind: 'ewallet' },
  { providerCode: 'BDO', providerName: 'BDO Unibank', kind: 'bank' },
  { providerCode: 'BPI', providerName: 'BPI', kind: 'bank' },
  { providerCode: 'MBTC', providerName: 'Metrobank', kind: 'bank' },
  { providerCode: 'LBP', providerName: 'LANDBANK', kind: 'bank' },
  { providerCode: 'UBP', providerName: 'UnionBank', kind: 'bank' },
  { providerCode: 'SECB', providerName: 'Security Bank', kind: 'bank' },
];

/** At most this many accounts per member (a real operator's limit; the bind form says so). */
export const MAX_PAYOUT_ACCOUNTS = 5;

/** Bank account numbers: 10–16 digits. E-wallets: the wallet's mobile number, 09 and 9 digits. */
const NUMBER_RULES: Record<PayoutKind, RegExp> = {
  bank: /^\d{10,16}$/,
  ewallet: /^09\d{9}$/,
};

/** The holder's name as on the bank's records: letters, spaces, dots, hyphens and apostrophes, 2–40. */
const HOLDER_NAME = /^[A-Za-z][A-Za-z .'-]{1,39}$/;

export function providerOf(code: string | undefined): PayoutProvider | undefined {
  return PAYOUT_PROVIDERS.find((provider) => provider.providerCode === code);
}

/** Spaces and dashes people type between digit groups do not count. */
export function normaliseAccountNumber(typed: string): string {
  return typed.replace(/[\s-]/g, '');
}

export function accountNumberFits(provider: PayoutProvider, number: string): boolean {
  return NUMBER_RULES[provider.kind].test(number);
}

export function holderNameFits(name: string): boolean {
  return HOLDER_NAME.test(name.trim());
}

/** What the member sees of a number: its last four digits. */
export function maskNumber(number: string): string {
  return `•••• ${number.slice(-4)}`;
}

/** One account as the platform lists it to its member: masked, with the bank's or wallet's name. */
export function payoutAccountView(account: PayoutAccount) {
  const provider = providerOf(account.providerCode);
  return {
    payoutAccountId: account.payoutAccountId,
    kind: provider?.kind ?? 'bank',
    providerCode: account.providerCode,
    providerName: provider?.providerName ?? account.providerCode,
    maskedNumber: maskNumber(account.accountNumber),
    holderName: account.holderName,
    boundAt: account.boundAt,
  };
}

/** "BDO Unibank •••• 4321": how a withdrawal names where it was paid. */
export function payoutLabel(account: PayoutAccount): string {
  return `${providerOf(account.providerCode)?.providerName ?? account.providerCode} ${maskNumber(account.accountNumber)}`;
}

/** player01's accounts: a bank card and an e-wallet, bound well before the platform's start. */
export function seededPayoutAccounts(memberId: number, holderName: string, boundBefore: number): PayoutAccount[] {
  return [
    { payoutAccountId: `PA${memberId}02`, providerCode: 'GCASH', accountNumber: '09171234567', holderName, boundAt: boundBefore - 20 * 86_400_000 },
    { payoutAccountId: `PA${memberId}01`, providerCode: 'BDO', accountNumber: '004530014321', holderName, boundAt: boundBefore - 90 * 86_400_000 },
  ];
}

/** vip01's one bank account. */
export function vipPayoutAccounts(memberId: number, boundBefore: number): PayoutAccount[] {
  return [{ payoutAccountId: `PA${memberId}01`, providerCode: 'BPI', accountNumber: '3189006655', holderName: 'Maria Santos', boundAt: boundBefore - 200 * 86_400_000 }];
}
