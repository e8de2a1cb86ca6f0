import { page } from './page';
import { array, literal, number, object, optional, string, text, withDefault, type Parsed } from './parsers';

/** Team overview periods: D today, W the last 7 days, M the last 30 (UTC days ending today). */
export const OVERVIEW_PERIODS = ['D', 'W', 'M'] as const;
export type OverviewPeriod = (typeof OVERVIEW_PERIODS)[number];

/** spec §2 team overview (agentTeamOverview): the team over two levels and the period's money. */
export const parseTeamOverview = object({
  period: literal(...OVERVIEW_PERIODS),
  teamSize: number,
  directMembers: number,
  /** Members who placed a bet in the period. */
  activeMembers: number,
  /** Members registered in the period. */
  newMembers: number,
  deposits: number,
  withdrawals: number,
  validBets: number,
  /** The members' result: win/loss plus bonuses and rebates. */
  profitLoss: number,
  /** The period's first and last day (yyyy-MM-dd). */
  startDate: optional(string),
  endDate: optional(string),
  betCount: optional(number),
});
export type TeamOverview = Parsed<typeof parseTeamOverview>;

export const DOWNLINE_STATUSES = ['active', 'inactive'] as const;

/** One team member (spec §2 team management); level 1 is a direct downline. */
export const parseDownline = object({
  account: string,
  nickname: withDefault(string, ''),
  level: number,
  type: number,
  registeredAt: number,
  lastLoginAt: optional(number),
  balance: number,
  /** Active: logged in or bet in the last 7 days. */
  status: literal(...DOWNLINE_STATUSES),
});
export type Downline = Parsed<typeof parseDownline>;
export const parseDownlinePage = page(parseDownline);
export type DownlinePage = Parsed<typeof parseDownlinePage>;

export const parseRegisteredDownline = object({ account: string });
export type RegisteredDownline = Parsed<typeof parseRegisteredDownline>;

/** A team member's bet (team betting). */
export const parseTeamBet = object({
  betId: text,
  account: string,
  level: number,
  gameName: withDefault(string, ''),
  vassalage: string,
  betAmount: number,
  validBet: number,
  winLoss: number,
  betTime: number,
  status: literal('SETTLED', 'OPEN'),
});
export type TeamBet = Parsed<typeof parseTeamBet>;
export const parseTeamBetPage = page(parseTeamBet);
export type TeamBetPage = Parsed<typeof parseTeamBetPage>;

const profitFigures = {
  deposits: number,
  withdrawals: number,
  validBet: number,
  winLoss: number,
  /** Bonuses (rebates are in `rebate`). */
  bonus: number,
  rebate: withDefault(number, 0),
  /** winLoss + bonus + rebate: the member's result. */
  profitLoss: number,
};

/** One team member's profit and loss for the period (user profit and loss). */
export const parseTeamProfitRow = object({ account: string, level: number, ...profitFigures });
export type TeamProfitRow = Parsed<typeof parseTeamProfitRow>;
export const parseTeamProfitPage = object({
  list: array(parseTeamProfitRow),
  pageNum: number,
  totalPages: number,
  totalCount: withDefault(number, 0),
  /** Over every row of the filter, not just this page. */
  total: optional(object(profitFigures)),
});
export type TeamProfitPage = Parsed<typeof parseTeamProfitPage>;

export const INCOME_KINDS = ['dividend', 'daily', 'hourly', 'realtime', 'commission'] as const;
export type IncomeKind = (typeof INCOME_KINDS)[number];

/** One payment to the agent (my income). */
export const parseIncome = object({
  incomeId: text,
  /** yyyy-MM-dd */
  date: string,
  kind: literal(...INCOME_KINDS),
  amount: number,
  status: literal('issued', 'process'),
  time: optional(number),
});
export type Income = Parsed<typeof parseIncome>;
export const parseIncomePage = object({
  list: array(parseIncome),
  pageNum: number,
  totalPages: number,
  totalCount: withDefault(number, 0),
  /** Sum of every row of the filter, not just this page. */
  total: number,
});
export type IncomePage = Parsed<typeof parseIncomePage>;

/** A team member's account-record row (transaction details). */
export const parseTeamTransaction = object({
  transactionId: text,
  account: string,
  level: number,
  type: string,
  amount: number,
  time: number,
  status: withDefault(literal('success', 'pending', 'rejected'), 'success'),
  remark: optional(string),
});
export type TeamTransaction = Parsed<typeof parseTeamTransaction>;
export const parseTeamTransactionPage = page(parseTeamTransaction);
export type TeamTransactionPage = Parsed<typeof parseTeamTransactionPage>;
