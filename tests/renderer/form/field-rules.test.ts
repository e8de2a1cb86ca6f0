import { describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n/i18n';
import { accountEn } from '@/i18n/locales/account-en';
import { accountTy } from '@/i18n/locales/account-ty';
import { patternMessageKey } from '@/schema/pattern-message';
import type { FormFieldSchema } from '@/schema/types';
import { validateFields } from '@/renderer/form/field-validator';
import type { FieldRule, FormValues } from '@/renderer/form/field-rules';

const en = createI18n('en');
const ty = createI18n('ty');
const tEn = (key: string) => en.t(key);
const tTy = (key: string) => ty.t(key);

function check(schema: Partial<FormFieldSchema>, value: string | undefined, extra: Partial<FieldRule> = {}, others: FormValues = {}, t = tEn): string | undefined {
  const rule: FieldRule = { name: 'field', schema: { type: 'string', ...schema }, required: false, ...extra };
  return validateFields([rule], { ...others, field: value }, t)['field'];
}

describe('spec §5 rules with translated messages', () => {
  it('required: empty or only spaces is "cannot be empty"; optional empty passes', () => {
    expect(check({}, undefined, { required: true })).toBe('This field cannot be empty.');
    expect(check({}, '   ', { required: true })).toBe('This field cannot be empty.');
    expect(check({}, '   ', { required: true }, {}, tTy)).toBe('Hindi puwedeng walang laman ang field na ito.');
    expect(check({ minLength: 6 }, undefined)).toBeUndefined();
  });

  it('requiredWith: a required SMS code is asked for only once the mobile number is filled in', () => {
    const code = { required: true, requiredWith: 'mobileNum' };
    expect(check({ pattern: '^[0-9]+$' }, '', code, {})).toBeUndefined();
    expect(check({ pattern: '^[0-9]+$' }, '', code, { mobileNum: '  ' })).toBeUndefined();
    expect(check({ pattern: '^[0-9]+$' }, '', code, { mobileNum: '9171234567' })).toBe('This field cannot be empty.');
    expect(check({ pattern: '^[0-9]+$' }, 'abc', code, {})).toBe('The format is incorrect.');
    expect(check({}, '', { required: false, requiredWith: 'mobileNum' }, { mobileNum: '9171234567' })).toBeUndefined();
  });

  it('minLength and maxLength without a pattern text: the range message; values are trimmed first', () => {
    expect(check({ minLength: 6, maxLength: 16 }, 'abc')).toBe('Enter 6-16 characters.');
    expect(check({ minLength: 6, maxLength: 16 }, 'a'.repeat(17))).toBe('Enter 6-16 characters.');
    expect(check({ minLength: 6, maxLength: 16 }, '  abcdef  ')).toBeUndefined();
    expect(check({ minLength: 3 }, 'ab')).toBe('Enter at least 3 characters.');
    expect(check({ maxLength: 3 }, 'abcd', {}, {}, tTy)).toBe('Hanggang 3 na character lamang.');
  });

  it('pattern: the server pattern, with the pattern text and min/max substituted', () => {
    const rule = { ruleMessage: { key: patternMessageKey('2'), min: 6, max: 16 } };
    expect(check({ pattern: '^[a-zA-Z][a-zA-Z0-9]*$', minLength: 6, maxLength: 16 }, '1abcdef', rule)).toBe('Must start with a letter, then letters or digits, 6-16 characters.');
    expect(check({ pattern: '^[a-zA-Z][a-zA-Z0-9]*$', minLength: 6, maxLength: 16 }, 'abc', rule)).toBe('Must start with a letter, then letters or digits, 6-16 characters.');
    expect(check({ pattern: '^[a-zA-Z][a-zA-Z0-9]*$' }, 'abcdef1', rule)).toBeUndefined();
    expect(check({ pattern: '^[0-9]+$' }, '12a')).toBe('The format is incorrect.');
  });

  it('a pattern the browser cannot parse is skipped, not fatal', () => {
    expect(check({ pattern: '([' }, 'anything')).toBeUndefined();
  });

  it('format email', () => {
    expect(check({ format: 'email' }, 'nobody@')).toBe('Please enter a valid email address.');
    expect(check({ format: 'email' }, 'player@example.com')).toBeUndefined();
    expect(check({ format: 'email' }, 'x', {}, {}, tTy)).toBe('Maglagay ng tamang email address.');
  });

  it('enum: only the listed choices', () => {
    expect(check({ enum: ['63', '84'] }, '99')).toBe('Please choose one of the options.');
    expect(check({ enum: ['63', '84'] }, '84')).toBeUndefined();
  });

  it('minimum: a number under it is refused with the minimum named, grouped (the point mall\'s fewest points), EN and TY', () => {
    const tWith = (key: string, options?: Readonly<Record<string, unknown>>) => en.t(key, options);
    const tyWith = (key: string, options?: Readonly<Record<string, unknown>>) => ty.t(key, options);
    expect(check({ minimum: 100 }, '99', {}, {}, tWith)).toBe('Enter at least 100.');
    expect(check({ minimum: 1000 }, '999', {}, {}, tyWith)).toBe('Maglagay ng hindi bababa sa 1,000.');
    expect(check({ minimum: 100 }, '100', {}, {}, tWith)).toBeUndefined();
    expect(check({ minimum: 100 }, ' 250 ', {}, {}, tWith)).toBeUndefined();
    // The field's own message; what is not a number is the pattern's (or the platform's) to refuse, not the minimum's.
    en.addTexts('en', { points_convert_min: 'Convert at least {{minimum}} points.' }, { overwrite: false });
    expect(check({ minimum: 100 }, '5', { minimumMessage: 'points_convert_min' }, {}, tWith)).toBe('Convert at least 100 points.');
    expect(check({ minimum: 100 }, 'abc', {}, {}, tWith)).toBeUndefined();
    expect(check({ minimum: 100, pattern: '^\\d+$' }, '5x', {}, {}, tWith)).toBe('The format is incorrect.');
  });

  it('sameAs: the confirmation must equal the password', () => {
    expect(check({}, 'Secret12', { sameAs: 'password' }, { password: 'Secret13' })).toBe('Does not match the field above. Type the same again.');
    expect(check({}, 'Secret12', { sameAs: 'password', sameAsLabel: 'account_password' }, { password: 'Secret13' })).toBe('Does not match the Password. Type the same again.');
    expect(check({}, 'Secret12', { sameAs: 'password', sameAsLabel: 'account_password' }, { password: 'Secret13' }, tTy)).toBe('Hindi tugma sa Password ng account. I-type muli ang pareho.');
    expect(check({}, 'Secret12', { sameAs: 'password' }, { password: 'Secret12' })).toBeUndefined();
  });

  it('never compiles code: the validator works with Function and eval unavailable (CSP without unsafe-eval)', () => {
    const original = globalThis.Function;
    const blocked = function () {
      throw new EvalError('unsafe-eval');
    } as unknown as FunctionConstructor;
    globalThis.Function = blocked;
    try {
      expect(check({ pattern: '^9[0-9]*$', minLength: 10, maxLength: 10 }, '8123456789', { ruleMessage: { key: 'reg_pattern_19', min: 10, max: 10 } })).toBe('Digits starting with 9, 10 digits.');
    } finally {
      globalThis.Function = original;
    }
  });
});

const PATTERN_IDS = Array.from({ length: 20 }, (_, id) => String(id));

describe('every spec §5 pattern id has its text in EN and TY, with (min)/(max) substituted', () => {
  it.each(PATTERN_IDS)('reg_pattern_%s', (id) => {
    const key = patternMessageKey(id);
    expect(key in accountEn).toBe(true);
    expect(accountTy[key as keyof typeof accountTy]).toBeTruthy();
    const rule = { ruleMessage: { key, min: 4, max: 12 } };
    for (const t of [tEn, tTy]) {
      const message = check({ pattern: '^never$', minLength: 4, maxLength: 12 }, 'abcdef', rule, {}, t);
      expect(message).toBe(t(key).replace('(min)', '4').replace('(max)', '12'));
      expect(message).not.toMatch(/\((min|max)\)/);
    }
    expect(tEn(key)).not.toBe(tTy(key));
  });

  it('equal min and max collapse to one number (spec §5)', () => {
    expect(check({ pattern: '^[0-9]+$', minLength: 6, maxLength: 6 }, '12a', { ruleMessage: { key: 'reg_pattern_7', min: 6, max: 6 } })).toBe('Digits only, 6 digits.');
    expect(check({ pattern: '^[0-9]+$', minLength: 6, maxLength: 6 }, '12a', { ruleMessage: { key: 'reg_pattern_7', min: 6, max: 6 } }, {}, tTy)).toBe('Numero lamang, 6 na digit.');
  });
});
