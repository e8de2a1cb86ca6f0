import type { FromSchema } from 'json-schema-to-ts';
import { commandBindingSchema, queryBindingSchema, refreshSchema } from '@/renderer/data/binding-props';

export const redEnvelopeProps = {
  type: 'object',
  required: ['source', 'claim'],
  properties: {
    source: queryBindingSchema,
    claim: commandBindingSchema,
    refresh: refreshSchema,
  },
  additionalProperties: false,
} as const;

export type RedEnvelopeProps = FromSchema<typeof redEnvelopeProps>;
