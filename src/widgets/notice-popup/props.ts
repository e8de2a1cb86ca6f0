import type { FromSchema } from 'json-schema-to-ts';
import { queryBindingSchema } from '@/renderer/data/binding-props';

export const noticePopupProps = {
  type: 'object',
  required: ['source'],
  properties: {
    source: queryBindingSchema,
    sessionKey: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$', default: 'noticePopupShown', description: 'session-storage key: the popup shows once per session' },
  },
  additionalProperties: false,
} as const;

export type NoticePopupProps = FromSchema<typeof noticePopupProps>;
