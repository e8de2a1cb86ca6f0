import type { Row } from '@/renderer/data/data-types';
import { formatMoney, type Currency } from './money';

/**
 * The values a confirmation question may name: the row's fields and what was typed, as `{{field}}`, and every
 * number also as money, `{{fieldMoney}}` ("Withdrawal {{withdrawId}} of {{amountMoney}}").
 */
export function confirmParams(row: Row | undefined, typed: Readonly<Record<string, string | undefined>>, currency: Currency): Record<string, string> {
  const params: Record<string, string> = {};
  const add = (name: string, value: unknown) => {
    if (typeof value === 'number' && Number.isFinite(value)) {
      params[name] = String(value);
      params[`${name}Money`] = formatMoney(value, currency);
    } else if (typeof value === 'string') {
      params[name] = value;
      const amount = value.trim() === '' ? Number.NaN : Number(value);
      if (Number.isFinite(amount)) params[`${name}Money`] = formatMoney(amount, currency);
    }
  };
  for (const [name, value] of Object.entries(row ?? {})) add(name, value);
  for (const [name, value] of Object.entries(typed)) add(name, value);
  return params;
}
