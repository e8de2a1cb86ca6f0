import type { FromSchema } from 'json-schema-to-ts';

export const liveLobbyProps = {
  type: 'object',
  properties: {
    title: { type: 'string', description: 'i18n key of the tables heading' },
    types: {
      type: 'array',
      items: { enum: ['BAC', 'SIC', 'ROU', 'DAT', 'BJ', 'HE', 'MT', 'TCP', 'WZPJ', 'SD', 'FT', 'NN', 'YSX', 'ZJH', 'MJ'] },
      description: 'live game type codes to offer (spec §3); all of them when absent',
    },
    showVendors: { type: 'boolean', default: true, description: 'live vendor cards above the tables (each opens its lobby)' },
  },
  additionalProperties: false,
} as const;

export type LiveLobbyProps = FromSchema<typeof liveLobbyProps>;
