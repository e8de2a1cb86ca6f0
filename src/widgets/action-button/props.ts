import type { FromSchema } from 'json-schema-to-ts';

export const actionButtonProps = {
  type: 'object',
  required: ['label'],
  properties: {
    label: { type: 'string', description: 'i18n key' },
    variant: { enum: ['primary', 'secondary', 'ghost'], default: 'primary' },
  },
  additionalProperties: false,
} as const;

export type ActionButtonProps = FromSchema<typeof actionButtonProps>;
