import { useTranslation } from '@/i18n/use-translation';
import type { Cell } from '@/renderer/data/data-types';
import { formatCell, numeric, type CellFormat, type FormatOptions } from './format';
import { DEFAULT_CURRENCY, formatMoney, spokenMoney, type Currency } from './money';

/**
 * An amount on screen: seen as "P 1,500.00", said as "1,500.00 pesos" (issue 38). The shown text stays the element's
 * text; a screen reader reads the name instead (an image of text, named by what it says).
 */
export function MoneyText({ value, currency, className }: { value: number; currency: Currency | string; className?: string | undefined }) {
  const { t } = useTranslation();
  const shown = formatMoney(value, currency);
  if (shown === '—') return <span className={className}>{shown}</span>;
  return (
    <span className={className} role="img" aria-label={spokenMoney(value, currency, t)}>
      {shown}
    </span>
  );
}

/** A cell's value as formatCell shows it; a money value is a MoneyText (said with the currency's name). */
export function CellText({ value, format, options }: { value: Cell | undefined; format: CellFormat; options: FormatOptions }) {
  const amount = format === 'money' && value !== undefined ? numeric(value) : undefined;
  if (amount !== undefined) return <MoneyText value={amount} currency={options.currency ?? DEFAULT_CURRENCY} />;
  return <>{formatCell(value, format, options)}</>;
}
