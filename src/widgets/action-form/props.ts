import type { FromSchema } from 'json-schema-to-ts';
import { actionFormProperties, formHeadingProperties } from '../data-kit/action-form-props';

export const actionFormProps = {
  type: 'object',
  required: ['form', 'submit'],
  properties: {
    ...formHeadingProperties,
    ...actionFormProperties,
  },
  additionalProperties: false,
} as const;

export type ActionFormProps = FromSchema<typeof actionFormProps>;
