import type { FromSchema } from 'json-schema-to-ts';
import { recordColumnSchema } from '../data-kit/records-props';

export const contractTableProps = {
  type: 'object',
  required: ['kind'],
  properties: {
    kind: { enum: ['dividend', 'daily', 'hourly', 'realtime'], description: 'the contract type (spec §2 agent centre)' },
    title: { type: 'string', description: 'i18n key of the caption' },
    columns: { type: 'array', minItems: 1, items: recordColumnSchema, description: 'in display order; reorder, hide or relabel here (defaults: counterpart, side, rate, active members, period valid bet, period profit and loss, period, status)' },
    offer: { type: 'boolean', default: true, description: 'show the form to offer this contract to a downline agent' },
  },
  additionalProperties: false,
} as const;

export type ContractTableProps = FromSchema<typeof contractTableProps>;
