import type { FromSchema } from 'json-schema-to-ts';

export const textProps = {
  type: 'object',
  required: ['text'],
  properties: {
    text: { type: 'string', description: 'i18n key' },
    tone: { enum: ['normal', 'muted', 'accent'], default: 'normal' },
  },
  additionalProperties: false,
} as const;

export type TextProps = FromSchema<typeof textProps>;
