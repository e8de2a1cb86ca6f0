import type { FromSchema } from 'json-schema-to-ts';

export const headerBarProps = { type: 'object', properties: {}, additionalProperties: false } as const;

export type HeaderBarProps = FromSchema<typeof headerBarProps>;
