import type { ErrorSchema, RJSFSchema, RJSFValidationError, ValidationData, ValidatorType } from '@rjsf/utils';
import { failedRule, ruleText, type FieldRule, type FormValues, type Translate } from './field-rules';

export type FieldErrors = Record<string, string>;

/** Every field's first broken rule, as a translated message (an empty object when the form is valid). */
export function validateFields(rules: readonly FieldRule[], values: FormValues, t: Translate): FieldErrors {
  const errors: FieldErrors = {};
  for (const rule of rules) {
    const failed = failedRule(rule, values);
    if (failed) errors[rule.name] = ruleText(rule, failed, t);
  }
  return errors;
}

function asValues(data: unknown): FormValues {
  if (typeof data !== 'object' || data === null) return {};
  return Object.fromEntries(Object.entries(data).map(([key, value]) => [key, value === undefined || value === null ? undefined : String(value)]));
}

/** rjsf's nested error shape; its type maps string values oddly, so the entries are added untyped. */
export function toErrorSchema(errors: FieldErrors): ErrorSchema<FormValues> {
  const schema: ErrorSchema<FormValues> = {};
  for (const [name, message] of Object.entries(errors)) Object.assign(schema, { [name]: { __errors: [message] } });
  return schema;
}

function toErrorList(errors: FieldErrors): RJSFValidationError[] {
  return Object.entries(errors).map(([name, message]) => ({ name: 'rule', property: `.${name}`, message, stack: `${name}: ${message}` }));
}

/**
 * rjsf's validator, without ajv. @rjsf/validator-ajv8 compiles each schema with `new Function`,
 * which the site's Content-Security-Policy (no 'unsafe-eval') forbids, so the register form would
 * not validate in production. Our form schemas are flat objects of string fields with a handful of
 * keywords (required, pattern, minLength, maxLength, format email, enum) plus `sameAs` from the form
 * document, so a small interpreter covers them and gives spec §5's translated messages directly.
 * Anything richer (nested objects, $ref, oneOf) is outside what form documents may express
 * (schemas/meta/form.schema.json), so this validator need not handle it.
 */
export function createFieldValidator(rules: readonly FieldRule[], t: Translate): ValidatorType<FormValues, RJSFSchema> {
  return {
    validateFormData(formData, _schema, customValidate, transformErrors, uiSchema): ValidationData<FormValues> {
      const errors = validateFields(rules, asValues(formData), t);
      let list = toErrorList(errors);
      if (transformErrors) list = transformErrors(list, uiSchema);
      // customValidate is rjsf's hook for extra checks; our forms express theirs as rules, so it is not offered.
      void customValidate;
      return { errors: list, errorSchema: toErrorSchema(errors) };
    },
    // rjsf asks isValid only to pick oneOf/anyOf branches, which form documents never contain.
    isValid(schema, formData) {
      const names = new Set(Object.keys((schema as { properties?: object }).properties ?? {}));
      return Object.keys(validateFields(rules.filter((rule) => names.has(rule.name)), asValues(formData), t)).length === 0;
    },
    rawValidation<Result>(_schema: RJSFSchema, formData?: FormValues) {
      return { errors: toErrorList(validateFields(rules, asValues(formData), t)) as Result[] };
    },
  };
}
