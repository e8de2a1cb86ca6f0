import type { FromSchema } from 'json-schema-to-ts';

export const copyrightProps = { type: 'object', properties: {}, additionalProperties: false } as const;

export type CopyrightProps = FromSchema<typeof copyrightProps>;
