import type { FromSchema } from 'json-schema-to-ts';
import { cellFormatSchema, commandBindingSchema, queryBindingSchema, refreshSchema } from '@/renderer/data/binding-props';
import { actionFormProperties } from './action-form-props';

const columnSchema = {
  type: 'object',
  required: ['field', 'label'],
  properties: {
    field: { type: 'string', description: 'the row field this column shows' },
    label: { type: 'string', description: 'i18n key of the heading' },
    format: cellFormatSchema,
    enumPrefix: { type: 'string', description: 'for format "enum": i18n key prefix of the value' },
    hidden: { type: 'boolean', description: 'operators hide a column without deleting it' },
    signed: { type: 'boolean', description: 'colour the value: gains green, losses red (win/loss, profit)' },
    countdownWhen: {
      type: 'object',
      required: ['field', 'in'],
      properties: { field: { type: 'string' }, in: { type: 'array', items: { type: ['string', 'number', 'boolean'] } } },
      additionalProperties: false,
      description: 'for format "countdown": only rows whose field holds one of these values count down; the others show the date and time',
    },
    elapsedText: { type: 'string', description: 'for format "countdown": i18n key shown once the time is up (the rows load again then)' },
  },
  additionalProperties: false,
} as const;

const rowConditionSchema = {
  type: 'object',
  required: ['field', 'in'],
  properties: { field: { type: 'string' }, in: { type: 'array', items: { type: ['string', 'number', 'boolean'] } } },
  additionalProperties: false,
  description: 'the action shows only on rows whose field holds one of these values',
} as const;

/** A table of records: RecordTable's props, which ContractTable builds on. */
export const recordTableProps = {
  type: 'object',
  required: ['source', 'columns'],
  properties: {
    title: { type: 'string', description: 'i18n key of the caption' },
    source: queryBindingSchema,
    columns: { type: 'array', minItems: 1, items: columnSchema, description: 'in display order; reorder, hide or relabel here' },
    paged: { type: 'boolean', default: false, description: 'the query pages (pageNo, pageSize): show page buttons (spec §9 range 3, margin 1)' },
    pageSize: { type: 'integer', minimum: 1, maximum: 100, default: 10 },
    pageParam: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_]*$', default: 'pageNo', description: 'URL query key of the page, so a page can be bookmarked' },
    more: {
      enum: ['pages', 'scroll'],
      description: 'paged tables: page buttons (when absent), or infinite scroll (spec §9): the next page joins the rows when the end of the list comes into view',
    },
    scrollThrottle: { type: 'integer', minimum: 0, maximum: 5000, description: 'infinite scroll: the least time (ms) between two page loads; absent: 200 (spec §9)' },
    scrollDistance: { type: 'integer', minimum: 0, maximum: 2000, description: 'infinite scroll: how close (px) to the end of the list the next page starts loading; absent: 0 (spec §9)' },
    emptyText: { type: 'string', description: 'i18n key shown when there are no rows' },
    rowKey: { type: 'string', description: 'the field that identifies a row' },
    totals: { type: 'array', items: columnSchema, description: 'facts of the query shown under the table (period totals)' },
    expand: {
      type: 'object',
      required: ['field'],
      properties: {
        field: { type: 'string', description: 'the row field shown when the row opens' },
        html: { type: 'boolean', default: false, description: 'the field is platform HTML: shown through the sanitizer' },
        unreadField: { type: 'string', description: 'a boolean field: false marks the row unread' },
        onOpen: commandBindingSchema,
        refresh: refreshSchema,
      },
      additionalProperties: false,
    },
    rowActions: {
      type: 'array',
      items: {
        type: 'object',
        required: ['id', 'label', 'submit'],
        properties: {
          id: { type: 'string', pattern: '^[A-Za-z][A-Za-z0-9_-]*$' },
          label: { type: 'string' },
          when: { anyOf: [rowConditionSchema, { type: 'array', minItems: 1, items: rowConditionSchema, description: 'every condition must hold' }] },
          warn: {
            type: 'object',
            required: ['field', 'above', 'text'],
            properties: { field: { type: 'string' }, above: { type: 'string' }, text: { type: 'string', description: 'i18n key asked instead of `confirm`' } },
            additionalProperties: false,
            description: 'ask this question first when the row’s `field` is above its `above` field (a higher-rate contract ends the current one, spec §8)',
          },
          ...actionFormProperties,
          form: { ...actionFormProperties.form, description: 'a form opens under the row; without one the command runs at once (after `confirm`)' },
        },
        additionalProperties: false,
      },
    },
  },
  additionalProperties: false,
} as const;

export type RecordTableProps = FromSchema<typeof recordTableProps>;
export type RecordColumn = RecordTableProps['columns'][number];
export const recordColumnSchema = columnSchema;
