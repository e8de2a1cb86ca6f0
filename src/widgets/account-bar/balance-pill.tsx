import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useWalletStore } from '@/stores/wallet-store';
import { useRefreshBus } from '@/renderer/data/refresh-bus';
import { Icon } from '../frame-kit/icon';
import { QuietNotice } from '../frame-kit/quiet-notice';
import { formatMoney, spokenMoney } from '../data-kit/money';

/**
 * What the balance's live region says: "balance updating" while it refreshes, then "Balance updated: P 1,000.00" (or
 * "Balance updated" while the player hides the amount), once per refresh. Nothing on the first load, which the header
 * shows as the page draws, and nothing when the player hides or shows the amount (the button says that itself).
 */
function useBalanceAnnouncement(updating: boolean, money: string | undefined, failed: boolean): string {
  const { t } = useTranslation();
  const [said, setSaid] = useState('');
  const loaded = useRef(false);
  const wasUpdating = useRef(updating);
  useEffect(() => {
    const finished = wasUpdating.current && !updating;
    wasUpdating.current = updating;
    if (updating && loaded.current) setSaid(t('balance_updating'));
    else if (finished) {
      // A refresh that failed says so in its own notice, with a retry: nothing "updated" here.
      if (loaded.current) setSaid(failed ? '' : money ? t('balance_updated', { amount: money }) : t('balance_updated_hidden'));
      loaded.current = true;
    }
  }, [updating, money, failed, t]);
  return said;
}

/** spec §2: the balance, hideable as ***, refreshable, "balance updating" while loading; a failed load says so (spec §8) with a retry. */
export function BalancePill() {
  const { t } = useTranslation();
  const { balance, updating, hidden, refresh, toggleHidden, errorKey } = useWalletStore();
  // A command that changes money refreshes the `walletBalances` query by name: the header follows it.
  const refreshed = useRefreshBus((s) => s.versions['walletBalances'] ?? 0);
  useEffect(() => void refresh(), [refresh, refreshed]);
  const currency = balance ? { symbol: balance.currencySymbol, code: balance.currency } : undefined;
  const money = balance && currency ? formatMoney(balance.sumBalance, currency) : undefined;
  // Seen as "P 20,300.00", said as "20,300.00 pesos" (issue 38).
  const spoken = balance && currency ? spokenMoney(balance.sumBalance, currency, t) : undefined;
  const amount = updating ? t('balance_updating') : hidden ? '***' : (money ?? '—');
  const announcement = useBalanceAnnouncement(updating, hidden ? undefined : spoken, !!errorKey);
  return (
    <>
      <div className="balance-pill">
        <span className="visually-hidden">{t('balance')}</span>
        <span className={`balance-pill__amount${updating ? ' balance-pill__amount--updating' : ''}`} data-testid="balance" {...(!updating && !hidden && money && spoken ? { role: 'img', 'aria-label': spoken } : {})}>
          {amount}
        </span>
        <button type="button" className="icon-button" aria-label={t(hidden ? 'balance_show' : 'balance_hide')} aria-pressed={hidden} onClick={toggleHidden}>
          <Icon name={hidden ? 'eyeOff' : 'eye'} size={18} />
        </button>
        <button type="button" className={`icon-button${updating ? ' icon-button--spinning' : ''}`} aria-label={t('balance_refresh')} disabled={updating} onClick={() => void refresh()}>
          <Icon name="refresh" size={18} />
        </button>
      </div>
      {/* Said politely to a screen reader (issue 38): "balance updating" while it refreshes, then the new balance. */}
      <span className="visually-hidden" role="status" data-testid="balance-announcement">{announcement}</span>
      {errorKey && !updating && <QuietNotice testId="balance-notice" what="notice_balance_failed" errorKey={errorKey} busy={false} onRetry={() => void refresh()} />}
    </>
  );
}
