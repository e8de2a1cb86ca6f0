import { claimManualRebate, getManualRebate } from '@/api/rebate';
import { getBonusDetails, getPersonalProfit } from '@/api/reports';
import { getBettingRecord, getTransactionDetails } from '@/api/wallet';
import { rowOf } from '../data-types';
import { dated, defineCommand, defineQuery, none, page, paged, pagedRows, params, period, text } from './define';

/** A fraction (0.008) in percent (0.8), without the float's noise (0.008 × 100 = 0.8000000000000002 elsewhere). */
function percentOf(fraction: number): number {
  return Math.round(fraction * 100 * 1e6) / 1e6;
}

/** The member's records: bets, the account record, profit and loss, bonuses and the cashback waiting. */
export const recordQueries = {
  bettingRecord: defineQuery({
    description: 'Bets, newest first, paged (ODSFE2_MemBetDet).',
    params: params({ ...page, ...period, vassalage: text, status: { enum: ['', 'SETTLED', 'OPEN'] } }),
    fields: ['betId', 'vassalage', 'gameName', 'betAmount', 'validBet', 'winLoss', 'betTime', 'status'],
    run: async (input) => {
      const vassalage = input.text('vassalage');
      const status = input.text('status');
      const result = await getBettingRecord({ ...paged(input), ...dated(input), ...(vassalage ? { vassalage } : {}), ...(status ? { status } : {}) });
      return pagedRows(result);
    },
  }),
  transactionHistory: defineQuery({
    description: 'The account record: deposits, withdrawals, transfers, bonuses (ODSFE2_MemTransDet).',
    params: params({ ...page, ...period, type: text }),
    fields: ['transactionId', 'type', 'amount', 'balanceAfter', 'time', 'status', 'remark', 'channel'],
    run: async (input) => {
      const type = input.text('type');
      const result = await getTransactionDetails({ ...paged(input), ...dated(input), ...(type ? { type } : {}) });
      return pagedRows(result);
    },
  }),
  manualRebate: defineQuery({
    description: 'Cashback waiting to be claimed, per vendor (MANPLAYREB3); `ratePercent` is the rate in percent (amount = validBet × ratePercent / 100).',
    params: none,
    fields: ['available', 'vendor', 'category', 'validBet', 'ratePercent', 'amount'],
    run: async () => {
      const rebate = await getManualRebate();
      // The platform sends the rate as a fraction of the valid bet; pages show percentages (format `percent`).
      const rows = rebate.rows.map(({ rate, ...row }) => rowOf({ ...row, ratePercent: percentOf(rate) }));
      return { rows, facts: rowOf({ available: rebate.available }) };
    },
  }),
  personalProfit: defineQuery({
    description: 'Profit and loss per day with the period total.',
    params: params({ ...period }),
    fields: ['date', 'validBet', 'winLoss', 'bonus', 'rebate', 'profit'],
    run: async (input) => {
      const profit = await getPersonalProfit(dated(input));
      return { rows: profit.rows.map(rowOf), facts: rowOf(profit.total) };
    },
  }),
  bonusDetails: defineQuery({
    description: 'Bonuses received, paged.',
    params: params({ ...page, ...period }),
    fields: ['bonusId', 'title', 'amount', 'time', 'status'],
    run: async (input) => {
      const result = await getBonusDetails({ ...paged(input), ...dated(input) });
      return pagedRows(result);
    },
  }),
};

export const recordCommands = {
  claimManualRebate: defineCommand({
    description: 'Claims the cashback waiting (MANPLAYREB3).',
    params: none,
    run: async () => claimManualRebate(),
  }),
};
