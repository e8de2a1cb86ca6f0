import type { FromSchema } from 'json-schema-to-ts';

export const footerVendorsProps = { type: 'object', properties: {}, additionalProperties: false } as const;

export type FooterVendorsProps = FromSchema<typeof footerVendorsProps>;
