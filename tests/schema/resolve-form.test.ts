// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import type { ExplainEntry } from '@/schema/explain';
import { fillRuleText, patternMessageKey } from '@/schema/pattern-message';
import { resolveForm } from '@/schema/resolve-form';
import type { FieldConfig, FormDocument } from '@/schema/types';
import { contextWith, registerForm } from '../fixtures/schema-context';

function resolve(fieldConfig: Record<string, FieldConfig> = {}, flags: Record<string, boolean> = {}, document: FormDocument = registerForm()) {
  const explain: ExplainEntry[] = [];
  const form = resolveForm(document, contextWith({ fieldConfig, flags }), explain);
  return { form, explain };
}

describe('resolveForm: spec §5 server config', () => {
  it('without server config keeps the document as written', () => {
    const { form } = resolve();
    expect(form.fields.map((f) => f.name)).toEqual(['username', 'password', 'confirmPassword', 'email']);
    expect(form.schema.required).toEqual(['username', 'password', 'confirmPassword']);
    expect(form.schema.properties['email']).toEqual({ type: 'string', format: 'email', title: 'field_email' });
    expect(form.uiSchema['email']).toEqual({ 'ui:placeholder': 'email_placeholder' });
    expect(form).toMatchObject({ kind: 'form', id: 'register', title: 'register_title', submitLabel: 'register_submit' });
  });

  it('enabled: false drops the field everywhere (schema, required, order, tabs)', () => {
    const { form, explain } = resolve({ password: { enabled: false, required: true } });
    expect(form.fields.map((f) => f.name)).toEqual(['username', 'confirmPassword', 'email']);
    expect(form.schema.properties).not.toHaveProperty('password');
    expect(form.schema.required).not.toContain('password');
    expect(form.uiSchema['ui:order']).toEqual(['username', 'confirmPassword', 'email']);
    expect(form.tabs[0]?.fields).toEqual(['username', 'confirmPassword', 'email']);
    expect(explain).toContainEqual({ id: 'password', layer: 'server-config', change: 'removed', detail: 'server config "password" is disabled' });
  });

  it('enabled: true (or absent) keeps the field', () => {
    expect(resolve({ email: { enabled: true } }).form.fields.map((f) => f.name)).toContain('email');
  });

  it('required: true adds the field to required; required: false does not loosen a field the document requires', () => {
    const { form, explain } = resolve({ email: { required: true }, userName: { required: false } });
    expect(form.schema.required).toEqual(['username', 'password', 'confirmPassword', 'email']);
    expect(form.fields.find((f) => f.name === 'email')?.required).toBe(true);
    expect(explain).toContainEqual({ id: 'email', property: 'required', layer: 'server-config', change: 'set', detail: 'server config "email" requires it' });
  });

  it('acceptedPattern becomes the JSON Schema pattern', () => {
    const { form } = resolve({ userName: { acceptedPattern: '^[a-zA-Z][a-zA-Z0-9]*$' } });
    expect(form.schema.properties['username']?.pattern).toBe('^[a-zA-Z][a-zA-Z0-9]*$');
  });

  it('acceptedPattern "*" (any value) and "" add no pattern', () => {
    expect(resolve({ userName: { acceptedPattern: '*' } }).form.schema.properties['username']).not.toHaveProperty('pattern');
    expect(resolve({ userName: { acceptedPattern: '' } }).form.schema.properties['username']).not.toHaveProperty('pattern');
  });

  it('minLength and maxLength carry over', () => {
    const { form } = resolve({ password: { minLength: 6, maxLength: 16 } });
    expect(form.schema.properties['password']).toEqual({ type: 'string', title: 'field_password', minLength: 6, maxLength: 16 });
  });

  it('a server minimum carries over (the point mall\'s fewest points to convert), with the field\'s message for it', () => {
    const document: FormDocument = { kind: 'form', schemaVersion: 2, id: 'points-convert', fields: [{ id: 'points', name: 'points', schema: { type: 'string', pattern: '^\\d{1,9}$' }, config: 'points', minimumMessage: 'points_convert_min' }] };
    const { form, explain } = resolve({ points: { minimum: 100 } }, {}, document);
    expect(form.schema.properties['points']).toEqual({ type: 'string', pattern: '^\\d{1,9}$', minimum: 100 });
    expect(form.fields[0]?.minimumMessage).toBe('points_convert_min');
    expect(explain).toContainEqual({ id: 'points', property: 'minimum', layer: 'server-config', change: 'set', detail: 'server minimum 100' });
    expect(resolve({}, {}, document).form.schema.properties['points']).toEqual({ type: 'string', pattern: '^\\d{1,9}$' });
  });

  it('patternId selects the translated message reg_pattern_<id> with min and max', () => {
    const { form } = resolve({ password: { patternId: 3, minLength: 6, maxLength: 16 } });
    expect(form.fields.find((f) => f.name === 'password')?.ruleMessage).toEqual({ key: 'reg_pattern_3', min: 6, max: 16 });
    expect(patternMessageKey('12')).toBe('reg_pattern_12');
  });

  it('patternId wins over the document\'s own pattern message; without it the document\'s message keeps the lengths', () => {
    expect(resolve({ userName: { patternId: 1 } }).form.fields[0]?.ruleMessage).toEqual({ key: 'reg_pattern_1' });
    expect(resolve({ userName: { minLength: 4, maxLength: 4 } }).form.fields[0]?.ruleMessage).toEqual({ key: 'username_rule', min: 4, max: 4 });
    expect(resolve({ userName: { patternId: '' } }).form.fields[0]?.ruleMessage).toEqual({ key: 'username_rule' });
  });

  it('field order is the document\'s order, whatever order the server config lists', () => {
    const document = registerForm();
    document.fields.reverse();
    const { form } = resolve({ email: { required: true }, userName: { required: true }, password: {} }, { MOBILENUMREG3: true }, document);
    expect(form.uiSchema['ui:order']).toEqual(['email', 'mobile', 'confirmPassword', 'password', 'username']);
    expect(Object.keys(form.schema.properties)).toEqual(['email', 'mobile', 'confirmPassword', 'password', 'username']);
  });

  it('keeps sameAs so the confirmation must equal the password', () => {
    expect(resolve().form.fields.find((f) => f.name === 'confirmPassword')?.sameAs).toBe('password');
  });

  it('a tab that needs a config-disabled field still shows it; other tabs follow the config', () => {
    const document = registerForm();
    document.tabs = [
      { id: 'tab-username', label: 'tab_username', fields: ['username', 'mobile', 'password'] },
      { id: 'tab-mobile', label: 'tab_mobile', when: { flag: 'MOBILENUMREG3' }, fields: ['mobile', 'password'], needs: ['mobile'] },
    ];
    const { form, explain } = resolve({ mobile: { enabled: false } }, { MOBILENUMREG3: true }, document);
    expect(form.tabs.map((tab) => [tab.id, tab.fields])).toEqual([
      ['tab-username', ['username', 'password']],
      ['tab-mobile', ['mobile', 'password']],
    ]);
    expect(explain).toContainEqual({ id: 'mobile', layer: 'server-config', change: 'kept', detail: 'server config "mobile" is disabled; kept for tab "tab-mobile", which needs it' });
    // When the tab that needs it is not shown, the config wins.
    expect(resolve({ mobile: { enabled: false } }, { MOBILENUMREG3: false }, document).form.schema.properties).not.toHaveProperty('mobile');
  });

  it('a field that goes with another (requiredWith) is shown only where that one is', () => {
    const document = registerForm();
    document.fields.push({ id: 'code', name: 'verificationCode', schema: { type: 'string' }, required: true, requiredWith: 'mobile' });
    document.tabs = [
      { id: 'tab-username', label: 'tab_username', fields: ['username', 'password', 'verificationCode'] },
      { id: 'tab-mobile', label: 'tab_mobile', fields: ['mobile', 'verificationCode'] },
    ];
    const withMobile = resolve({}, { MOBILENUMREG3: true }, document);
    expect(withMobile.form.tabs.map((tab) => tab.fields)).toEqual([['username', 'password'], ['mobile', 'verificationCode']]);
    expect(withMobile.form.fields.find((f) => f.name === 'verificationCode')?.requiredWith).toBe('mobile');
    // No mobile field at all (its condition is false): the code leaves the form too.
    const withoutMobile = resolve({}, {}, document);
    expect(withoutMobile.form.schema.properties).not.toHaveProperty('verificationCode');
    expect(withoutMobile.explain).toContainEqual({ id: 'code', property: 'requiredWith', layer: 'condition', change: 'removed', detail: 'goes with "mobile", which is not shown' });
  });

  it('keeps requiredWith from the document', () => {
    const document = registerForm();
    const password = document.fields.find((field) => field.name === 'password');
    if (password) password.requiredWith = 'username';
    expect(resolve({}, {}, document).form.fields.find((f) => f.name === 'password')?.requiredWith).toBe('username');
  });

  it('removes fields and tabs whose condition is false, and tabs list only visible fields', () => {
    const off = resolve({ email: { enabled: false } });
    expect(off.form.tabs).toEqual([{ id: 'tab-username', label: 'tab_username', fields: ['username', 'password', 'confirmPassword'] }]);
    expect(off.explain).toContainEqual({ id: 'mobile', property: 'when', layer: 'condition', change: 'removed', detail: '{"flag":"MOBILENUMREG3"} is false' });
    const on = resolve({}, { MOBILENUMREG3: true });
    expect(on.form.tabs.map((t) => [t.id, t.fields])).toEqual([
      ['tab-username', ['username', 'password', 'confirmPassword', 'email']],
      ['tab-mobile', ['mobile', 'password']],
    ]);
  });

  it('a disabled server config entry hides a field even when its condition holds', () => {
    const { form } = resolve({ mobile: { enabled: false } }, { MOBILENUMREG3: true });
    expect(form.tabs.find((t) => t.id === 'tab-mobile')?.fields).toEqual(['password']);
  });

  it('a field without a config name ignores the server config', () => {
    const { form } = resolve({ confirmPassword: { enabled: false } });
    expect(form.fields.map((f) => f.name)).toContain('confirmPassword');
  });
});

