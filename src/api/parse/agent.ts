import { boolean, literal, number, object, optional, string, text, withDefault, array, type Parsed } from './parsers';

export const CONTRACT_PERIODS = ['D', 'W', 'H', 'M'] as const;
export const CONTRACT_SIDES = ['upline', 'downline'] as const;
export const CONTRACT_STATUSES = ['pending', 'active', 'rejected', 'terminationRequested', 'terminated'] as const;

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
  /** pending, active, rejected, terminationRequested or terminated (CONTRACT_STATUSES). */
  status: string,
  /** Which side of the contract the caller is on. */
  side: literal(...CONTRACT_SIDES),
  /** The other account: the downline for the upline, the upline for the downline. */
  counterpart: string,
  counterpartNickname: optional(string),
  /** On a pending offer: the rate of the downline's running contract of this kind (spec §8: accepting ends it). */
  currentRate: optional(number),
  /** Who asked to end it (status terminationRequested); the other side's request ends it. */
  terminationRequestedBy: optional(string),
  /** Real-time salary: the next settlement (epoch ms, every 5 minutes of the platform clock, spec §9). */
  nextSettlementAt: optional(number),
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
