import type { FromSchema } from 'json-schema-to-ts';
import { queryBindingSchema } from '@/renderer/data/binding-props';

export const progressBarProps = {
  type: 'object',
  required: ['source', 'valueField', 'label'],
  properties: {
    source: queryBindingSchema,
    valueField: { type: 'string', description: 'a fact from 0 to 100' },
    label: { type: 'string', description: 'i18n key; {{from}} and {{to}} come from fromField and toField' },
    fromField: { type: 'string' },
    toField: { type: 'string' },
    doneText: { type: 'string', description: 'i18n key shown when toField is empty (the top level)' },
  },
  additionalProperties: false,
} as const;

export type ProgressBarProps = FromSchema<typeof progressBarProps>;
