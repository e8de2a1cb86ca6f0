import type { FromSchema } from 'json-schema-to-ts';

export const footerColumnsProps = { type: 'object', properties: {}, additionalProperties: false } as const;

export type FooterColumnsProps = FromSchema<typeof footerColumnsProps>;
