/**
 * How the embedded platform asks a member to pay a deposit, per channel (each kind a real cashier
 * answers): a bank account to transfer to, a QR code to scan, or the channel's own payment page in a
 * new tab or in place of the site. The payment pages are the platform's stand-ins under
 * /platform-assets/pay/ (see handlers/asset-pages.ts).
 */
export type PaymentKind = 'bank' | 'qr' | 'newTab' | 'sameWindow';

export const DEPOSIT_PAYMENT_KINDS: Readonly<Record<string, PaymentKind>> = {
  bank: 'bank',
  gcash: 'qr',
  maya: 'newTab',
  '711': 'sameWindow',
};

/** Minutes a deposit waits for its payment before the platform cancels it. */
export const PAYMENT_WINDOW_MINUTES: Readonly<Record<PaymentKind, number>> = { bank: 30, qr: 15, newTab: 15, sameWindow: 60 };

/** The operator's collection account for bank transfers. */
export const COLLECTION_ACCOUNT = {
  bankName: 'BDO Unibank',
  accountName: 'Croupier Gaming Services Inc.',
  accountNumber: '0061 2345 6789',
  branch: 'Makati – Ayala Avenue',
} as const;

export const QR_PAYEE = 'Croupier Gaming Services';

export interface PendingDeposit {
  depositId: string;
  channelId: string;
  channelName: string;
  amount: number;
}

/** The short code a member types as the transfer's remark, so the operator can match the payment. */
export function depositReference(depositId: string): string {
  return `CRP-${depositId.slice(-6).toUpperCase()}`;
}

function tlv(id: string, value: string): string {
  return `${id}${String(value.length).padStart(2, '0')}${value}`;
}

/** CRC-16/CCITT-FALSE, the checksum EMV QR codes end with. */
function crc16(data: string): string {
  let crc = 0xffff;
  for (const char of data) {
    crc ^= char.charCodeAt(0) << 8;
    for (let bit = 0; bit < 8; bit++) crc = crc & 0x8000 ? ((crc << 1) ^ 0x1021) & 0xffff : (crc << 1) & 0xffff;
  }
  return crc.toString(16).toUpperCase().padStart(4, '0');
}

/** A dynamic QR Ph (EMVCo merchant-presented) payload for the amount, as a wallet app would scan it. */
export function qrPhPayload(deposit: PendingDeposit): string {
  const body = [
    tlv('00', '01'),
    tlv('01', '12'),
    tlv('27', tlv('00', 'com.p2pqrpay') + tlv('01', 'GXCHPHM2XXX') + tlv('03', '217020000012345678')),
    tlv('52', '7995'),
    tlv('53', '608'),
    tlv('54', deposit.amount.toFixed(2)),
    tlv('58', 'PH'),
    tlv('59', QR_PAYEE.toUpperCase()),
    tlv('60', 'MAKATI'),
    tlv('62', tlv('05', depositReference(deposit.depositId))),
  ].join('');
  const signed = `${body}6304`;
  return signed + crc16(signed);
}

/** The embedded stand-in for the channel's checkout page (a real platform answers the gateway's https URL). */
export function paymentPageUrl(deposit: PendingDeposit): string {
  const query = new URLSearchParams({ deposit: deposit.depositId, amount: deposit.amount.toFixed(2), channel: deposit.channelName });
  return `/platform-assets/pay/${encodeURIComponent(deposit.channelId)}?${query.toString()}`;
}

/** The `payment` member of POST /wps/deposit's answer for this channel. */
export function paymentFor(kind: PaymentKind, deposit: PendingDeposit) {
  switch (kind) {
    case 'bank':
      return { type: 'BANK_TRANSFER', ...COLLECTION_ACCOUNT, reference: depositReference(deposit.depositId) } as const;
    case 'qr':
      return { type: 'QR_CODE', qrContent: qrPhPayload(deposit), payeeName: QR_PAYEE } as const;
    case 'newTab':
      return { type: 'REDIRECT', url: paymentPageUrl(deposit), target: 'NEW_TAB' } as const;
    case 'sameWindow':
      return { type: 'REDIRECT', url: paymentPageUrl(deposit), target: 'SAME_WINDOW' } as const;
  }
}
