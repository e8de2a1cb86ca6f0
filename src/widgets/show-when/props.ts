import type { FromSchema } from 'json-schema-to-ts';
import { queryBindingSchema } from '@/renderer/data/binding-props';

export const showWhenProps = {
  type: 'object',
  required: ['source', 'field', 'equals'],
  properties: {
    source: queryBindingSchema,
    field: { type: 'string', description: 'a fact of the query' },
    equals: { type: ['string', 'number', 'boolean'], description: 'the children show only while the fact holds this value' },
  },
  additionalProperties: false,
} as const;

export type ShowWhenProps = FromSchema<typeof showWhenProps>;
