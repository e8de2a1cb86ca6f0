import type { FromSchema } from 'json-schema-to-ts';

export const statusNoticeProps = {
  type: 'object',
  required: ['title', 'text'],
  properties: {
    title: { type: 'string', description: 'i18n key' },
    text: { type: 'string', description: 'i18n key' },
    illustration: { enum: ['maintenance', 'restricted'], default: 'maintenance' },
    showLocation: { type: 'boolean', default: false, description: "show the visitor's IP and country (restriction page)" },
    contactLabel: { type: 'string', description: 'i18n key of the button that runs the node action (Contact Us)' },
  },
  additionalProperties: false,
} as const;

export type StatusNoticeProps = FromSchema<typeof statusNoticeProps>;
