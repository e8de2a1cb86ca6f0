import { describe, expect, it } from 'vitest';
import { formPart } from '@/renderer/form/form-parts';
import type { ResolvedForm } from '@/schema/resolved';

function registerForm(mobileRequired: boolean): ResolvedForm {
  const required = ['username', 'verificationCode', ...(mobileRequired ? ['mobileNum'] : [])];
  return {
    kind: 'form',
    id: 'register',
    tabs: [],
    fields: [
      { id: 'username', name: 'username', required: true },
      { id: 'mobileNum', name: 'mobileNum', required: mobileRequired },
      { id: 'verificationCode', name: 'verificationCode', required: true, requiredWith: 'mobileNum' },
    ],
    schema: { type: 'object', required, properties: { username: { type: 'string' }, mobileNum: { type: 'string' }, verificationCode: { type: 'string' } } },
    uiSchema: {},
  };
}

describe('formPart: what one tab shows', () => {
  it('marks the SMS code required only when the mobile number it goes with is required', () => {
    expect(formPart(registerForm(false)).schema.required).toEqual(['username']);
    expect(formPart(registerForm(true)).schema.required).toEqual(['username', 'mobileNum', 'verificationCode']);
  });

  it('keeps the document order and passes requiredWith on to the validator rules', () => {
    const part = formPart(registerForm(false), ['verificationCode', 'username']);
    expect(part.uiSchema['ui:order']).toEqual(['username', 'verificationCode', '*']);
    expect(part.rules.find((rule) => rule.name === 'verificationCode')).toMatchObject({ required: true, requiredWith: 'mobileNum' });
  });
});
