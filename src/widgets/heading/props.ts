export const headingProps = {
  type: 'object',
  required: ['text'],
  properties: {
    text: { type: 'string', description: 'i18n key' },
    level: { type: 'integer', minimum: 1, maximum: 4, default: 2 },
  },
  additionalProperties: false,
} as const;
