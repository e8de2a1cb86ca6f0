import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useSessionStore } from '@/stores/session-store';
import { formatBalance, useWalletStore } from '@/stores/wallet-store';

function AccountSummary() {
  const { t } = useTranslation();
  const account = useSessionStore((s) => s.account);
  const balance = useWalletStore((s) => s.balance);
  return (
    <dl className="centre__facts">
      <div><dt>{t('mc_account')}</dt><dd>{account ?? '—'}</dd></div>
      <div><dt>{t('mc_total_balance')}</dt><dd>{balance ? formatBalance(balance) : '—'}</dd></div>
    </dl>
  );
}

function Wallets() {
  const { t } = useTranslation();
  const { balance, refresh } = useWalletStore();
  useEffect(() => void refresh(), [refresh]);
  if (!balance) return <p className="centre__muted">{t('mc_loading')}</p>;
  return (
    <table className="centre__table">
      <caption>{t('mc_wallets')}</caption>
      <tbody>
        {balance.balance.map((wallet) => (
          <tr key={wallet.accountTypeId}>
            <th scope="row">{wallet.accountTypeName ?? `#${wallet.accountTypeId}`}</th>
            <td>{balance.currencySymbol} {wallet.availBalance.toLocaleString('en-PH', { minimumFractionDigits: 2 })}</td>
          </tr>
        ))}
      </tbody>
      <tfoot>
        <tr><th scope="row">{t('mc_total_balance')}</th><td>{formatBalance(balance)}</td></tr>
      </tfoot>
    </table>
  );
}

/** The selected centre page. Account and wallet pages show live data; the others are reached through the same menu. */
export function CentrePage({ page, title }: { page: string; title: string }) {
  const { t } = useTranslation();
  return (
    <div className="centre__content" data-centre-page={page}>
      <h3 className="centre__title">{title}</h3>
      {page === 'securityCenter' && <AccountSummary />}
      {page === 'transferFund' && <Wallets />}
      {page !== 'securityCenter' && page !== 'transferFund' && <p className="centre__muted">{t('mc_page_intro')}</p>}
    </div>
  );
}
