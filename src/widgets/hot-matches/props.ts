import type { FromSchema } from 'json-schema-to-ts';
import { queryBindingSchema } from '@/renderer/data/binding-props';

export const hotMatchesProps = {
  type: 'object',
  required: ['source'],
  properties: {
    title: { type: 'string', description: 'i18n key of the heading' },
    source: { ...queryBindingSchema, description: 'the hotMatches query (league, teams, kickoff, status, scores, odds, vendor)' },
    limit: { type: 'integer', minimum: 1, maximum: 12, default: 6, description: 'how many matches at most, soonest first' },
    betLabel: { type: 'string', description: 'i18n key of the button that opens the match’s sportsbook (login first for a visitor)' },
  },
  additionalProperties: false,
} as const;

export type HotMatchesProps = FromSchema<typeof hotMatchesProps>;
