import { fillRuleText, type RuleMessage } from '@/schema/pattern-message';
import type { FormFieldSchema } from '@/schema/types';
import { groupedQuantity } from '@/i18n/number-text';

/** The values of a flat form: every field we render is text (or a choice stored as text). */
export type FormValues = Record<string, string | undefined>;

/** The site's translator: `options` fill a text's `{{name}}` placeholders. */
export type Translate = (key: string, options?: Readonly<Record<string, unknown>>) => string;

/** What one field needs to be checked: its JSON Schema, whether it is required, and its spec §5 message. */
export interface FieldRule {
  name: string;
  schema: FormFieldSchema;
  required: boolean;
  /** Must equal this other field (confirm password). */
  sameAs?: string | undefined;
  /** The i18n key of that other field's label: a mismatch names what it must match ("does not match the Password"). */
  sameAsLabel?: string | undefined;
  /** Required only while this other field has a value (the SMS code goes with the mobile number). */
  requiredWith?: string | undefined;
  ruleMessage?: RuleMessage | undefined;
  /** i18n key said when the field is required and empty (default `form_required`). */
  requiredMessage?: string | undefined;
  /** i18n key said when the number is under `schema.minimum` (default `form_number_min`); `{{minimum}}` is the minimum. */
  minimumMessage?: string | undefined;
}

export type FailedRule = 'required' | 'minLength' | 'maxLength' | 'pattern' | 'format' | 'enum' | 'minimum' | 'sameAs';

/** A deliberately small email check: the platform has the last word; this catches typos early. */
const EMAIL = /^[^@\s]+@[^@\s]+\.[^@\s]+$/;

const patternCache = new Map<string, RegExp | null>();

/**
 * Server patterns become RegExp objects, which a CSP without 'unsafe-eval' allows (unlike
 * `new Function`). A pattern the browser can't parse is skipped and reported, not fatal:
 * the platform validates again on submit.
 */
function compiledPattern(pattern: string): RegExp | null {
  const cached = patternCache.get(pattern);
  if (cached !== undefined) return cached;
  let compiled: RegExp | null = null;
  try {
    compiled = new RegExp(pattern, 'u');
  } catch {
    try {
      compiled = new RegExp(pattern);
    } catch {
      console.warn(`[croupier form] pattern ${pattern} is not a valid regular expression; the rule is skipped`);
    }
  }
  patternCache.set(pattern, compiled);
  return compiled;
}

function isRequired(rule: FieldRule, values: FormValues): boolean {
  if (!rule.required) return false;
  return rule.requiredWith === undefined || (values[rule.requiredWith] ?? '').trim() !== '';
}

/** The first rule a value breaks, in the order a user fixes them: fill in, then length, then format, then match. */
export function failedRule(rule: FieldRule, values: FormValues): FailedRule | undefined {
  const value = (values[rule.name] ?? '').trim();
  if (value === '') return isRequired(rule, values) ? 'required' : undefined;
  const { schema } = rule;
  // Length counts characters as users see them, not UTF-16 units.
  const length = [...value].length;
  if (schema.minLength !== undefined && length < schema.minLength) return 'minLength';
  if (schema.maxLength !== undefined && length > schema.maxLength) return 'maxLength';
  if (schema.pattern !== undefined) {
    const pattern = compiledPattern(schema.pattern);
    if (pattern && !pattern.test(value)) return 'pattern';
  }
  if (schema.format === 'email' && !EMAIL.test(value)) return 'format';
  if (schema.enum !== undefined && !schema.enum.map(String).includes(value)) return 'enum';
  // A number under the minimum (what is not a number at all is the pattern's to refuse, or the platform's).
  if (schema.minimum !== undefined && Number.isFinite(Number(value)) && Number(value) < schema.minimum) return 'minimum';
  if (rule.sameAs !== undefined && value !== (values[rule.sameAs] ?? '').trim()) return 'sameAs';
  return undefined;
}

/** The translated message for a broken rule (spec §5: pattern texts with (min)/(max) substituted). */
export function ruleText(rule: FieldRule, failed: FailedRule, t: Translate): string {
  const { minLength: min, maxLength: max } = rule.schema;
  const lengthOrPattern = failed === 'minLength' || failed === 'maxLength' || failed === 'pattern';
  if (lengthOrPattern && rule.ruleMessage) return fillRuleText(t(rule.ruleMessage.key), rule.ruleMessage.min ?? min, rule.ruleMessage.max ?? max);
  switch (failed) {
    case 'required':
      return t(rule.requiredMessage ?? 'form_required');
    case 'minLength':
    case 'maxLength':
      return fillRuleText(t(min !== undefined && max !== undefined ? 'form_length_range' : failed === 'minLength' ? 'form_length_min' : 'form_length_max'), min, max);
    case 'pattern':
      return t('form_invalid');
    case 'format':
      return t('form_email_invalid');
    case 'enum':
      return t('form_choose');
    case 'minimum':
      return t(rule.minimumMessage ?? 'form_number_min', { minimum: groupedQuantity(rule.schema.minimum ?? 0, 3) });
    case 'sameAs':
      // `(field)` is the other field's label, as the page shows it.
      return t('form_confirm_mismatch').replace('(field)', rule.sameAsLabel ? t(rule.sameAsLabel) : t('form_field_above'));
  }
}
