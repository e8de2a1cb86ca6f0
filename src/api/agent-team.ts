import type { DateRangeQuery, PageQuery } from './parse/page';
import {
  parseDownlinePage,
  parseIncomePage,
  parseRegisteredDownline,
  parseTeamBetPage,
  parseTeamOverview,
  parseTeamProfitPage,
  parseTeamTransactionPage,
  type DownlinePage,
  type IncomePage,
  type OverviewPeriod,
  type RegisteredDownline,
  type TeamBetPage,
  type TeamOverview,
  type TeamProfitPage,
  type TeamTransactionPage,
} from './parse/agent-team';
import { parseBalance, type Balance } from './parse/wallet';
import { call } from './request';

export { DOWNLINE_STATUSES, INCOME_KINDS, OVERVIEW_PERIODS } from './parse/agent-team';
export type {
  Downline,
  DownlinePage,
  Income,
  IncomeKind,
  IncomePage,
  OverviewPeriod,
  RegisteredDownline,
  TeamBet,
  TeamBetPage,
  TeamOverview,
  TeamProfitPage,
  TeamProfitRow,
  TeamTransaction,
  TeamTransactionPage,
} from './parse/agent-team';

/**
 * Agent-centre team calls (spec §2). All need an agent session (types 1, 2, 41, 42): a player is
 * refused with `account.not.agent`, a trial account with `account.trial.not.allowed`. The team is
 * two levels deep: level 1 the agent's direct downlines, level 2 theirs. Lists page with `pageNo`
 * (1-based) and `pageSize` (default 10); dates are `yyyy-MM-dd`, inclusive UTC days.
 */

/** GET /wps/agent/team/overview: team size and the period's money (D today, W last 7 days, M last 30). */
export function getTeamOverview(query: { period: OverviewPeriod }): Promise<TeamOverview> {
  return call({ method: 'GET', path: '/wps/agent/team/overview', query: { period: query.period } }, parseTeamOverview);
}

export interface DownlineQuery extends PageQuery {
  /** Part of the account or nickname, any case. */
  keyword?: string;
  /** 1 direct downlines, 2 their downlines. */
  level?: number;
}

/** GET /wps/agent/downlines: team management, level 1 then level 2, by account. */
export function getDownlines(query: DownlineQuery = {}): Promise<DownlinePage> {
  return call({ method: 'GET', path: '/wps/agent/downlines', query: { ...query } }, parseDownlinePage);
}

export interface RegisterDownlineRequest {
  username: string;
  password: string;
  confirmPassword: string;
  payeeName?: string;
  mobileNum?: string;
  email?: string;
}

/**
 * PUT /wps/agent/downline (encrypted): opens an account under the agent with the register form's
 * server rules (getRegisterSettings). Refusals name the field in `value.field`:
 * `register.field.invalid`, `member.username.exists` (username, or mobileNum when the number is taken).
 */
export function registerDownline(request: RegisterDownlineRequest): Promise<RegisteredDownline> {
  return call({ method: 'PUT', path: '/wps/agent/downline', body: request, encoding: 'encrypted' }, parseRegisteredDownline);
}

export interface TransferToDownlineRequest {
  /** A member of the agent's team (either level). */
  downline: string;
  amount: number;
  paymentPassword: string;
}

/**
 * POST /wps/agent/transfer/downline (encrypted): the agent's main wallet → the team member's; answers
 * the agent's new balance. Refusals: `request_param_err` (downline, amount), `payment.password.incorrect`
 * (paymentPassword), `wallet.balance.insufficient` (amount).
 */
export function transferToDownline(request: TransferToDownlineRequest): Promise<Balance> {
  return call({ method: 'POST', path: '/wps/agent/transfer/downline', body: request, encoding: 'encrypted' }, parseBalance);
}

/** The team reports' filters: period, one member (exact account), one level, page. */
export interface TeamReportQuery extends PageQuery, DateRangeQuery {
  account?: string;
  level?: number;
}

export interface TeamBetQuery extends TeamReportQuery {
  /** Vendor code (PG, JDB, N2, SABA, TCG_SEA). */
  vassalage?: string;
  /** SETTLED or OPEN. */
  status?: string;
}

/** GET /wps/agent/report/bets: the team's bets, newest first. */
export function getTeamBets(query: TeamBetQuery = {}): Promise<TeamBetPage> {
  return call({ method: 'GET', path: '/wps/agent/report/bets', query: { ...query } }, parseTeamBetPage);
}

/** GET /wps/agent/report/profit: one row per team member for the period (level 1 first), with the total of all rows. */
export function getTeamProfitLoss(query: TeamReportQuery = {}): Promise<TeamProfitPage> {
  return call({ method: 'GET', path: '/wps/agent/report/profit', query: { ...query } }, parseTeamProfitPage);
}

/** GET /wps/agent/report/income: the agent's own income, newest first, with the period total. */
export function getAgentIncome(query: PageQuery & DateRangeQuery = {}): Promise<IncomePage> {
  return call({ method: 'GET', path: '/wps/agent/report/income', query: { ...query } }, parseIncomePage);
}

export interface TeamTransactionQuery extends TeamReportQuery {
  /** DEPOSIT, WITHDRAW, TRANSFER_IN, TRANSFER_OUT, BONUS, REBATE or POINTS. */
  type?: string;
}

/** GET /wps/agent/report/transactions: the team's account records, newest first. */
export function getTeamTransactions(query: TeamTransactionQuery = {}): Promise<TeamTransactionPage> {
  return call({ method: 'GET', path: '/wps/agent/report/transactions', query: { ...query } }, parseTeamTransactionPage);
}
