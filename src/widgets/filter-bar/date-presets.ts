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

export const PRESET_LABELS: Readonly<Record<DatePreset, string>> = {
  previous7: 'filter_previous7',
  previous30: 'filter_previous30',
  next7: 'filter_next7',
  next30: 'filter_next30',
  today: 'filter_today',
};
