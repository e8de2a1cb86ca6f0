import type { FromSchema } from 'json-schema-to-ts';

export const gameGridProps = {
  type: 'object',
  properties: {
    title: { type: 'string', description: 'i18n key of the section heading' },
    vassalage: { type: 'string', description: 'vendor whose games to list' },
    vendorQuery: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$', description: 'URL query parameter that chooses the vendor (e.g. "page" on /rng); wins over vassalage' },
    gameType: { type: 'string', description: 'spec §3 gameType filter (RNG, FISH, LIVE…); RNG falls back to the current RNG vendor' },
    minBet: { type: 'number', minimum: 0 },
    minLineNum: { type: 'integer', minimum: 0 },
    typeQuery: {
      type: 'string',
      pattern: '^[A-Za-z][A-Za-z0-9_]*$',
      description: 'URL query parameter of the vendor\'s game-type tabs (e.g. "type" on /rng): when set, a vendor with more than one game type (GCSGAME_getVassGameType) shows them as tabs over its games; gameType is the one chosen first',
    },
    searchable: { type: 'boolean', default: true },
    openIn: { enum: ['page', 'popup'], default: 'page', description: 'where games open: the /game page or a browser popup' },
  },
  additionalProperties: false,
} as const;

export type GameGridProps = FromSchema<typeof gameGridProps>;
