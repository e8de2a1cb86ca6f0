import type { FromSchema } from 'json-schema-to-ts';

export const lotteryLobbyProps = {
  type: 'object',
  properties: {
    title: { type: 'string', description: 'i18n key of the heading' },
    prizeModes: {
      type: 'array',
      minItems: 1,
      items: { enum: ['Lott', 'ZY', 'Elott', 'SEA'] },
      description: 'prize modes offered as tabs (spec §3); /vnlottery starts on Lott, /seaLottery on SEA',
    },
    showDraws: { type: 'boolean', default: true, description: 'number-lottery draws (state, closing time, results) of the chosen VN game' },
  },
  additionalProperties: false,
} as const;

export type LotteryLobbyProps = FromSchema<typeof lotteryLobbyProps>;
