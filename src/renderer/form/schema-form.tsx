import { useEffect, useMemo, type ReactNode } from 'react';
import Form from '@rjsf/core';
import type { RegistryWidgetsType, RJSFSchema } from '@rjsf/utils';
import type { ResolvedForm } from '@/schema/resolved';
import { ruleText, type FormValues, type Translate } from './field-rules';
import { createFieldValidator, toErrorSchema, type FieldErrors } from './field-validator';
import type { SchemaFormContext } from './form-context';
import { formPart, trimmedValues } from './form-parts';
import { BaseInputTemplate, FieldTemplate, NoErrors, ObjectFieldTemplate, SelectWidget } from './templates';
import './schema-form.css';

export interface SchemaFormProps {
  form: ResolvedForm;
  /** The fields of the current tab; every field of the form when omitted. */
  fields?: readonly string[] | undefined;
  values: FormValues;
  onChange: (values: FormValues) => void;
  /** Called with trimmed values once every rule passes. */
  onSubmit: (values: Record<string, string>) => void;
  t: Translate;
  /** Messages the platform attached to fields (e.g. "username taken"), shown like rule messages. */
  serverErrors?: FieldErrors | undefined;
  /** App widgets by the name a form document's `ui:widget` uses (SMS code, captcha, mobile). */
  widgets?: RegistryWidgetsType<FormValues, RJSFSchema, SchemaFormContext> | undefined;
  /** The figures `ui:help` lines name as `{{name}}`, formatted (the point mall's rate and minimum from the platform). */
  figures?: Readonly<Record<string, string>> | undefined;
  /** Keeps ids unique when two forms share a page (header and modal login). */
  idPrefix: string;
  disabled?: boolean | undefined;
  /** The buttons; rjsf renders them in place of its own submit button. */
  children: ReactNode;
  className?: string | undefined;
}

/** Validation errors show under each field (spec §5); rjsf would also log them when no `onError` is given. */
function errorsShownUnderFields(): void {}

/**
 * Moves focus to a field (its control, or the first control inside a widget of several), so a keyboard or screen
 * reader user lands on what to fix and hears its error (tied by aria-describedby) at once (issue 38).
 */
function focusField(idPrefix: string, name: string): void {
  const element = document.getElementById(`${idPrefix}_${name}`);
  const control = element?.matches('input, select, textarea, button') ? element : element?.querySelector<HTMLElement>('input, select, textarea, button');
  control?.focus();
}

const templates = { FieldTemplate, ObjectFieldTemplate, BaseInputTemplate, FieldErrorTemplate: NoErrors, ErrorListTemplate: NoErrors };

/**
 * A form document rendered by @rjsf/core with the site's look, spec §5 messages and a validator
 * that never compiles code (CSP without 'unsafe-eval'; see field-validator.ts). Import it lazily:
 * rjsf is a chunk of its own that only loads when a form opens.
 */
export function SchemaForm({ form, fields, values, onChange, onSubmit, t, serverErrors, widgets, figures, idPrefix, disabled, children, className }: SchemaFormProps) {
  const fieldKey = fields?.join(',');
  // Recomputed only when the document or tab changes, so rjsf keeps its state while the user types.
  // eslint-disable-next-line react-hooks/exhaustive-deps -- fieldKey stands for `fields`' content
  const part = useMemo(() => formPart(form, fields), [form, fieldKey]);
  const validator = useMemo(() => createFieldValidator(part.rules, t), [part, t]);
  const hints = useMemo(() => {
    const texts: Record<string, string> = {};
    for (const rule of part.rules) if (rule.ruleMessage) texts[rule.name] = ruleText(rule, 'pattern', t);
    return texts;
  }, [part, t]);
  const formContext = useMemo((): SchemaFormContext => ({ t, hints, values, figures }), [t, hints, values, figures]);
  const allWidgets = useMemo(() => ({ SelectWidget, ...widgets }), [widgets]);
  const names = part.rules.map((rule) => rule.name);
  // Errors found after rjsf's own check (a deposit under the channel's minimum, a field the platform refused): focus
  // goes to the first field in error, in the form's order, as it does for a rule broken at submit.
  const firstServerError = serverErrors ? names.find((name) => serverErrors[name] !== undefined) : undefined;
  useEffect(() => {
    if (firstServerError !== undefined) focusField(idPrefix, firstServerError);
  }, [serverErrors, firstServerError, idPrefix]);
  return (
    <Form<FormValues, RJSFSchema, SchemaFormContext>
      className={`schema-form${className ? ` ${className}` : ''}`}
      schema={part.schema}
      uiSchema={part.uiSchema}
      formData={values}
      formContext={formContext}
      validator={validator}
      templates={templates}
      widgets={allWidgets}
      idPrefix={idPrefix}
      {...(disabled !== undefined ? { disabled } : {})}
      {...(serverErrors ? { extraErrors: toErrorSchema(serverErrors) } : {})}
      noHtml5Validate
      showErrorList={false}
      focusOnFirstError={(error) => focusField(idPrefix, (error.property ?? '').replace(/^\./, ''))}
      onError={errorsShownUnderFields}
      onChange={(event) => onChange({ ...values, ...(event.formData ?? {}) })}
      onSubmit={(event) => onSubmit(trimmedValues({ ...values, ...(event.formData ?? {}) }, names))}
    >
      {children}
    </Form>
  );
}

export default SchemaForm;
