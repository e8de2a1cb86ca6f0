import { describe, expect, it } from 'vitest';
import { parseDepositCreated } from '@/api/parse/deposit';
import { ApiError } from '@/api/errors/api-error';

const created = (payment: unknown) => ({ depositId: 'T1001', status: 'pending', amount: '1500', channelId: 'bank', channelName: 'Bank transfer', createdAt: 1_764_000_000_000, expiresAt: 1_764_001_800_000, payment });

function refusal(value: unknown): ApiError {
  try {
    parseDepositCreated(value, 'deposit');
  } catch (error) {
    if (error instanceof ApiError) return error;
    throw error;
  }
  throw new Error('the answer was accepted');
}

describe('POST /wps/deposit answer: the pending deposit and how to pay it, as a typed union', () => {
  it('a bank transfer: the account to pay to and the reference; the amount read from a numeric string', () => {
    const deposit = parseDepositCreated(created({ type: 'BANK_TRANSFER', bankName: 'BDO Unibank', accountName: 'Croupier Gaming Services Inc.', accountNumber: 61234567, reference: 'CRP-000001', extra: 'dropped' }), 'deposit');
    expect(deposit.amount).toBe(1500);
    expect(deposit.payment).toEqual({ type: 'BANK_TRANSFER', bankName: 'BDO Unibank', accountName: 'Croupier Gaming Services Inc.', accountNumber: '61234567', reference: 'CRP-000001', branch: undefined });
  });

  it('a QR code: the text the code holds and the payee', () => {
    const deposit = parseDepositCreated(created({ type: 'QR_CODE', qrContent: '000201010212', payeeName: 'Croupier' }), 'deposit');
    expect(deposit.payment).toEqual({ type: 'QR_CODE', qrContent: '000201010212', payeeName: 'Croupier' });
  });

  it('a payment page: a new tab unless the platform says the same window', () => {
    expect(parseDepositCreated(created({ type: 'REDIRECT', url: 'https://pay.example/checkout/1' }), 'deposit').payment).toEqual({ type: 'REDIRECT', url: 'https://pay.example/checkout/1', target: 'NEW_TAB' });
    expect(parseDepositCreated(created({ type: 'REDIRECT', url: '/pay/1', target: 'SAME_WINDOW' }), 'deposit').payment).toMatchObject({ target: 'SAME_WINDOW' });
  });

  it('an unknown kind of payment is malformed, naming the field and the kinds it knows', () => {
    const error = refusal(created({ type: 'CRYPTO', address: '0xabc' }));
    expect(error.messageKey).toBe('err_malformed');
    expect(String(error.cause)).toContain('deposit.payment.type: expected "BANK_TRANSFER" | "QR_CODE" | "REDIRECT", got string');
  });

  it('a payment without its kind, or an inherited one ("constructor"), is malformed', () => {
    expect(String(refusal(created({ url: 'https://pay.example' })).cause)).toContain('deposit.payment.type');
    expect(String(refusal(created({ type: 'constructor' })).cause)).toContain('deposit.payment.type');
  });

  it('nothing to pay to is malformed: an empty account number, a missing QR text, a URL that is not text', () => {
    expect(String(refusal(created({ type: 'BANK_TRANSFER', bankName: 'BDO', accountName: 'C', accountNumber: '  ', reference: 'R' })).cause)).toContain('deposit.payment.accountNumber: expected a non-empty value');
    expect(String(refusal(created({ type: 'QR_CODE' })).cause)).toContain('deposit.payment.qrContent');
    expect(String(refusal(created({ type: 'REDIRECT', url: { href: 'x' } })).cause)).toContain('deposit.payment.url');
  });

  it('a deposit that is not pending, or has no payment at all, is malformed', () => {
    expect(String(refusal({ ...created({ type: 'QR_CODE', qrContent: 'x' }), status: 'success' }).cause)).toContain('deposit.status');
    expect(String(refusal({ depositId: 'T1', status: 'pending' }).cause)).toContain('deposit.amount');
  });
});
