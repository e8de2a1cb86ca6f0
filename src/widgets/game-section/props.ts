import type { FromSchema } from 'json-schema-to-ts';

export const gameSectionProps = {
  type: 'object',
  required: ['kind'],
  properties: {
    kind: { enum: ['favourites', 'recent', 'hot', 'rank'], description: 'favourites and recent need a session; hot and rank are public' },
    title: { type: 'string', description: 'i18n key; defaults to the kind’s own title' },
    vassalage: { type: 'string', description: 'hot games of one vendor only' },
    gameType: { enum: ['LIVE', 'RNG', 'FISH', 'PVP'], description: 'hot games of one category only (a Fishing page shows fish games only)' },
    limit: { type: 'integer', minimum: 1, maximum: 24, default: 12 },
  },
  additionalProperties: false,
} as const;

export type GameSectionProps = FromSchema<typeof gameSectionProps>;
