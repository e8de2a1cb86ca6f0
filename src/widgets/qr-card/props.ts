import type { FromSchema } from 'json-schema-to-ts';
import { SITE_PATH_PATTERN } from '@/schema/url-policy';
import { queryBindingSchema } from '@/renderer/data/binding-props';

export const qrCardProps = {
  type: 'object',
  required: ['source'],
  properties: {
    title: { type: 'string', description: 'i18n key' },
    intro: { type: 'string', description: 'i18n key of a line under the title' },
    source: queryBindingSchema,
    codeField: { type: 'string', description: 'the fact holding the code (referralCode); with linkPath and linkParam' },
    urlField: { type: 'string', description: 'or: the fact holding a whole http(s) link (an app download)' },
    buttonLabel: { type: 'string', description: 'i18n key of a button that opens the link (download)' },
    linkPath: { type: 'string', pattern: SITE_PATH_PATTERN, description: 'a path on this site the link opens' },
    linkParam: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$', description: 'the query key the code goes in' },
    size: { type: 'integer', minimum: 64, maximum: 512, default: 200, description: 'spec §9 default 200' },
    margin: { type: 'integer', minimum: 0, maximum: 64, default: 20, description: 'spec §9 default 20 (px of quiet zone)' },
    level: { enum: ['L', 'M', 'Q', 'H'], default: 'M', description: 'spec §9 default M' },
  },
  additionalProperties: false,
  anyOf: [{ required: ['codeField', 'linkPath', 'linkParam'] }, { required: ['urlField'] }],
} as const;

export type QrCardProps = FromSchema<typeof qrCardProps>;
