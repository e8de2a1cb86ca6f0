import type { FromSchema } from 'json-schema-to-ts';

export const headerLoginProps = {
  type: 'object',
  properties: {
    inlineFrom: {
      type: 'integer',
      minimum: 600,
      maximum: 2400,
      default: 1200,
      description: 'the narrowest window (px) that shows the form in the header row; narrower, it collapses to the Log in button, which opens the login popup',
    },
  },
  additionalProperties: false,
} as const;

export type HeaderLoginProps = FromSchema<typeof headerLoginProps>;
