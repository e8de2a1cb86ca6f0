/** spec §9 date presets: previous or next 7 and 30 days, counted in whole days including today. */
export type DatePreset = 'previous7' | 'previous30' | 'next7' | 'next30' | 'today';

function isoDay(date: Date): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${date.getFullYear()}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
}

function shifted(today: Date, days: number): Date {
  const date = new Date(today);
  date.setDate(date.getDate() + days);
  return date;
}

export function presetRange(preset: DatePreset, today: Date): { from: string; to: string } {
  switch (preset) {
    case 'previous7':
      return { from: isoDay(shifted(today, -6)), to: isoDay(today) };
    case 'previous30':
      return { from: isoDay(shifted(today, -29)), to: isoDay(today) };
    case 'next7':
      return { from: isoDay(today), to: isoDay(shifted(today, 6)) };
    case 'next30':
      return { from: isoDay(today), to: isoDay(shifted(today, 29)) };
    case 'today':
      return { from: isoDay(today), to: isoDay(today) };
  }
}

/** Which way a date range looks: records (bets, the account record, bonuses, profit) only have a past. */
export type DatePeriod = 'past' | 'future';

/** The presets of each period: today belongs to both; a past range never offers a coming period. */
const PERIOD_PRESETS: Readonly<Record<DatePeriod, readonly DatePreset[]>> = {
  past: ['today', 'previous7', 'previous30'],
  future: ['today', 'next7', 'next30'],
};

/** The presets a range of `period` offers, in the document's order; one of the other period is left out. */
export function presetsFor(period: DatePeriod, presets: readonly DatePreset[]): DatePreset[] {
  return presets.filter((preset) => PERIOD_PRESETS[period].includes(preset));
}

/** The first or last day a range of `period` may name (ISO day), counted from `today`. */
export function periodLimit(period: DatePeriod, today: Date): { min?: string; max?: string } {
  return period === 'past' ? { max: isoDay(today) } : { min: isoDay(today) };
}

export const PRESET_LABELS: Readonly<Record<DatePreset, string>> = {
  previous7: 'filter_previous7',
  previous30: 'filter_previous30',
  next7: 'filter_next7',
  next30: 'filter_next30',
  today: 'filter_today',
};
