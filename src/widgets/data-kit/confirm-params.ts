import type { Row } from '@/renderer/data/data-types';
import { spokenMoney, type Currency, type MoneyTranslate } from './money';

/**
 * The values a confirmation question may name: the row's fields and what was typed, as `{{field}}`, and every
 * number also as money, `{{fieldMoney}}` ("Withdrawal {{withdrawId}} of {{amountMoney}}"), written with the currency's
 * name ("Withdraw 300.00 pesos…", TY "300.00 piso"): a question is a sentence, read as one by a screen reader.
 */
export function confirmParams(row: Row | undefined, typed: Readonly<Record<string, string | undefined>>, currency: Currency, t: MoneyTranslate): Record<string, string> {
  const params: Record<string, string> = {};
  const add = (name: string, value: unknown) => {
    if (typeof value === 'number' && Number.isFinite(value)) {
      params[name] = String(value);
      params[`${name}Money`] = spokenMoney(value, currency, t);
    } else if (typeof value === 'string') {
      params[name] = value;
      const amount = value.trim() === '' ? Number.NaN : Number(value);
      if (Number.isFinite(amount)) params[`${name}Money`] = spokenMoney(amount, currency, t);
    }
  };
  for (const [name, value] of Object.entries(row ?? {})) add(name, value);
  for (const [name, value] of Object.entries(typed)) add(name, value);
  return params;
}
