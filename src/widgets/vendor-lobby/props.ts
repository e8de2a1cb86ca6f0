import type { FromSchema } from 'json-schema-to-ts';

export const vendorLobbyProps = {
  type: 'object',
  required: ['categories'],
  properties: {
    title: { type: 'string', description: 'i18n key of the heading' },
    categories: {
      type: 'array',
      minItems: 1,
      items: { enum: ['LIVE', 'RNG', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'ELOTT', 'LOTT'] },
      description: 'vendor categories whose cards to show (spec §3)',
    },
    caption: { type: 'string', description: 'i18n key under each vendor name' },
    source: {
      enum: ['vendors', 'lotteryGateway'],
      description: 'where the cards come from: the site\'s vendor list (GCSGAME_newGameVendor, the default) or the lottery gateway\'s game menus (lgw game_menus, the lottery page)',
    },
    openIn: { enum: ['page', 'popup'], default: 'page' },
  },
  additionalProperties: false,
} as const;

export type VendorLobbyProps = FromSchema<typeof vendorLobbyProps>;
