import type { FromSchema } from 'json-schema-to-ts';
import { cellFormatSchema, labelKeySchema, queryBindingSchema } from '@/renderer/data/binding-props';

export const detailListProps = {
  type: 'object',
  required: ['source', 'items'],
  properties: {
    title: { type: 'string', description: 'i18n key of the heading' },
    source: queryBindingSchema,
    items: {
      type: 'array',
      minItems: 1,
      items: {
        type: 'object',
        required: ['field', 'label'],
        properties: {
          field: { type: 'string' },
          label: { type: 'string', description: 'i18n key' },
          format: cellFormatSchema,
          enumPrefix: { type: 'string' },
          hidden: { type: 'boolean' },
          signed: { type: 'boolean', description: 'colour gains green and losses red' },
        },
        additionalProperties: false,
      },
    },
    rows: {
      type: 'object',
      required: ['labelField', 'valueField'],
      properties: {
        labelField: { type: 'string' },
        labelKey: labelKeySchema,
        valueField: { type: 'string' },
        format: cellFormatSchema,
        expected: { type: 'integer', minimum: 0, maximum: 20, default: 4, description: 'how many rows to keep room for while the data loads (a wallet list: its wallets), so what is under the list does not jump when they come' },
      },
      additionalProperties: false,
      description: 'also list each row as a fact (each wallet and its balance)',
    },
    layout: { enum: ['list', 'tiles'], default: 'list' },
  },
  additionalProperties: false,
} as const;

export type DetailListProps = FromSchema<typeof detailListProps>;
