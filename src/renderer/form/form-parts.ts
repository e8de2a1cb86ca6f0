import type { RJSFSchema, UiSchema } from '@rjsf/utils';
import type { ResolvedForm } from '@/schema/resolved';
import type { FieldRule, FormValues } from './field-rules';

/** The part of a resolved form one tab shows, ready for rjsf, plus the rules our validator checks. */
export interface FormPart {
  schema: RJSFSchema;
  uiSchema: UiSchema<FormValues>;
  rules: FieldRule[];
}

/**
 * Picks `names` (a tab's fields; all fields when omitted) out of a resolved form, keeping the
 * document's order: operators reorder a form by editing its file, not the tab list.
 */
export function formPart(form: ResolvedForm, names?: readonly string[]): FormPart {
  const shown = form.fields.filter((field) => names === undefined || names.includes(field.name));
  const properties: Record<string, RJSFSchema> = {};
  const uiSchema: UiSchema<FormValues> = {};
  const rules: FieldRule[] = [];
  for (const field of shown) {
    const schema = form.schema.properties[field.name];
    if (!schema) continue;
    properties[field.name] = { ...schema };
    const ui = form.uiSchema[field.name];
    uiSchema[field.name] = typeof ui === 'object' && ui !== null ? { ...ui } : {};
    rules.push({ name: field.name, schema, required: field.required, sameAs: field.sameAs, ruleMessage: field.ruleMessage });
  }
  uiSchema['ui:order'] = [...Object.keys(properties), '*'];
  return {
    schema: { type: 'object', required: form.schema.required.filter((name) => name in properties), properties },
    uiSchema,
    rules,
  };
}

/** spec §5 "values trimmed": what is submitted has no stray spaces, and empty fields are left out. */
export function trimmedValues(values: FormValues, names: readonly string[]): Record<string, string> {
  const result: Record<string, string> = {};
  for (const name of names) {
    const value = values[name]?.trim();
    if (value) result[name] = value;
  }
  return result;
}
