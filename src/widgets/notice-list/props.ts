import type { FromSchema } from 'json-schema-to-ts';
import { queryBindingSchema } from '@/renderer/data/binding-props';

export const noticeListProps = {
  type: 'object',
  required: ['source'],
  properties: {
    title: { type: 'string', description: 'i18n key' },
    source: queryBindingSchema,
    pageSize: { type: 'integer', minimum: 1, maximum: 50, default: 9, description: 'spec §9: 9 notices per page' },
    param: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$', default: 'notice', description: 'URL query key of the chosen notice (the NoticePane reads it)' },
  },
  additionalProperties: false,
} as const;

export type NoticeListProps = FromSchema<typeof noticeListProps>;
