import type { FromSchema } from 'json-schema-to-ts';

export const siteFooterProps = { type: 'object', properties: {}, additionalProperties: false } as const;

export type SiteFooterProps = FromSchema<typeof siteFooterProps>;
