import type { FromSchema } from 'json-schema-to-ts';
import { queryBindingSchema } from '@/renderer/data/binding-props';

export const bannerCarouselProps = {
  type: 'object',
  required: ['source'],
  properties: {
    source: queryBindingSchema,
    interval: { type: 'integer', minimum: 2000, maximum: 30000, default: 5000, description: 'ms between slides' },
    label: { type: 'string', description: 'i18n key naming the carousel' },
  },
  additionalProperties: false,
} as const;

export type BannerCarouselProps = FromSchema<typeof bannerCarouselProps>;
