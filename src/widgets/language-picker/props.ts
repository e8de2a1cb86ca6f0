import type { FromSchema } from 'json-schema-to-ts';

export const languagePickerProps = { type: 'object', properties: {}, additionalProperties: false } as const;

export type LanguagePickerProps = FromSchema<typeof languagePickerProps>;
