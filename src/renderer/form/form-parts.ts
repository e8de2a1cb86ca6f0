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
 * The fields rjsf marks with an asterisk: a field required only with another (the SMS code with
 * the mobile number) is marked when that other field is itself required.
 */
function markedRequired(form: ResolvedForm, properties: Record<string, RJSFSchema>): string[] {
  const required = new Set(form.schema.required);
  return form.fields
    .filter((field) => field.name in properties && required.has(field.name))
    .filter((field) => field.requiredWith === undefined || required.has(field.requiredWith))
    .map((field) => field.name);
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
    rules.push({ name: field.name, schema, required: field.required, sameAs: field.sameAs, sameAsLabel: field.sameAs === undefined ? undefined : form.schema.properties[field.sameAs]?.title, requiredWith: field.requiredWith, ruleMessage: field.ruleMessage, requiredMessage: field.requiredMessage, minimumMessage: field.minimumMessage });
  }
  uiSchema['ui:order'] = [...Object.keys(properties), '*'];
  return {
    schema: { type: 'object', required: markedRequired(form, properties), properties },
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
