import type { FromSchema } from 'json-schema-to-ts';

export const menuButtonProps = {
  type: 'object',
  required: ['label'],
  properties: {
    label: { type: 'string', description: 'i18n key: the button’s visible label and the panel’s accessible name (nav_menu)' },
  },
  additionalProperties: false,
} as const;

export type MenuButtonProps = FromSchema<typeof menuButtonProps>;
