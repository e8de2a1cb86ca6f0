import type { Cell, Row } from '@/renderer/data/data-types';
import type { TFunction } from '@/i18n/translator';
import { DEFAULT_CURRENCY, formatMoney, formatQuantity, type Currency } from './money';

export { formatMoney } from './money';

export type CellFormat = 'text' | 'money' | 'number' | 'date' | 'datetime' | 'status' | 'enum' | 'percent' | 'vendor' | 'yesno' | 'image' | 'countdown';

/** Decimals a percentage keeps: a rate of 0.125% reads as such, never rounded to 0.13% or 0%. */
const PERCENT_DECIMALS = 4;

export interface FormatOptions {
  t: (key: string) => string;
  /** spec §1/§9: the platform's currency (symbol, P by default, and code); money cells use it. */
  currency?: Currency | undefined;
  /** For `enum`: the i18n key prefix the value is appended to (`txn_type_` + DEPOSIT). */
  enumPrefix?: string | undefined;
  /** For `vendor`: the vendor list's name of a code (PG → "PG Soft"); a code the list does not know reads as itself. */
  vendorName?: ((code: string) => string | undefined) | undefined;
}

/**
 * A percentage as the member reads it: `percent` takes the figure in percent (30 → 30%, 0.8 → 0.8%), as the
 * platform sends dividend and VIP rates; a rate sent as a fraction (cashback: 0.008 of the valid bet) is turned
 * into percent where it is parsed, so every rate on screen is formatted here and with its real precision.
 */
export function formatPercent(percent: number): string {
  return `${formatQuantity(percent, PERCENT_DECIMALS)}%`;
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}

function asDate(value: Cell): Date | undefined {
  if (typeof value === 'number') return new Date(value);
  if (typeof value === 'string' && value !== '') {
    const date = new Date(value);
    return Number.isNaN(date.getTime()) ? undefined : date;
  }
  return undefined;
}

/** spec §4 status labels are texts with spaces ("in process", "coming soon"): one key each. */
export function statusKey(status: string): string {
  return `status_${status.trim().toLowerCase().replace(/[^a-z0-9]+/g, '_')}`;
}

export function numeric(value: Cell): number | undefined {
  if (typeof value === 'number') return value;
  if (typeof value === 'string' && value.trim() !== '' && Number.isFinite(Number(value))) return Number(value);
  return undefined;
}

/** One cell as the member reads it; an absent value is a dash. */
export function formatCell(value: Cell | undefined, format: CellFormat, options: FormatOptions): string {
  if (value === undefined || value === null || value === '') return '—';
  switch (format) {
    case 'money': {
      const amount = numeric(value);
      return amount === undefined ? String(value) : formatMoney(amount, options.currency ?? { symbol: DEFAULT_CURRENCY });
    }
    case 'number': {
      const amount = numeric(value);
      return amount === undefined ? String(value) : formatQuantity(amount);
    }
    case 'percent': {
      const amount = numeric(value);
      return amount === undefined ? String(value) : formatPercent(amount);
    }
    case 'vendor':
      return options.vendorName?.(String(value)) ?? String(value);
    case 'date': {
      const date = asDate(value);
      return date ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}` : String(value);
    }
    // A countdown's text without its ticking (static renders, totals): the deadline itself.
    case 'countdown':
    case 'datetime': {
      const date = asDate(value);
      return date ? `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())} ${pad(date.getHours())}:${pad(date.getMinutes())}` : String(value);
    }
    case 'status':
      return options.t(statusKey(String(value)));
    case 'enum':
      return options.t(`${options.enumPrefix ?? ''}${String(value)}`);
    case 'yesno':
      return options.t(value === true || value === 'true' || value === 1 ? 'data_yes' : 'data_no');
    default:
      return String(value);
  }
}

/**
 * A row's name as the visitor reads it: with `labelKey`, the site's text for the row's code (`wallet_name_` +
 * accountTypeId) in the current language; the platform's `labelField` when the site has no such text.
 */
export function rowLabel(row: Row, labelField: string, labelKey: { prefix: string; field: string } | undefined, t: TFunction): string {
  const named = String(row[labelField] ?? '');
  const code = labelKey ? row[labelKey.field] : undefined;
  if (!labelKey || code === undefined || code === null || code === '') return named;
  return t(`${labelKey.prefix}${String(code)}`, { defaultValue: named });
}

/** Tone of a status or an amount, for colour: money won is green, lost is red. */
export function toneOf(value: Cell | undefined, format: CellFormat): 'positive' | 'negative' | 'neutral' {
  if (format === 'money' || format === 'number') {
    const amount = numeric(value ?? null);
    if (amount === undefined || amount === 0) return 'neutral';
    return amount > 0 ? 'positive' : 'negative';
  }
  if (format === 'status' && typeof value === 'string') {
    if (/approved|received|success|issued|claimed|settled|joined|accepted/i.test(value)) return 'positive';
    if (/rejected|not received|close|failed|terminated/i.test(value)) return 'negative';
  }
  return 'neutral';
}
