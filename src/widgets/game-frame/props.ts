import type { FromSchema } from 'json-schema-to-ts';

export const gameFrameProps = {
  type: 'object',
  properties: {
    emptyTo: { type: 'string', pattern: '^/(?![/\\\\])', default: '/rng', description: 'where the "choose a game" link of the empty page goes' },
  },
  additionalProperties: false,
} as const;

export type GameFrameProps = FromSchema<typeof gameFrameProps>;
