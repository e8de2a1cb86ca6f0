import type { FromSchema } from 'json-schema-to-ts';

export const headingProps = {
  type: 'object',
  required: ['text'],
  properties: {
    text: { type: 'string', description: 'i18n key' },
    level: { type: 'integer', minimum: 1, maximum: 4, default: 2 },
  },
  additionalProperties: false,
} as const;

export type HeadingProps = FromSchema<typeof headingProps>;
