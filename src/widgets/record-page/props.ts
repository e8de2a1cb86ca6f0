import type { FromSchema } from 'json-schema-to-ts';
import { SITE_PATH_PATTERN } from '@/schema/url-policy';
import { queryBindingSchema } from '@/renderer/data/binding-props';

const fieldRef = { type: 'string', description: 'a fact of the query (or a field of its first row)' } as const;
const textKey = { type: 'string', description: 'i18n key' } as const;

export const recordPageProps = {
  type: 'object',
  required: ['source', 'back', 'notFound'],
  properties: {
    source: queryBindingSchema,
    titleField: { ...fieldRef, description: 'the record’s name, shown as the page heading' },
    imageField: { ...fieldRef, description: 'the record’s picture: a path under the platform’s image CDN, or an address' },
    summaryField: { ...fieldRef, description: 'a short line under the heading' },
    back: {
      type: 'object',
      required: ['path', 'label'],
      properties: { path: { type: 'string', pattern: SITE_PATH_PATTERN }, label: textKey },
      additionalProperties: false,
      description: 'the list this record belongs to: a link above the record, and the way out when it is not there',
    },
    notFound: {
      type: 'object',
      required: ['title', 'text'],
      properties: { title: textKey, text: textKey },
      additionalProperties: false,
      description: 'shown instead of the record when the URL names none, or the platform knows no such record',
    },
  },
  additionalProperties: false,
} as const;

export type RecordPageProps = FromSchema<typeof recordPageProps>;
