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
    showDraws: { type: 'boolean', default: true, description: 'draws: the chosen VN game\'s state, closing time and results; for any other lottery, the draw open now (opened numero)' },
    vnMenu: { type: 'boolean', default: true, description: 'on /vnlottery: the VN lottery\'s game menu by region, and a member\'s recent VN lottery games' },
  },
  additionalProperties: false,
} as const;

export type LotteryLobbyProps = FromSchema<typeof lotteryLobbyProps>;
