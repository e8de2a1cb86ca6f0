import type { FromSchema } from 'json-schema-to-ts';
import { queryBindingSchema } from '@/renderer/data/binding-props';

export const helpSectionsProps = {
  type: 'object',
  required: ['source'],
  properties: {
    source: queryBindingSchema,
    toc: { type: 'boolean', default: true, description: 'a list of links to the sections above them' },
  },
  additionalProperties: false,
} as const;

export type HelpSectionsProps = FromSchema<typeof helpSectionsProps>;
