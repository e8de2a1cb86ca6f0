import { Suspense, useEffect, useMemo, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { CommandBinding, QueryBinding } from '@/schema/bindings';
import type { ResolvedForm } from '@/schema/resolved';
import type { FieldConfig } from '@/schema/types';
import type { FormValues } from '@/renderer/form/field-rules';
import type { FieldErrors } from '@/renderer/form/field-validator';
import { useResolvedDocument } from '@/renderer/documents/use-resolved-document';
import { LazySchemaForm as SchemaForm } from '@/renderer/form/lazy-schema-form';
import { afterNextPaint } from '@/renderer/after-paint';
import { failureText } from '@/renderer/data/data-error';
import type { QueryResult, Row } from '@/renderer/data/data-types';
import { useQueries, type QueryState } from '@/renderer/data/use-query';
import { useCommand, useSecretFields } from '@/renderer/data/use-command';
import { askToConfirm } from '@/stores/ui-store';
import { confirmParams } from './confirm-params';
import { formatCell, numeric, rowLabel, type CellFormat } from './format';
import { formatQuantity, spokenMoney, type Currency, type MoneyTranslate } from './money';
import { dataFormWidgets } from './form-widgets';
import { useOneAtATime } from './one-at-a-time';
import { LoadingRows, useCurrency, useMemberTexts } from './data-states';
import './data-form.css';

export interface OptionSource {
  source: QueryBinding;
  valueField: string;
  labelField: string;
  /** The label from the site's texts by the row's code (a wallet's name by accountTypeId), else `labelField`. */
  labelKey?: { prefix: string; field: string };
  describe?: readonly { field: string; format?: CellFormat }[];
  /** The facts in a sentence, by field name ("100.00 pesos to 50,000.00 pesos"): a dash between two amounts is not read. */
  describeText?: string;
  /** Only rows whose field holds one of these values (agent accounts among the downlines). */
  where?: { field: string; in: readonly (string | number | boolean)[] };
}

export interface FieldLimit {
  min?: number;
  max?: { source: QueryBinding; field: string };
  minFromOption?: string;
  maxFromOption?: string;
  message?: string;
}

export interface ActionFormConfig {
  form: string;
  submit: CommandBinding;
  confirm?: string;
  confirmTitle?: string;
  confirmLabel?: string;
  tone?: 'safe' | 'danger';
  /** The form's heading, else a row action's label: the question's title when it has no `confirmTitle`. */
  title?: string;
  label?: string;
  success?: string;
  submitLabel?: string;
  refresh?: readonly string[];
  values?: QueryBinding;
  fieldConfig?: QueryBinding;
  options?: Readonly<Record<string, OptionSource>>;
  limits?: Readonly<Record<string, FieldLimit>>;
}

function readyResult(state: QueryState | undefined): QueryResult | undefined {
  return state?.state === 'ready' ? state.result : undefined;
}

/** The latest answer, the one before a refresh included (a limit keeps holding while its balance reloads). */
function latestResult(state: QueryState | undefined): QueryResult | undefined {
  return state?.state === 'ready' ? state.result : state?.state === 'loading' ? state.previous : undefined;
}

function valueOf(result: QueryResult | undefined, field: string): string | undefined {
  const value = result?.facts[field] ?? result?.rows[0]?.[field];
  return value === undefined || value === null ? undefined : String(value);
}

/** The server's field config rows → resolve's field config, and the fields it makes read-only. */
function configFrom(result: QueryResult | undefined): { config: Record<string, FieldConfig>; readOnly: Set<string> } {
  const config: Record<string, FieldConfig> = {};
  const readOnly = new Set<string>();
  for (const row of result?.rows ?? []) {
    const field = row['field'];
    if (typeof field !== 'string') continue;
    const entry: FieldConfig = {};
    if (typeof row['enabled'] === 'boolean') entry.enabled = row['enabled'];
    if (typeof row['required'] === 'boolean') entry.required = row['required'];
    if (typeof row['acceptedPattern'] === 'string') entry.acceptedPattern = row['acceptedPattern'];
    if (typeof row['minLength'] === 'number') entry.minLength = row['minLength'];
    if (typeof row['maxLength'] === 'number') entry.maxLength = row['maxLength'];
    if (typeof row['minimum'] === 'number') entry.minimum = row['minimum'];
    config[field] = entry;
    if (row['editable'] === false) readOnly.add(field);
  }
  return { config, readOnly };
}

/**
 * The field config's facts as the figures its help lines name: each number as `{{name}}` (grouped: 1,000) and as
 * money, `{{nameMoney}}` (the point mall's "{{ratePoints}} points = {{rateAmountMoney}}"). None while it has not answered.
 */
function figuresFrom(result: QueryResult | undefined, currency: Currency, t: MoneyTranslate): Record<string, string> | undefined {
  if (!result) return undefined;
  const figures: Record<string, string> = {};
  for (const [name, value] of Object.entries(result.facts)) {
    if (typeof value !== 'number' || !Number.isFinite(value)) continue;
    figures[name] = formatQuantity(value);
    // Said in a sentence (the field's help line): with the currency's name, as every amount inside a sentence is.
    figures[`${name}Money`] = spokenMoney(value, currency, t);
  }
  return figures;
}

function optionRows(state: QueryState | undefined, where?: OptionSource['where']): readonly Row[] {
  const rows = readyResult(state)?.rows ?? [];
  return where ? rows.filter((row) => where.in.some((allowed) => allowed === row[where.field])) : rows;
}

/**
 * A form document bound to a command (ActionForm, and row actions of a RecordTable): optional
 * confirmation, one request per submit, a translated outcome, named queries refreshed afterwards.
 * Bad input is refused under its field before anything is sent; a failure keeps what was typed.
 */
export function ActionFormView({ config, row, idPrefix, onDone }: { config: ActionFormConfig; row?: Row; idPrefix: string; onDone?: (message: string, result: unknown) => void }) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const textsReady = useMemberTexts();
  const optionEntries = useMemo(() => Object.entries(config.options ?? {}), [config.options]);
  const limitEntries = useMemo(() => Object.entries(config.limits ?? {}), [config.limits]);
  // Every query the form reads, in a fixed order: prefill, field config, options, limits.
  const bindings = useMemo(
    () => [config.values, config.fieldConfig, ...optionEntries.map(([, option]) => option.source), ...limitEntries.map(([, limit]) => limit.max?.source)].filter((binding): binding is QueryBinding => binding !== undefined),
    [config.values, config.fieldConfig, optionEntries, limitEntries],
  );
  const states = useQueries(bindings);
  let at = 0;
  const prefill = config.values ? states[at++] : undefined;
  const configState = config.fieldConfig ? states[at++] : undefined;
  const optionStates = optionEntries.map(() => states[at++]);
  const limitStates = limitEntries.map(([, limit]) => (limit.max ? states[at++] : undefined));
  const { config: fieldConfig, readOnly } = useMemo(() => configFrom(readyResult(configState)), [configState]);
  const stableConfig = useMemo(() => (config.fieldConfig ? fieldConfig : undefined), [config.fieldConfig, fieldConfig]);
  const figures = useMemo(() => figuresFrom(readyResult(configState), currency, t), [configState, currency, t]);
  const document = useResolvedDocument<ResolvedForm>(config.form, stableConfig);
  const [values, setValues] = useState<FormValues>({});
  const [prefilled, setPrefilled] = useState(false);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors | undefined>();
  const [outcome, setOutcome] = useState<{ kind: 'success' | 'failure'; text: string } | undefined>();
  const { run, busy } = useCommand(config.submit, config.refresh, row);
  const secrets = useSecretFields(config.submit);
  // One submit at a time, through the confirmation: a double click asks once and sends once.
  const { once, busy: confirming } = useOneAtATime();
  // The form code comes beside the form's document and queries, not after them (a row action's form opens here), but
  // once the frame that shows the form's heading and what is above it has been painted. A render from a store's
  // answer (a ShowWhen's) runs its effects inside its commit: rjsf's 86 KB gzip then went out before that frame, and
  // on a phone's one connection Croupier's wallet drew its heading after them in some loads and before them in
  // others (Lighthouse mobile, TY: LCP ~2.65 s against ~2.2 s).
  useEffect(() => afterNextPaint(() => void SchemaForm.preload()), []);

  const prefillResult = readyResult(prefill);
  useEffect(() => {
    // The command's secret fields are known first: a secret is never prefilled.
    if (prefilled || !prefillResult || document.state !== 'ready' || !secrets) return;
    const initial: FormValues = {};
    for (const field of document.resolved.fields) {
      const value = valueOf(prefillResult, field.name);
      if (value !== undefined && !secrets.includes(field.name)) initial[field.name] = value;
    }
    setValues((typed) => ({ ...initial, ...typed }));
    setPrefilled(true);
  }, [prefilled, prefillResult, document, secrets]);

  const form = useMemo((): ResolvedForm | undefined => {
    if (document.state !== 'ready') return undefined;
    const resolved = structuredClone(document.resolved);
    optionEntries.forEach(([field, option], index) => {
      const property = resolved.schema.properties[field];
      if (!property) return;
      const rows = optionRows(optionStates[index], option.where);
      property.enum = rows.map((entry) => String(entry[option.valueField] ?? ''));
      const names = rows.map((entry) => {
        const label = rowLabel(entry, option.labelField, option.labelKey, t);
        // An <option>'s text cannot hold a figure named apart from it: its money is written in words ("1,500.00 pesos").
        const facts = (option.describe ?? []).map((fact) => {
          const value = entry[fact.field];
          const amount = fact.format === 'money' && value !== undefined ? numeric(value) : undefined;
          return amount === undefined ? formatCell(value, fact.format ?? 'text', { t, currency }) : spokenMoney(amount, currency, t);
        });
        if (!facts.length) return label;
        const described = option.describeText ? t(option.describeText, Object.fromEntries((option.describe ?? []).map((fact, at) => [fact.field, facts[at]]))) : facts.join(' – ');
        return `${label} (${described})`;
      });
      resolved.uiSchema[field] = { ...(resolved.uiSchema[field] as object | undefined), 'ui:enumNames': names };
    });
    for (const field of readOnly) if (resolved.schema.properties[field]) resolved.uiSchema[field] = { ...(resolved.uiSchema[field] as object | undefined), 'ui:readonly': true };
    return resolved;
    // optionStates is derived from `states`.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [document, states, readOnly, t, currency]);

  if (!textsReady) return <LoadingRows rows={3} />;
  if (document.state === 'failed') return <p className="data-notice data-notice--failure" role="alert">{t('screen_unavailable')}</p>;
  if (!form || (config.values && !prefilled && prefill?.state === 'loading')) return <LoadingRows rows={3} />;
  // A limit read from the platform (the balance a withdrawal may not exceed) must be known before the form can be
  // sent: until its first answer the form waits (nothing typed yet is lost). A failed limit query lets the platform judge.
  if (limitStates.some((state) => state?.state === 'loading' && state.previous === undefined)) return <LoadingRows rows={3} />;
  // So are a field's options (the deposit channels) and the platform's field rules: the form's schema holds them, and
  // rjsf drops the errors it shows whenever its schema changes, so a form sent before they came would show its
  // errors and lose them a moment later (e2e a11y-screen-reader saw it on a busy machine). A failed query shows the form.
  if ([...optionStates, configState].some((state) => state?.state === 'loading' && state.previous === undefined)) return <LoadingRows rows={3} />;

  const limitsBroken = (submitted: Record<string, string>): FieldErrors => {
    const errors: FieldErrors = {};
    limitEntries.forEach(([field, limit], index) => {
      const typed = submitted[field];
      if (typed === undefined || typed === '') return;
      const amount = Number(typed);
      const chosenOption = (name: string | undefined): number | undefined => {
        if (!name) return undefined;
        for (const [optionIndex, [optionField, option]] of optionEntries.entries()) {
          const picked = optionRows(optionStates[optionIndex], option.where).find((entry) => String(entry[option.valueField]) === submitted[optionField]);
          const value = picked?.[name];
          if (typeof value === 'number') return value;
        }
        return undefined;
      };
      const maxText = limit.max ? valueOf(latestResult(limitStates[index]), limit.max.field) : undefined;
      const max = maxText === undefined ? chosenOption(limit.maxFromOption) : Number(maxText);
      const min = limit.min ?? chosenOption(limit.minFromOption);
      if (!Number.isFinite(amount)) errors[field] = t('form_amount_invalid');
      else if (max !== undefined && amount > max) errors[field] = t(limit.message ?? 'form_amount_above', { limit: spokenMoney(max, currency, t) });
      else if (min !== undefined && amount < min) errors[field] = t('form_amount_below', { limit: spokenMoney(min, currency, t) });
    });
    return errors;
  };

  /** `{{fieldLabel}}`: the name of the option chosen in a field with options ("GCash •••• 4567 (Juan Dela Cruz)"). */
  const chosenLabels = (submitted: Record<string, string>): Record<string, string> => {
    const labels: Record<string, string> = {};
    for (const [field] of optionEntries) {
      const choices = form.schema.properties[field]?.enum ?? [];
      const names = (form.uiSchema[field] as { 'ui:enumNames'?: readonly string[] } | undefined)?.['ui:enumNames'] ?? [];
      const at = choices.map(String).indexOf(submitted[field] ?? '');
      const name = names[at];
      if (name !== undefined) labels[`${field}Label`] = name;
    }
    return labels;
  };

  const submit = (typed: Record<string, string>) => once(() => submitOnce(typed));

  const submitOnce = async (typed: Record<string, string>) => {
    setOutcome(undefined);
    // Locked fields are shown, never sent: the platform refuses a change it does not allow.
    const submitted = Object.fromEntries(Object.entries(typed).filter(([name]) => !readOnly.has(name)));
    const broken = limitsBroken(submitted);
    if (Object.keys(broken).length > 0) {
      setFieldErrors(broken);
      return;
    }
    setFieldErrors(undefined);
    const submitLabel = config.submitLabel ?? (document.state === 'ready' ? document.resolved.submitLabel : undefined) ?? 'data_submit';
    const question = { title: config.confirmTitle ?? config.title ?? config.label ?? submitLabel, confirmLabel: config.confirmLabel, tone: config.tone };
    // The question may name what the form is about: the prefilled facts (the cashback waiting), the row, what was typed.
    const about = { ...prefillResult?.facts, ...row };
    if (config.confirm && !(await askToConfirm(config.confirm, { ...question, params: { ...confirmParams(about, submitted, currency, t), ...chosenLabels(submitted) } }))) return;
    const result = await run(submitted);
    if (!result) return;
    if (result.ok) {
      setValues({});
      setPrefilled(false);
      const message = t(config.success ?? 'data_saved');
      setOutcome({ kind: 'success', text: message });
      // A form that closes on success hands its message (and the command's answer) to the page around it.
      onDone?.(message, result.value);
      return;
    }
    const text = failureText(result.failure, t);
    const blamed = result.failure.field;
    if (blamed && form.schema.properties[blamed]) {
      setFieldErrors({ [blamed]: text });
      // A refused secret is typed again, never kept or shown (any refused field, while the secrets are still unknown).
      if (!secrets || secrets.includes(blamed)) setValues((typed) => ({ ...typed, [blamed]: undefined }));
    } else setOutcome({ kind: 'failure', text });
  };

  return (
    <Suspense fallback={<LoadingRows rows={3} />}>
      <SchemaForm
        form={form}
        values={values}
        onChange={(next) => {
          setValues(next);
          if (fieldErrors) setFieldErrors(undefined);
        }}
        onSubmit={(submitted) => void submit(submitted)}
        t={t}
        serverErrors={fieldErrors}
        widgets={dataFormWidgets}
        figures={figures}
        idPrefix={idPrefix}
        className="data-form"
      >
        {outcome && (
          <p className={`data-notice data-notice--${outcome.kind}`} role={outcome.kind === 'failure' ? 'alert' : 'status'}>
            {outcome.text}
          </p>
        )}
        <div className="data-form__buttons">
          <button type="submit" className={config.tone === 'danger' ? 'data-button data-button--danger' : 'data-button'} disabled={busy || confirming} aria-busy={busy || confirming || undefined}>
            {t(config.submitLabel ?? form.submitLabel ?? 'data_submit')}
          </button>
        </div>
      </SchemaForm>
    </Suspense>
  );
}
