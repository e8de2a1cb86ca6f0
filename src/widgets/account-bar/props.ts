import type { FromSchema } from 'json-schema-to-ts';

export const accountBarProps = {
  type: 'object',
  required: ['for'],
  properties: {
    for: { enum: ['visitor', 'member'], description: 'visitor: its children, then the status notice; member: the notices, the balance, then its children' },
  },
  additionalProperties: false,
} as const;

export type AccountBarProps = FromSchema<typeof accountBarProps>;
