import { useState } from 'react';
import { parseDepositCreated, type DepositCreated } from '@/api/parse/deposit';
import { useTranslation } from '@/i18n/use-translation';
import { Heading, HeadingLevel, useHeadingLevel } from '@/renderer/heading-level';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { recordAnalyticsEvent } from '@/stores/analytics-events';
import { ActionFormView } from '../data-kit/action-form-view';
import { useCurrency } from '../data-kit/data-states';
import { DepositPaymentView } from './payment-view';
import type { DepositCheckoutProps } from './props';
import './deposit-checkout.css';

/**
 * Deposit: the channel and amount form, then — in its place — how to pay the pending deposit the
 * platform answered with. "Make another deposit" brings an empty form back.
 */
export default function DepositCheckout({ props, nodeId }: WidgetProps<DepositCheckoutProps>) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const [deposit, setDeposit] = useState<DepositCreated | undefined>();
  const [unreadable, setUnreadable] = useState(false);
  const headingId = props.title ? `${nodeId}-title` : undefined;
  const level = useHeadingLevel(3);

  // The command bus hands every result over as unknown: it is read here with the API's own parser.
  const paymentOf = (_message: string, value: unknown) => {
    try {
      const created = parseDepositCreated(value, 'deposit');
      setDeposit(created);
      setUnreadable(false);
      // spec §3 analytics: the deposit the platform took (pending until paid), by channel.
      recordAnalyticsEvent('deposit', { value: created.amount, channel: created.channelId });
    } catch {
      setUnreadable(true);
    }
  };

  return (
    <section {...nodeAttributes(nodeId)} className="deposit-checkout" aria-labelledby={headingId}>
      {props.title && <Heading level={level} id={headingId} className="data-title">{t(props.title)}</Heading>}
      {deposit ? (
        // The payment's title is one level under the deposit's.
        <HeadingLevel level={props.title ? level + 1 : level}>
          <DepositPaymentView
            deposit={deposit}
            currency={currency}
            qr={{ size: props.qrSize ?? 200, margin: props.qrMargin ?? 20, level: props.qrLevel ?? 'M' }}
            onNewDeposit={() => setDeposit(undefined)}
          />
        </HeadingLevel>
      ) : (
        <>
          {props.intro && <p className="deposit-checkout__intro">{t(props.intro)}</p>}
          <ActionFormView config={props} idPrefix={nodeId} onDone={paymentOf} />
          {unreadable && (
            <p className="data-notice data-notice--failure" role="alert">
              {t('deposit_pay_unreadable')}
            </p>
          )}
        </>
      )}
    </section>
  );
}
