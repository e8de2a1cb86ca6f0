import { boolean, literal, number, object, optional, string, text, withDefault, array, type Parsed } from './parsers';

export const CONTRACT_PERIODS = ['D', 'W', 'H', 'M'] as const;

/** spec §3 contract: rate, active members, period valid bet, period profit and loss. */
export const parseContract = object({
  contractId: text,
  kind: optional(string),
  upline: string,
  downline: string,
  downlineNickname: optional(string),
  rate: number,
  activeMembers: withDefault(number, 0),
  periodValidBet: withDefault(number, 0),
  periodProfitLoss: withDefault(number, 0),
  period: optional(literal(...CONTRACT_PERIODS)),
  status: string,
});
export type Contract = Parsed<typeof parseContract>;
export const parseContracts = array(parseContract);

/** Which contract and salary areas the agent centre shows (spec §2). */
export const parseConsolidatedFunds = object({
  sumBalance: optional(number),
  dividendContract: withDefault(boolean, false),
  dailySalaryContract: withDefault(boolean, false),
  hourlySalaryContract: withDefault(boolean, false),
  realTimeSalaryContract: withDefault(boolean, false),
  downlineCount: withDefault(number, 0),
});
export type ConsolidatedFunds = Parsed<typeof parseConsolidatedFunds>;
