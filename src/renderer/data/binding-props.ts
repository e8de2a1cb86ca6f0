/**
 * JSON Schema fragments for bindings in widget props, spread into each data widget's props.ts so
 * the generated node meta-schema and the props types come from one declaration. The names
 * themselves are checked against the data catalogue by `schemas:check` (src/schema/bindings.ts).
 */
export const paramSourceSchema = {
  anyOf: [
    { type: ['string', 'number', 'boolean'] },
    { type: 'object', required: ['filter'], properties: { filter: { type: 'string' } }, additionalProperties: false },
    { type: 'object', required: ['route'], properties: { route: { type: 'string' } }, additionalProperties: false },
    { type: 'object', required: ['session'], properties: { session: { enum: ['account', 'customerId', 'merchant', 'language'] } }, additionalProperties: false },
    { type: 'object', required: ['row'], properties: { row: { type: 'string' } }, additionalProperties: false },
  ],
} as const;

export const queryBindingSchema = {
  type: 'object',
  required: ['query'],
  properties: {
    query: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*$', description: 'a query name from the data catalogue (never a URL)' },
    params: { type: 'object', additionalProperties: paramSourceSchema, description: 'param → literal, {"filter"}, {"route"}, {"session"} or {"row"}' },
  },
  additionalProperties: false,
} as const;

export const commandBindingSchema = {
  type: 'object',
  required: ['command'],
  properties: {
    command: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*$', description: 'a command name from the data catalogue' },
    params: { type: 'object', additionalProperties: paramSourceSchema },
  },
  additionalProperties: false,
} as const;

/** Queries to load again after a command succeeds (the balance, the table beside the form). */
export const refreshSchema = { type: 'array', items: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9]*$' }, description: 'query names to refresh afterwards' } as const;

/** How a value is shown (spec §4 status labels, money with the currency symbol, dates). */
export const cellFormatSchema = { enum: ['text', 'money', 'number', 'date', 'datetime', 'status', 'enum', 'percent', 'vendor', 'yesno', 'image', 'countdown'], default: 'text' } as const;

/**
 * A row's label in the visitor's language: the i18n key `prefix` + the row's `field` (`wallet_name_` + accountTypeId)
 * when the site has that text, else the platform's own name (`labelField`), so a wallet the site does not know still shows.
 */
export const labelKeySchema = {
  type: 'object',
  required: ['prefix', 'field'],
  properties: { prefix: { type: 'string', pattern: '^[a-z][a-z0-9_]*$' }, field: { type: 'string' } },
  additionalProperties: false,
  description: 'i18n key prefix + a row field (wallet_name_ + accountTypeId); the platform’s labelField when there is no such text',
} as const;
