import type { FromSchema } from 'json-schema-to-ts';
import { queryBindingSchema } from '@/renderer/data/binding-props';

export const htmlContentProps = {
  type: 'object',
  required: ['source', 'field'],
  properties: {
    source: queryBindingSchema,
    field: { type: 'string', description: 'the fact (or first row field) holding platform HTML' },
    titleField: { type: 'string', description: 'a fact shown as the heading' },
  },
  additionalProperties: false,
} as const;

export type HtmlContentProps = FromSchema<typeof htmlContentProps>;
