import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useWalletStore } from '@/stores/wallet-store';
import { useRefreshBus } from '@/renderer/data/refresh-bus';
import { Icon } from '../frame-kit/icon';
import { QuietNotice } from '../frame-kit/quiet-notice';
import { formatMoney } from '../data-kit/money';

/** spec §2: the balance, hideable as ***, refreshable, "balance updating" while loading; a failed load says so (spec §8) with a retry. */
export function BalancePill() {
  const { t } = useTranslation();
  const { balance, updating, hidden, refresh, toggleHidden, errorKey } = useWalletStore();
  // A command that changes money refreshes the `walletBalances` query by name: the header follows it.
  const refreshed = useRefreshBus((s) => s.versions['walletBalances'] ?? 0);
  useEffect(() => void refresh(), [refresh, refreshed]);
  const amount = updating ? t('balance_updating') : hidden ? '***' : balance ? formatMoney(balance.sumBalance, { symbol: balance.currencySymbol, code: balance.currency }) : '—';
  return (
    <>
      <div className="balance-pill" aria-live="polite">
        <span className="visually-hidden">{t('balance')}</span>
        <output className="balance-pill__amount" data-testid="balance">{amount}</output>
        <button type="button" className="icon-button" aria-label={t(hidden ? 'balance_show' : 'balance_hide')} aria-pressed={hidden} onClick={toggleHidden}>
          <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} />
        </button>
        <button type="button" className={`icon-button${updating ? ' icon-button--spinning' : ''}`} aria-label={t('balance_refresh')} disabled={updating} onClick={() => void refresh()}>
          <Icon name="refresh" size={18} />
        </button>
      </div>
      {errorKey && !updating && <QuietNotice testId="balance-notice" what="notice_balance_failed" errorKey={errorKey} busy={false} onRetry={() => void refresh()} />}
    </>
  );
}