describe('fillRuleText', () => {
  it('substitutes (min) and (max)', () => {
    expect(fillRuleText('Password (min)-(max) characters', 6, 16)).toBe('Password 6-16 characters');
  });

  it('collapses the range to a single number when min equals max', () => {
    expect(fillRuleText('Password (min)-(max) characters', 6, 6)).toBe('Password 6 characters');
    expect(fillRuleText('Code (min) ~ (max) digits', 4, 4)).toBe('Code 4 digits');
  });

  it('leaves a placeholder it has no number for', () => {
    expect(fillRuleText('At least (min), at most (max)', 2, undefined)).toBe('At least 2, at most (max)');
  });
});

describe('forms/forgot-password.json: the phone tab is a condition in the document (CHNGPASSVERIF3)', () => {
  const document = JSON.parse(readFileSync('schemas/forms/forgot-password.json', 'utf8')) as FormDocument;

  it('without the flag only the email tab is left, and --explain names the condition that removed the phone tab', () => {
    const { form, explain } = resolve({}, {}, document);
    expect(form.tabs).toEqual([{ id: 'tab-email', label: 'forgot_tab_email', fields: ['username', 'email'], submitLabel: 'forgot_email_submit' }]);
    expect(explain).toContainEqual({ id: 'tab-phone', property: 'when', layer: 'condition', change: 'removed', detail: 'tab: {"flag":"CHNGPASSVERIF3"} is false' });
  });

  it('with the flag the phone tab follows, with its own fields and submit label', () => {
    const { form } = resolve({}, { CHNGPASSVERIF3: true }, document);
    expect(form.tabs.map((tab) => [tab.id, tab.submitLabel])).toEqual([['tab-email', 'forgot_email_submit'], ['tab-phone', 'forgot_phone_submit']]);
    expect(form.tabs[1]?.fields).toEqual(['countryDialingCode', 'mobileNum', 'verificationCode', 'newPassword']);
  });
});
