import { ApiError } from '../errors/api-error';
import { literal, map, number, object, optional, string, text, variant, withDefault, type Parsed } from './parsers';

/** A deposit channel with the amounts it takes. */
export const parseDepositChannel = object({
  channelId: text,
  name: string,
  kind: literal('BANK', 'EWALLET', 'OTC'),
  minAmount: number,
  maxAmount: number,
});
export type DepositChannel = Parsed<typeof parseDepositChannel>;

/** Text a player must read or copy: an empty value would leave them with nothing to pay to. */
const filled = map(text, (value, path) => {
  if (value.trim() === '') throw ApiError.malformed(path, 'expected a non-empty value');
  return value;
});

/** Pay by bank transfer to this account, with the reference as the transfer's remark. */
const parseBankTransfer = object({
  type: literal('BANK_TRANSFER'),
  bankName: filled,
  accountName: filled,
  accountNumber: filled,
  reference: filled,
  branch: optional(string),
});

/** Pay by scanning this code with the channel's app (the text the code holds, e.g. a QR Ph payload). */
const parseQrCode = object({
  type: literal('QR_CODE'),
  qrContent: filled,
  payeeName: optional(string),
});

/** Pay on the channel's own page: in a new tab, or by leaving the site (same window). */
const parseRedirect = object({
  type: literal('REDIRECT'),
  url: filled,
  target: withDefault(literal('NEW_TAB', 'SAME_WINDOW'), 'NEW_TAB'),
});

export type BankTransferPayment = Parsed<typeof parseBankTransfer>;
export type QrCodePayment = Parsed<typeof parseQrCode>;
export type RedirectPayment = Parsed<typeof parseRedirect>;
/** How the player pays a deposit they just made: whichever the platform answers for the channel. */
export type DepositPayment = BankTransferPayment | QrCodePayment | RedirectPayment;

export const parseDepositPayment = variant<DepositPayment>('type', {
  BANK_TRANSFER: parseBankTransfer,
  QR_CODE: parseQrCode,
  REDIRECT: parseRedirect,
});

/**
 * POST /wps/deposit's answer: the pending deposit and how to pay it. The URL of a redirect is only
 * text here: the view follows it only through the URL policy.
 */
export const parseDepositCreated = object({
  depositId: text,
  status: literal('pending'),
  amount: number,
  channelId: text,
  channelName: string,
  /** Epoch ms. */
  createdAt: number,
  /** Epoch ms: pay before this, or the platform cancels the deposit. */
  expiresAt: optional(number),
  payment: parseDepositPayment,
});
export type DepositCreated = Parsed<typeof parseDepositCreated>;
