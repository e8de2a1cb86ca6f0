import type { ChangeEvent } from 'react';
import type { FieldTemplateProps, ObjectFieldTemplateProps, RJSFSchema, WidgetProps } from '@rjsf/utils';
import type { FormValues } from './field-rules';
import { contextOf, type SchemaFormContext } from './form-context';

type Widget = WidgetProps<FormValues, RJSFSchema, SchemaFormContext>;

export function errorIdOf(id: string): string {
  return `${id}__error`;
}

export function helpIdOf(id: string): string {
  return `${id}__help`;
}

/** A `{{name}}` the figures did not fill. */
const UNFILLED = /\{\{\s*[\w.-]+\s*\}\}/;

/**
 * A field's `ui:help` line (an i18n key) in the member's words, its `{{name}}` figures filled from the form's
 * (the rate the platform converts points at); a line whose figures are not known (the platform's config did not
 * answer) is left out rather than shown with holes.
 */
function helpText(uiSchema: Widget['uiSchema'], context: SchemaFormContext): string | undefined {
  const key = uiSchema?.['ui:help'];
  if (typeof key !== 'string') return undefined;
  const text = context.t(key, context.figures);
  return UNFILLED.test(text) ? undefined : text;
}

/** What a control is described by: its error while it has one, and its `ui:help` line (what the field is for). */
function describedBy(id: string, invalid: boolean, help: string | undefined): string | undefined {
  const ids = [...(invalid ? [errorIdOf(id)] : []), ...(help !== undefined ? [helpIdOf(id)] : [])];
  return ids.length > 0 ? ids.join(' ') : undefined;
}

/** Label, the control, then its message: spec §8 "field validation errors under the label". */
export function FieldTemplate(props: FieldTemplateProps<FormValues, RJSFSchema, SchemaFormContext>) {
  const { id, label, required, hidden, children, rawErrors, registry, uiSchema, fieldPathId } = props;
  if (props.schema.type === 'object') return children;
  if (hidden) return <div hidden>{children}</div>;
  const context = contextOf(registry.formContext);
  const { t, hints } = context;
  const name = String(fieldPathId.path[fieldPathId.path.length - 1] ?? '');
  const hint = uiSchema?.['ui:hint'] === true ? hints[name] : undefined;
  // `ui:help`: an i18n key shown under the control (what a bank account number looks like, the points' rate).
  const help = helpText(uiSchema, context);
  const error = rawErrors?.[0];
  // A consent box is its own label: no second one above it.
  const selfLabelled = uiSchema?.['ui:widget'] === 'consent';
  return (
    <div className={`sf-field${error ? ' sf-field--invalid' : ''}`}>
      {!selfLabelled && (
        <div className="sf-field__head">
          <label className="sf-field__label" htmlFor={id}>
            {t(label)}
            {required && <span className="sf-field__required" aria-hidden="true"> *</span>}
          </label>
          {hint && (
            // A "?" that shows the hint on hover and focus; a screen reader reads the hint itself, not "question mark" (issue 38).
            <span className="sf-field__hint" role="img" tabIndex={0} title={hint} aria-label={hint} data-hint={hint}>
              ?
            </span>
          )}
        </div>
      )}
      {children}
      {help && (
        <p className="sf-field__help" id={helpIdOf(id)}>
          {help}
        </p>
      )}
      {error && (
        <p className="sf-field__error" id={errorIdOf(id)}>
          {error}
        </p>
      )}
    </div>
  );
}

export function ObjectFieldTemplate({ properties }: ObjectFieldTemplateProps<FormValues, RJSFSchema, SchemaFormContext>) {
  return <div className="sf-fields">{properties.map((property) => property.content)}</div>;
}

/** Our FieldTemplate shows the message; rjsf's own error list under the control would repeat it. */
export function NoErrors() {
  return null;
}

function inputTypeOf(props: Widget): string {
  const fromUi = props.options['inputType'];
  if (typeof fromUi === 'string') return fromUi;
  if (typeof props['type'] === 'string') return props['type'];
  return props.schema.format === 'email' ? 'email' : 'text';
}

/** One text-like input for text, password, email and tel; values stay exactly as typed until submit. */
export function BaseInputTemplate(props: Widget) {
  const { id, value, required, disabled, readonly, autofocus, placeholder, onChange, onBlur, onFocus, rawErrors, registry, options, schema, uiSchema } = props;
  const context = contextOf(registry.formContext);
  const { t } = context;
  const invalid = (rawErrors?.length ?? 0) > 0;
  const autoComplete = typeof options['autocomplete'] === 'string' ? options['autocomplete'] : undefined;
  return (
    <input
      id={id}
      name={id}
      className="sf-input"
      type={inputTypeOf(props)}
      value={typeof value === 'string' || typeof value === 'number' ? value : ''}
      required={required}
      disabled={disabled || readonly}
      autoFocus={autofocus}
      placeholder={placeholder ? t(placeholder) : undefined}
      autoComplete={autoComplete}
      maxLength={typeof schema.maxLength === 'number' ? Math.max(schema.maxLength, 255) : undefined}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy(id, invalid, helpText(uiSchema, context))}
      onChange={(event: ChangeEvent<HTMLInputElement>) => onChange(event.target.value === '' ? undefined : event.target.value)}
      onBlur={(event) => onBlur(id, event.target.value)}
      onFocus={(event) => onFocus(id, event.target.value)}
    />
  );
}

export function SelectWidget(props: Widget) {
  const { id, value, required, disabled, onChange, options, rawErrors, registry, uiSchema } = props;
  const context = contextOf(registry.formContext);
  const { t } = context;
  const invalid = (rawErrors?.length ?? 0) > 0;
  return (
    <select
      id={id}
      className="sf-input"
      value={typeof value === 'string' ? value : ''}
      required={required}
      disabled={disabled}
      aria-invalid={invalid || undefined}
      aria-describedby={describedBy(id, invalid, helpText(uiSchema, context))}
      onChange={(event) => onChange(event.target.value === '' ? undefined : event.target.value)}
    >
      <option value="">{t('form_choose_placeholder')}</option>
      {(options.enumOptions ?? []).map((option) => (
        <option key={String(option.value)} value={String(option.value)}>
          {t(option.label)}
        </option>
      ))}
    </select>
  );
}
