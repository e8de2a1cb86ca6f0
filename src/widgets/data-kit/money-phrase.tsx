import { useTranslation } from '@/i18n/use-translation';
import { formatMoney, spokenMoney, type Currency } from './money';

/**
 * A short label around an amount on a card ("Min bet P 3.00", "won P 500.00"): seen with the figure, said with the
 * currency's name ("Min bet 3.00 pesos"), as MoneyText. `phrase` is the label's text for a given amount. Its own
 * module: the home page's games do not download the cells' formats for it.
 */
export function MoneyPhrase({ value, currency, phrase, className }: { value: number; currency: Currency | string; phrase: (amount: string) => string; className?: string | undefined }) {
  const { t } = useTranslation();
  const shown = formatMoney(value, currency);
  if (shown === '—') return <span className={className}>{phrase(shown)}</span>;
  return (
    <span className={className} role="img" aria-label={phrase(spokenMoney(value, currency, t))}>
      {phrase(shown)}
    </span>
  );
}
