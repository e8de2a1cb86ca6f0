import type { FromSchema } from 'json-schema-to-ts';

export const installAppCardProps = {
  type: 'object',
  required: ['title'],
  properties: {
    title: { type: 'string', description: 'i18n key of the card title (the lite app)' },
    intro: { type: 'string', description: 'i18n key of a line under the title' },
    qrSize: { type: 'integer', minimum: 64, maximum: 512, default: 200, description: 'size of the QR code that opens this site on a phone (spec §9 default 200)' },
    qrMargin: { type: 'integer', minimum: 0, maximum: 64, default: 20, description: 'quiet zone in px (spec §9 default 20)' },
  },
  additionalProperties: false,
} as const;

export type InstallAppCardProps = FromSchema<typeof installAppCardProps>;
