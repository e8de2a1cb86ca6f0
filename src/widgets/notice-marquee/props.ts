import type { FromSchema } from 'json-schema-to-ts';
import { queryBindingSchema } from '@/renderer/data/binding-props';

export const noticeMarqueeProps = {
  type: 'object',
  required: ['source'],
  properties: {
    source: queryBindingSchema,
    label: { type: 'string', description: 'i18n key shown before the line' },
  },
  additionalProperties: false,
} as const;

export type NoticeMarqueeProps = FromSchema<typeof noticeMarqueeProps>;
