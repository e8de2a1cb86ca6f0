import type { FromSchema } from 'json-schema-to-ts';
import { actionFormProperties } from '../data-kit/action-form-props';

export const actionFormProps = {
  type: 'object',
  required: ['form', 'submit'],
  properties: {
    title: { type: 'string', description: 'i18n key of the heading' },
    intro: { type: 'string', description: 'i18n key of a line under the heading' },
    ...actionFormProperties,
  },
  additionalProperties: false,
} as const;

export type ActionFormProps = FromSchema<typeof actionFormProps>;
