import { useEffect, useState, type FormEvent } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useQuery } from '@/renderer/data/use-query';
import { useMemberTexts } from '../data-kit/data-states';
import { useUrlQuery } from '../data-kit/selection';
import type { FilterBarProps } from './props';
import { periodLimit, presetRange, presetsFor, PRESET_LABELS, type DatePreset } from './date-presets';
import './filter-bar.css';

type Field = FilterBarProps['fields'][number];
type Update = (changes: Readonly<Record<string, string | undefined>>) => void;

const PRESET_PARAM_SUFFIX = 'Preset';

function DateRange({ field, id, search, update }: { field: Field; id: string; search: URLSearchParams; update: Update }) {
  const { t } = useTranslation();
  const from = field.from ?? 'startDate';
  const to = field.to ?? 'endDate';
  const presetKey = `${from}${PRESET_PARAM_SUFFIX}`;
  const active = search.get(presetKey);
  const period = field.period ?? 'past';
  const limit = periodLimit(period, new Date());
  const fromValue = search.get(from) ?? '';
  const toValue = search.get(to) ?? '';
  return (
    <fieldset className="filter-bar__range">
      <legend>{t(field.label)}</legend>
      <div className="filter-bar__presets" role="group" aria-label={t('filter_presets')}>
        {presetsFor(period, field.presets ?? ['previous7', 'previous30']).map((preset: DatePreset) => (
          <button
            key={preset}
            type="button"
            className="filter-bar__preset"
            aria-pressed={active === preset}
            onClick={() => {
              const range = presetRange(preset, new Date());
              update({ [from]: range.from, [to]: range.to, [presetKey]: preset });
            }}
          >
            {t(PRESET_LABELS[preset])}
          </button>
        ))}
      </div>
      <label className="filter-bar__date" htmlFor={`${id}-from`}>
        <span>{t('filter_from')}</span>
        <input id={`${id}-from`} type="date" value={fromValue} min={limit.min} max={toValue || limit.max} onChange={(event) => update({ [from]: event.target.value || undefined, [presetKey]: undefined })} />
      </label>
      <label className="filter-bar__date" htmlFor={`${id}-to`}>
        <span>{t('filter_to')}</span>
        <input id={`${id}-to`} type="date" value={toValue} min={fromValue || limit.min} max={limit.max} onChange={(event) => update({ [to]: event.target.value || undefined, [presetKey]: undefined })} />
      </label>
    </fieldset>
  );
}

function Select({ field, id, search, update }: { field: Field; id: string; search: URLSearchParams; update: Update }) {
  const { t } = useTranslation();
  const param = field.param ?? id;
  const fromQuery = useQuery(field.optionsSource?.source);
  const source = field.optionsSource;
  const options =
    source && fromQuery.state === 'ready'
      ? fromQuery.result.rows.map((row) => ({ value: String(row[source.valueField] ?? ''), label: String(row[source.labelField] ?? '') }))
      : (field.options ?? []).map((option) => ({ value: option.value, label: t(option.label) }));
  return (
    <label className="filter-bar__field" htmlFor={id}>
      <span>{t(field.label)}</span>
      <select id={id} value={search.get(param) ?? ''} onChange={(event) => update({ [param]: event.target.value || undefined })}>
        <option value="">{t('filter_all')}</option>
        {options.map((option) => (
          <option key={option.value} value={option.value}>
            {option.label}
          </option>
        ))}
      </select>
    </label>
  );
}

function Search({ field, id, search, update }: { field: Field; id: string; search: URLSearchParams; update: Update }) {
  const { t } = useTranslation();
  const param = field.param ?? 'q';
  const [typed, setTyped] = useState(search.get(param) ?? '');
  const applied = search.get(param) ?? '';
  useEffect(() => setTyped(applied), [applied]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    update({ [param]: typed.trim() || undefined });
  };
  return (
    <form className="filter-bar__search" role="search" onSubmit={submit}>
      <label htmlFor={id}>
        <span>{t(field.label)}</span>
        <input id={id} type="search" value={typed} placeholder={field.placeholder ? t(field.placeholder) : undefined} onChange={(event) => setTyped(event.target.value)} />
      </label>
      <button type="submit" className="data-button data-button--small">
        {t('filter_search')}
      </button>
    </form>
  );
}

/**
 * Filters write their values into the URL query, where bound queries read them (`{"filter": …}`):
 * a filtered view survives a reload and can be bookmarked. A change goes back to the first page.
 */
export default function FilterBar({ props, nodeId }: WidgetProps<FilterBarProps>) {
  const { t } = useTranslation();
  const [search, updateQuery] = useUrlQuery();
  const textsReady = useMemberTexts();
  // A change goes back to the first page: the keys in `resets` go with it.
  const update: Update = (changes) => updateQuery({ ...Object.fromEntries((props.resets ?? []).map((key) => [key, undefined])), ...changes });
  if (!textsReady) return <div {...nodeAttributes(nodeId)} className="filter-bar filter-bar--loading" aria-hidden="true" />;
  return (
    <div {...nodeAttributes(nodeId)} className="filter-bar" role="group" aria-label={t('filter_label')}>
      {props.fields.map((field, index) => {
        const id = `${nodeId}-${index}`;
        if (field.kind === 'dateRange') return <DateRange key={id} field={field} id={id} search={search} update={update} />;
        if (field.kind === 'select') return <Select key={id} field={field} id={id} search={search} update={update} />;
        return <Search key={id} field={field} id={id} search={search} update={update} />;
      })}
    </div>
  );
}
