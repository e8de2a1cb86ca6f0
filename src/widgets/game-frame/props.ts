import type { FromSchema } from 'json-schema-to-ts';
import { SITE_PATH_PATTERN } from '@/schema/url-policy';

export const gameFrameProps = {
  type: 'object',
  properties: {
    emptyTo: { type: 'string', pattern: SITE_PATH_PATTERN, default: '/rng', description: 'where the "choose a game" link of the empty page goes' },
  },
  additionalProperties: false,
} as const;

export type GameFrameProps = FromSchema<typeof gameFrameProps>;
