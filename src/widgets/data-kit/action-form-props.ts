import { cellFormatSchema, commandBindingSchema, labelKeySchema, queryBindingSchema, refreshSchema } from '@/renderer/data/binding-props';

/** A value read from a query: `{source, field}` (a fact, or the first row's field). */
export const boundValueSchema = {
  type: 'object',
  required: ['source', 'field'],
  properties: { source: queryBindingSchema, field: { type: 'string' } },
  additionalProperties: false,
} as const;

/** The heading and intro line of a form that stands as its own section (ActionForm, DepositCheckout). */
export const formHeadingProperties = {
  title: { type: 'string', description: 'i18n key of the heading' },
  intro: { type: 'string', description: 'i18n key of a line under the heading' },
} as const;

/** The props of an action form, shared by the ActionForm widget and a RecordTable's row actions. */
export const actionFormProperties = {
  form: { type: 'string', pattern: '^forms/[a-z0-9-]+$', description: 'the form document (schemas/forms/…) with the fields' },
  submit: commandBindingSchema,
  confirm: { type: 'string', description: 'i18n key of a question asked before sending (Cancel keeps the form); {{field}} names a row field or a typed value, {{fieldMoney}} a number as money' },
  confirmTitle: { type: 'string', description: 'i18n key of the question’s title, naming what it is about (default: the form’s title, else its button’s label)' },
  confirmLabel: { type: 'string', description: 'i18n key of the question’s yes button, naming the action (default: Confirm)' },
  tone: { enum: ['safe', 'danger'], description: 'danger: a destructive or final choice (report not received, reject, request termination): its button and the question’s yes are styled apart from the safe ones' },
  success: { type: 'string', description: 'i18n key shown when the command succeeds' },
  submitLabel: { type: 'string', description: 'i18n key of the submit button' },
  refresh: refreshSchema,
  values: { ...queryBindingSchema, description: 'prefills the fields from this query’s facts' },
  fieldConfig: { ...queryBindingSchema, description: 'rows {field, enabled, required, editable, acceptedPattern, minLength, maxLength, minimum}: the server’s field config (spec §5); its number facts fill the {{name}} and {{nameMoney}} of the fields’ ui:help lines' },
  options: {
    type: 'object',
    description: 'field → its choices from a query',
    additionalProperties: {
      type: 'object',
      required: ['source', 'valueField', 'labelField'],
      properties: {
        source: queryBindingSchema,
        valueField: { type: 'string' },
        labelField: { type: 'string' },
        labelKey: labelKeySchema,
        where: { type: 'object', required: ['field', 'in'], properties: { field: { type: 'string' }, in: { type: 'array', items: { type: ['string', 'number', 'boolean'] } } }, additionalProperties: false, description: 'only rows whose field holds one of these values' },
        describe: { type: 'array', items: { type: 'object', required: ['field'], properties: { field: { type: 'string' }, format: cellFormatSchema }, additionalProperties: false }, description: 'facts shown after the label, e.g. a channel’s limits' },
        describeText: { type: 'string', description: 'i18n key the facts fill in by field name ("{{minAmount}} to {{maxAmount}}"); without it they are joined with a dash' },
      },
      additionalProperties: false,
    },
  },
  limits: {
    type: 'object',
    description: 'field → numeric limits checked before sending (an amount above the balance)',
    additionalProperties: {
      type: 'object',
      properties: { min: { type: 'number' }, max: boundValueSchema, minFromOption: { type: 'string', description: 'the chosen option’s field holding the minimum' }, maxFromOption: { type: 'string' }, message: { type: 'string', description: 'i18n key; {{limit}} is the amount' } },
      additionalProperties: false,
    },
  },
} as const;
