import type { FormValues, Translate } from './field-rules';

/** What our templates read from rjsf's `formContext`: translation and the rule texts for hover hints. */
export interface SchemaFormContext {
  t: Translate;
  /** Field name → its rule text, shown as a hint by fields whose ui sets `"ui:hint": true` (spec §2 register). */
  hints: Readonly<Record<string, string>>;
  values: FormValues;
  /** The figures a `ui:help` line names as `{{name}}` (the point mall's rate and minimum, from the platform). */
  figures?: Readonly<Record<string, string>> | undefined;
}

function isContext(value: unknown): value is SchemaFormContext {
  return typeof value === 'object' && value !== null && typeof (value as { t?: unknown }).t === 'function';
}

/** rjsf types formContext loosely; the form always passes ours, anything else falls back to the key itself. */
export function contextOf(value: unknown): SchemaFormContext {
  return isContext(value) ? value : { t: (key) => key, hints: {}, values: {} };
}
