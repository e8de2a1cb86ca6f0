import type { FromSchema } from 'json-schema-to-ts';
import { SITE_PATH_PATTERN } from '@/schema/url-policy';

export const categoryTilesProps = {
  type: 'object',
  required: ['tiles'],
  properties: {
    tiles: {
      type: 'array',
      maxItems: 12,
      items: {
        type: 'object',
        required: ['id', 'label', 'to'],
        properties: {
          id: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_.-]*$' },
          label: { type: 'string', description: 'i18n key' },
          caption: { type: 'string', description: 'i18n key' },
          to: { type: 'string', pattern: SITE_PATH_PATTERN, description: 'site path' },
          icon: { enum: ['slots', 'live', 'sports', 'fish', 'lottery', 'poker', 'esports', 'promo'] },
        },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;

export type CategoryTilesProps = FromSchema<typeof categoryTilesProps>;
