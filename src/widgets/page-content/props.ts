import type { FromSchema } from 'json-schema-to-ts';

export const pageContentProps = { type: 'object', properties: {}, additionalProperties: false } as const;

export type PageContentProps = FromSchema<typeof pageContentProps>;
