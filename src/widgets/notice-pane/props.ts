import type { FromSchema } from 'json-schema-to-ts';
import { queryBindingSchema } from '@/renderer/data/binding-props';

export const noticePaneProps = {
  type: 'object',
  required: ['source'],
  properties: {
    source: queryBindingSchema,
    param: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$', default: 'notice', description: 'URL query key of the chosen notice' },
  },
  additionalProperties: false,
} as const;

export type NoticePaneProps = FromSchema<typeof noticePaneProps>;
