import type { FromSchema } from 'json-schema-to-ts';
import { actionFormProperties, formHeadingProperties } from '../data-kit/action-form-props';

export const depositCheckoutProps = {
  type: 'object',
  required: ['form', 'submit'],
  properties: {
    ...formHeadingProperties,
    ...actionFormProperties,
    qrSize: { type: 'integer', minimum: 120, maximum: 320, default: 200, description: 'the payment QR code in px (spec §9 default 200)' },
    qrMargin: { type: 'integer', minimum: 0, maximum: 64, default: 20, description: 'px of quiet zone around it (spec §9 default 20)' },
    qrLevel: { enum: ['L', 'M', 'Q', 'H'], default: 'M', description: 'error correction (spec §9 default M)' },
  },
  additionalProperties: false,
} as const;

export type DepositCheckoutProps = FromSchema<typeof depositCheckoutProps>;
