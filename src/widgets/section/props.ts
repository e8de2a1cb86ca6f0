import type { FromSchema } from 'json-schema-to-ts';

export const sectionProps = {
  type: 'object',
  properties: {
    title: { type: 'string', description: 'i18n key of the section heading' },
    layout: { enum: ['stack', 'row', 'grid', 'split'], default: 'stack', description: 'split: a narrow list beside a wide pane (one column on phones)' },
    columns: { type: 'integer', minimum: 1, maximum: 6 },
    tone: { enum: ['plain', 'panel'], default: 'plain' },
  },
  additionalProperties: false,
} as const;

export type SectionProps = FromSchema<typeof sectionProps>;
