import type { FromSchema } from 'json-schema-to-ts';

export const siteHeaderProps = { type: 'object', properties: {}, additionalProperties: false } as const;

export type SiteHeaderProps = FromSchema<typeof siteHeaderProps>;
