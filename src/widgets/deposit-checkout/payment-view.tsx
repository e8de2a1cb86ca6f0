import { useEffect, useId, useRef, useState, type MouseEvent } from 'react';
import { QRCodeSVG } from 'qrcode.react';
import type { BankTransferPayment, DepositCreated, QrCodePayment, RedirectPayment } from '@/api/deposit';
import { Heading, useHeadingLevel } from '@/renderer/heading-level';
import { useTranslation } from '@/i18n/use-translation';
import { useRunAction } from '@/renderer/action-context';
import { isAllowedUrl } from '@/schema/url-policy';
import { formatCell, formatMoney } from '../data-kit/format';
import { spokenMoney } from '../data-kit/money';
import { MoneyText } from '../data-kit/money-text';
import { currencyDecimals, type Currency } from '../data-kit/money';
import { CopyRow } from './copy-row';

export interface QrLook {
  size: number;
  margin: number;
  level: 'L' | 'M' | 'Q' | 'H';
}

interface ViewProps {
  deposit: DepositCreated;
  currency: Currency;
  qr: QrLook;
  onNewDeposit: () => void;
  /** Leaves the site for a same-window payment page (window.location.assign). */
  onLeave?: (url: string) => void;
}

function clock(epochMs: number): string {
  const date = new Date(epochMs);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/** The time to pay by: alone when it falls on the day of the deposit, else with its date (a 23:50 deposit due at 00:20). */
function deadline(expiresAt: number, createdAt: number, options: Parameters<typeof formatCell>[2]): string {
  return new Date(expiresAt).toDateString() === new Date(createdAt).toDateString() ? clock(expiresAt) : formatCell(expiresAt, 'datetime', options);
}

/** The plain figure a bank or wallet app takes ("1000.00"), not the shown "P 1,000.00". */
function typedAmount(amount: number, currency: Currency): string {
  return amount.toFixed(currencyDecimals(currency.code));
}

function BankTransfer({ payment, deposit, currency }: { payment: BankTransferPayment; deposit: DepositCreated; currency: Currency }) {
  const { t } = useTranslation();
  return (
    <>
      <p className="pay-lead">{t('deposit_pay_bank_lead', { amount: spokenMoney(deposit.amount, currency, t) })}</p>
      <dl className="pay-rows">
        <CopyRow label={t('deposit_pay_bank_name')} shown={payment.bankName} />
        {payment.branch && <CopyRow label={t('deposit_pay_branch')} shown={payment.branch} />}
        <CopyRow label={t('deposit_pay_account_name')} shown={payment.accountName} />
        <CopyRow label={t('deposit_pay_account_number')} shown={payment.accountNumber} copied={payment.accountNumber.replace(/\s+/g, '')} strong />
        <CopyRow label={t('deposit_pay_amount')} shown={formatMoney(deposit.amount, currency)} spoken={spokenMoney(deposit.amount, currency, t)} copied={typedAmount(deposit.amount, currency)} strong />
        <CopyRow label={t('deposit_pay_reference')} shown={payment.reference} strong />
      </dl>
      <p className="pay-warning">{t('deposit_pay_bank_reference_note')}</p>
    </>
  );
}

/** A phone (narrow or touch): its own screen shows the code, so it cannot scan it; a computer's can be scanned. */
const PHONE_QUERY = '(max-width: 767px), (pointer: coarse)';

function onPhone(): boolean {
  return typeof window.matchMedia === 'function' && window.matchMedia(PHONE_QUERY).matches;
}

function QrCode({ payment, deposit, currency, qr }: { payment: QrCodePayment; deposit: DepositCreated; currency: Currency; qr: QrLook }) {
  const { t } = useTranslation();
  const amount = formatMoney(deposit.amount, currency);
  // The steps and the code's title are sentences: the amount is written there with the currency's name (issue 38).
  const said = spokenMoney(deposit.amount, currency, t);
  const [device] = useState(() => (onPhone() ? 'phone' : 'desktop'));
  return (
    <div className="pay-qr">
      <figure className="pay-qr__code" style={{ padding: qr.margin }}>
        <QRCodeSVG value={payment.qrContent} size={qr.size} level={qr.level} marginSize={0} bgColor="#ffffff" fgColor="#0d0f1a" title={t('deposit_pay_qr_title', { channel: deposit.channelName, amount: said })} data-qr-value={payment.qrContent} />
        <figcaption className="pay-qr__amount"><MoneyText value={deposit.amount} currency={currency} /></figcaption>
      </figure>
      <div className="pay-qr__steps">
        {payment.payeeName && <p className="pay-qr__payee">{t('deposit_pay_qr_payee', { payee: payment.payeeName })}</p>}
        <ol className="pay-steps">
          <li>{t(`deposit_pay_qr_step_open_${device}`, { channel: deposit.channelName })}</li>
          <li>{t(`deposit_pay_qr_step_scan_${device}`, { amount: said })}</li>
          <li>{t('deposit_pay_qr_step_confirm')}</li>
        </ol>
        <dl className="pay-rows">
          <CopyRow label={t('deposit_pay_amount')} shown={amount} spoken={said} copied={typedAmount(deposit.amount, currency)} strong />
        </dl>
      </div>
    </div>
  );
}

function PaymentPage({ payment, deposit, currency, onLeave }: { payment: RedirectPayment; deposit: DepositCreated; currency: Currency; onLeave: (url: string) => void }) {
  const { t } = useTranslation();
  const amount = spokenMoney(deposit.amount, currency, t);
  const runAction = useRunAction();
  const allowed = isAllowedUrl(payment.url);
  const url = allowed ? new URL(payment.url, window.location.origin).toString() : undefined;
  const leaves = payment.target === 'SAME_WINDOW';

  useEffect(() => {
    if (!allowed) console.warn('[croupier deposit] payment URL refused by the URL policy: not http(s) or a path on this site');
    // Once per answer: the deposit's URL does not change while this view shows it.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  if (!url) {
    return (
      <div className="pay-refused" role="alert">
        <p>{t('err_invalid_payment_url')}</p>
        <button type="button" className="data-button" onClick={() => runAction({ type: 'customerService' })}>
          {t('deposit_pay_contact_cs')}
        </button>
      </div>
    );
  }
  return (
    <div className="pay-redirect">
      {/* The player leaves only by choice, told first where to and how to come back. */}
      <p className="pay-lead">{t(leaves ? 'deposit_pay_redirect_leaving' : 'deposit_pay_redirect_lead', { channel: deposit.channelName, amount })}</p>
      <a
        className="data-button pay-redirect__button"
        href={url}
        {...(leaves
          ? {
              onClick: (event: MouseEvent<HTMLAnchorElement>) => {
                event.preventDefault();
                onLeave(url);
              },
            }
          : { target: '_blank', rel: 'noopener noreferrer' })}
      >
        {t(leaves ? 'deposit_pay_redirect_continue' : 'deposit_pay_redirect_open', { channel: deposit.channelName })}
        {!leaves && <span aria-hidden="true"> ↗</span>}
      </a>
      <p className="pay-hint">{t(leaves ? 'deposit_pay_redirect_back' : 'deposit_pay_redirect_hint', { channel: deposit.channelName })}</p>
    </div>
  );
}

/**
 * How to pay a deposit just made, whatever the platform answered (a typed union, parsed at the API
 * boundary): a bank account with a copy button per value, a QR code with the amount and steps, or the
 * channel's payment page (new tab, or the whole window) — its URL only through the one URL policy.
 */
export function DepositPaymentView({ deposit, currency, qr, onNewDeposit, onLeave = (url) => window.location.assign(url) }: ViewProps) {
  const { t } = useTranslation();
  const headingRef = useRef<HTMLHeadingElement>(null);
  const headingId = useId();
  const headingLevel = useHeadingLevel(3);
  const { payment } = deposit;
  // The form the player used is gone: their focus goes to what replaced it.
  useEffect(() => headingRef.current?.focus(), []);
  const created = formatCell(deposit.createdAt, 'datetime', { t, currency });
  return (
    <section className="pay" aria-labelledby={headingId} data-payment-type={payment.type}>
      <header className="pay__header">
        <Heading level={headingLevel} id={headingId} ref={headingRef} tabIndex={-1} className="pay__title">
          {t('deposit_pay_title', { channel: deposit.channelName })}
        </Heading>
        <span className="data-status pay__status">{t('status_pending')}</span>
      </header>
      <dl className="pay-facts">
        <div>
          <dt>{t('deposit_pay_amount')}</dt>
          <dd className="pay-facts__amount">
            <MoneyText value={deposit.amount} currency={currency} />
          </dd>
        </div>
        <div>
          <dt>{t('deposit_no')}</dt>
          <dd>{deposit.depositId}</dd>
        </div>
        <div>
          <dt>{t('txn_time')}</dt>
          <dd>{created}</dd>
        </div>
        {deposit.expiresAt !== undefined && (
          <div>
            <dt>{t('deposit_pay_by')}</dt>
            <dd>{deadline(deposit.expiresAt, deposit.createdAt, { t, currency })}</dd>
          </div>
        )}
      </dl>
      <div className="pay__body">
        {payment.type === 'BANK_TRANSFER' ? (
          <BankTransfer payment={payment} deposit={deposit} currency={currency} />
        ) : payment.type === 'QR_CODE' ? (
          <QrCode payment={payment} deposit={deposit} currency={currency} qr={qr} />
        ) : (
          <PaymentPage payment={payment} deposit={deposit} currency={currency} onLeave={onLeave} />
        )}
      </div>
      <p className="pay-hint">{t('deposit_pay_pending_note')}</p>
      <div className="data-form__buttons">
        <button type="button" className="data-button data-button--secondary" onClick={onNewDeposit}>
          {t('deposit_pay_again')}
        </button>
      </div>
    </section>
  );
}
