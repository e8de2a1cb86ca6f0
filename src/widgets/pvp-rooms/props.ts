import type { FromSchema } from 'json-schema-to-ts';

export const pvpRoomsProps = {
  type: 'object',
  properties: {
    title: { type: 'string', description: 'i18n key of the heading' },
    vassalage: { type: 'string', description: 'one vendor’s rooms; otherwise the `vendor` query, else every vendor' },
  },
  additionalProperties: false,
} as const;

export type PvpRoomsProps = FromSchema<typeof pvpRoomsProps>;
