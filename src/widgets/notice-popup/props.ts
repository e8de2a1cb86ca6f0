import type { FromSchema } from 'json-schema-to-ts';
import { queryBindingSchema } from '@/renderer/data/binding-props';
import { NOTICE_POPUP_SHOWN_KEY } from '@/schema/storage-keys';

export const noticePopupProps = {
  type: 'object',
  required: ['source'],
  properties: {
    source: queryBindingSchema,
    sessionKey: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$', default: NOTICE_POPUP_SHOWN_KEY, description: 'session-storage key: the popup shows once per session' },
  },
  additionalProperties: false,
} as const;

export type NoticePopupProps = FromSchema<typeof noticePopupProps>;
