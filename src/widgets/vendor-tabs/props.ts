import type { FromSchema } from 'json-schema-to-ts';

export const vendorTabsProps = {
  type: 'object',
  properties: {
    category: { enum: ['LIVE', 'RNG', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'ELOTT', 'LOTT'], default: 'RNG', description: 'vendor category whose vendors become tabs' },
    queryParam: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$', default: 'page', description: 'URL query parameter holding the chosen vendor (spec §2: /rng?page={vendor})' },
    label: { type: 'string', description: 'i18n key naming the tab list' },
    favouritesTab: { type: 'boolean', description: 'off unless true: a Favourites tab first, for members only (?{queryParam}=favourites): the games the member marked with the heart' },
  },
  additionalProperties: false,
} as const;

export type VendorTabsProps = FromSchema<typeof vendorTabsProps>;
