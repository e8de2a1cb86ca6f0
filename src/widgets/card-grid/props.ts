import type { FromSchema } from 'json-schema-to-ts';
import { SITE_PATH_PATTERN } from '@/schema/url-policy';
import { cellFormatSchema, queryBindingSchema } from '@/renderer/data/binding-props';
import { recordTableProps } from '../data-kit/records-props';

const fieldRef = { type: 'string', description: 'a row field' } as const;

export const cardGridProps = {
  type: 'object',
  required: ['source', 'titleField'],
  properties: {
    title: { type: 'string', description: 'i18n key of the heading' },
    source: queryBindingSchema,
    imageField: fieldRef,
    titleField: fieldRef,
    textField: { ...fieldRef, description: 'a short line under the title' },
    badge: { type: 'object', required: ['field'], properties: { field: fieldRef, format: cellFormatSchema, enumPrefix: { type: 'string' } }, additionalProperties: false },
    facts: { type: 'array', items: { type: 'object', required: ['field', 'label'], properties: { field: fieldRef, label: { type: 'string' }, format: cellFormatSchema, enumPrefix: { type: 'string' } }, additionalProperties: false } },
    filterField: { ...fieldRef, description: 'show only rows whose field equals the URL query value of `filterParam`' },
    filterParam: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$' },
    link: {
      type: 'object',
      required: ['path', 'param', 'field'],
      properties: { path: { type: 'string', pattern: SITE_PATH_PATTERN }, param: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$' }, field: fieldRef, label: { type: 'string' } },
      additionalProperties: false,
      description: 'the card opens this site path with the row field in the query (a promotion’s detail page)',
    },
    soldOut: {
      type: 'object',
      required: ['field', 'label', 'reason'],
      properties: {
        field: { ...fieldRef, description: 'a count (stock): at 0 or below the card is sold out' },
        label: { type: 'string', description: 'i18n key of the badge (Sold out)' },
        reason: { type: 'string', description: 'i18n key said beside the disabled actions (why they cannot be used)' },
      },
      additionalProperties: false,
      description: 'a card whose count ran out shows a badge, and its actions stay visible but disabled, with the reason',
    },
    cardActions: { ...recordTableProps.properties.rowActions, description: 'buttons on each card: a command, or a form that opens in the card' },
    emptyText: { type: 'string' },
    columns: { type: 'integer', minimum: 1, maximum: 6, default: 3 },
  },
  additionalProperties: false,
} as const;

export type CardGridProps = FromSchema<typeof cardGridProps>;
