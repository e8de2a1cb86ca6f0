import type { FromSchema } from 'json-schema-to-ts';
import { HTTPS_OR_SITE_PATTERN } from '@/schema/url-policy';

export const heroBannerProps = {
  type: 'object',
  required: ['title'],
  properties: {
    eyebrow: { type: 'string', description: 'i18n key of the small line above the title' },
    title: { type: 'string', description: 'i18n key' },
    subtitle: { type: 'string', description: 'i18n key' },
    ctaLabel: { type: 'string', description: 'i18n key of the button that runs the node action' },
    image: { type: 'string', pattern: HTTPS_OR_SITE_PATTERN, description: 'the banner\'s picture: upload it in the studio (PNG, JPEG or WebP), or a site path or https address' },
    imageAlt: { type: 'string', description: 'i18n key of what the picture shows, for visitors who cannot see it (none: the picture is decoration)' },
    accent: { enum: ['gold', 'crimson', 'emerald', 'violet'], default: 'gold' },
  },
  additionalProperties: false,
} as const;

export type HeroBannerProps = FromSchema<typeof heroBannerProps>;
