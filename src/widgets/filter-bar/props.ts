import type { FromSchema } from 'json-schema-to-ts';
import { queryBindingSchema } from '@/renderer/data/binding-props';

const param = { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$' } as const;

export const filterBarProps = {
  type: 'object',
  required: ['fields'],
  properties: {
    fields: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['kind', 'label'],
        properties: {
          kind: { enum: ['dateRange', 'select', 'search'] },
          label: { type: 'string', description: 'i18n key' },
          param: { ...param, description: 'select and search: the URL query key the value goes to' },
          from: { ...param, description: 'dateRange: the URL query key of the first day' },
          to: { ...param, description: 'dateRange: the URL query key of the last day' },
          period: {
            enum: ['past', 'future'],
            default: 'past',
            description: 'dateRange: which way the range looks. Records (bets, the account record, bonuses) are past: no coming period is offered and no day after today can be picked',
          },
          presets: { type: 'array', items: { enum: ['previous7', 'previous30', 'next7', 'next30', 'today'] }, description: 'spec §9 date presets; only those of the range’s period are offered' },
          options: { type: 'array', items: { type: 'object', required: ['value', 'label'], properties: { value: { type: 'string' }, label: { type: 'string' } }, additionalProperties: false } },
          optionsSource: {
            type: 'object',
            required: ['source', 'valueField', 'labelField'],
            properties: { source: queryBindingSchema, valueField: { type: 'string' }, labelField: { type: 'string' } },
            additionalProperties: false,
          },
          placeholder: { type: 'string' },
        },
        additionalProperties: false,
      },
    },
    resets: { type: 'array', items: param, description: 'URL keys cleared when a filter changes (the table’s page)' },
  },
  additionalProperties: false,
} as const;

export type FilterBarProps = FromSchema<typeof filterBarProps>;
