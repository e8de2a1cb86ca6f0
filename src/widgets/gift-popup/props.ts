import type { FromSchema } from 'json-schema-to-ts';

export const giftPopupProps = {
  type: 'object',
  properties: {
    delayMs: { type: 'integer', minimum: 0, maximum: 60000, default: 1200, description: 'wait after the screen shows, so the page is seen first' },
  },
  additionalProperties: false,
} as const;

export type GiftPopupProps = FromSchema<typeof giftPopupProps>;
