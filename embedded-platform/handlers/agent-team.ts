import { http, type HttpHandler } from 'msw';
import { UsernameTakenError, type MemberAccount } from '../platform/accounts';
import type { Platform } from '../platform/platform';
import { TRANSACTION_TYPES } from '../platform/records';
import { firstInvalidField, registerSettings, type FieldRule, type RegisterFieldName } from '../platform/register-settings';
import { addFigures, figuresOf, isActiveMember, OVERVIEW_DAYS, periodRange, teamOf, type OverviewPeriod, type TeamMember } from '../platform/team';
import { numberField, text, type Fields } from './body';
import { platformCall, type CallContext } from './call-context';
import { checkPaymentPassword, debitMain } from './cashier';
import { badField, ERROR_CODES, fieldFailure, ok } from './envelope';
import { amountOf, dateFilter, MEMBER_PAGE_SIZE, pageOf } from './filters';
import { normaliseMobile } from './mobile';
import { paginate } from './paging';
import { wps } from './routes';
import { balanceOf } from './wallet';

/** Agent-centre team pages (spec §2): not named in spec §7. */
export const AGENT_TEAM_PATHS = {
  overview: '/agent/team/overview',
  downlines: '/agent/downlines',
  registerDownline: '/agent/downline',
  transferToDownline: '/agent/transfer/downline',
  bets: '/agent/report/bets',
  profit: '/agent/report/profit',
  income: '/agent/report/income',
  transactions: '/agent/report/transactions',
} as const;

function isoDay(time: number): string {
  return new Date(time).toISOString().slice(0, 10);
}

function overviewPeriodOf(call: CallContext): OverviewPeriod {
  const period = call.query('period')?.toUpperCase() ?? 'D';
  if (period !== 'D' && period !== 'W' && period !== 'M') throw badField('period', 'period must be D, W or M');
  return period;
}

/** Team size and the period's money (today, 7 or 30 UTC days ending today on the platform clock). */
function overview(call: CallContext) {
  const agent = call.agent();
  const period = overviewPeriodOf(call);
  const team = teamOf(call.platform.accounts, agent.account);
  const { from, to } = periodRange(period, call.platform.now());
  const inRange = (time: number) => time >= from && time < to;
  const figures = team.map(({ member }) => figuresOf(member, inRange));
  const total = addFigures(figures);
  return {
    period,
    startDate: isoDay(from),
    endDate: isoDay(to - 1),
    days: OVERVIEW_DAYS[period],
    teamSize: team.length,
    directMembers: team.filter(({ level }) => level === 1).length,
    activeMembers: figures.filter((figure) => figure.bets > 0).length,
    newMembers: team.filter(({ member }) => inRange(member.registeredAt)).length,
    deposits: total.deposits,
    withdrawals: total.withdrawals,
    validBets: total.validBet,
    profitLoss: total.profitLoss,
    betCount: total.bets,
  };
}

/** `level` 1 or 2 when given, else request_param_err on level. */
function levelOf(call: CallContext): number | undefined {
  const raw = call.query('level');
  if (raw === undefined) return undefined;
  const level = Number(raw);
  if (level !== 1 && level !== 2) throw badField('level', 'level must be 1 or 2');
  return level;
}

/** The agent's team narrowed by the report filters `account` (exact, any case) and `level`. */
function filteredTeam(call: CallContext): TeamMember[] {
  const agent = call.agent();
  const level = levelOf(call);
  const account = call.query('account')?.toLowerCase();
  return teamOf(call.platform.accounts, agent.account).filter((entry) => (level === undefined || entry.level === level) && (account === undefined || entry.member.account.toLowerCase() === account));
}

function downlineView(call: CallContext, { member, level }: TeamMember) {
  return {
    account: member.account,
    nickname: member.nickname,
    level,
    type: member.type,
    registeredAt: member.registeredAt,
    ...(member.lastLoginAt === undefined ? {} : { lastLoginAt: member.lastLoginAt }),
    balance: call.platform.accounts.sumBalance(member),
    status: isActiveMember(member, call.platform.now()) ? 'active' : 'inactive',
  };
}

/** Team management: level 1 then level 2, by account; keyword in account or nickname (any case). */
function downlines(call: CallContext): Response {
  const agent = call.agent();
  const keyword = call.query('keyword')?.toLowerCase();
  const level = levelOf(call);
  const team = teamOf(call.platform.accounts, agent.account).filter(({ member, level: memberLevel }) => (level === undefined || memberLevel === level) && (keyword === undefined || member.account.toLowerCase().includes(keyword) || member.nickname.toLowerCase().includes(keyword)));
  return pageOf(call, team.map((entry) => downlineView(call, entry)));
}

/** The register form's fields an agent fills in for a downline; the rest of the config does not apply. */
const AGENT_REGISTER_FIELDS: readonly RegisterFieldName[] = ['username', 'password', 'confirmPassword', 'payeeName', 'mobileNum', 'email'];

function agentRegisterRules(call: CallContext): Record<RegisterFieldName, FieldRule> {
  const rules = registerSettings(call.scenario);
  for (const name of Object.keys(rules) as RegisterFieldName[]) {
    if (!AGENT_REGISTER_FIELDS.includes(name)) rules[name] = { ...rules[name], enabled: false, required: false };
  }
  // A number given where the config does not ask for one is still checked against its rule.
  rules.mobileNum = { ...rules.mobileNum, enabled: true };
  return rules;
}

/** spec §2 registerCenter: the agent opens an account under itself, with the register form's rules. */
async function registerDownline(call: CallContext): Promise<Response> {
  const agent = call.agent();
  const body: Fields = await call.decrypted();
  const form: Record<string, string | undefined> = Object.fromEntries(AGENT_REGISTER_FIELDS.map((name) => [name, text(body, name)]));
  if (form['mobileNum']) form['mobileNum'] = normaliseMobile(form['mobileNum']);
  const invalid = firstInvalidField(agentRegisterRules(call), form);
  if (invalid) throw fieldFailure(ERROR_CODES.fieldInvalid, invalid, `Field ${invalid} is invalid`);
  if (form['confirmPassword'] !== form['password']) throw fieldFailure(ERROR_CODES.fieldInvalid, 'confirmPassword', 'The passwords do not match');
  const { username, password, mobileNum, email, payeeName } = form;
  if (!username || !password) throw fieldFailure(ERROR_CODES.fieldInvalid, username ? 'password' : 'username', 'username and password are required');
  if (call.platform.accounts.find(username)) throw fieldFailure(ERROR_CODES.usernameTaken, 'username', 'This username is already taken');
  if (mobileNum && call.platform.accounts.findByMobile(mobileNum)) throw fieldFailure(ERROR_CODES.usernameTaken, 'mobileNum', 'This mobile number is already registered');
  let member: MemberAccount;
  try {
    member = call.platform.accounts.add({ account: username, password, upline: agent.account, ...(mobileNum ? { mobileNum } : {}), ...(email ? { email } : {}) });
  } catch (error) {
    if (error instanceof UsernameTakenError) throw fieldFailure(ERROR_CODES.usernameTaken, 'username', 'This username is already taken');
    throw error;
  }
  if (payeeName) member.profile.fullName = payeeName;
  return ok({ account: member.account });
}

/** The agent's main wallet → a team member's (two levels), with the payment password. */
async function transferToDownline(call: CallContext): Promise<Response> {
  const agent = call.agent();
  const body = await call.decrypted();
  const name = text(body, 'downline')?.toLowerCase();
  const target = teamOf(call.platform.accounts, agent.account).find(({ member }) => member.account.toLowerCase() === name)?.member;
  if (!target) throw badField('downline', 'downline must be a member of your team');
  checkPaymentPassword(agent, text(body, 'paymentPassword'));
  const amount = amountOf(numberField(body, 'amount'));
  debitMain(call, agent, amount);
  call.platform.accounts.credit(target, amount);
  const now = call.platform.now();
  call.platform.accounts.record(agent, { type: 'TRANSFER_OUT', amount, time: now, remark: `to downline ${target.account}`, status: 'success' });
  call.platform.accounts.record(target, { type: 'TRANSFER_IN', amount, time: now, remark: `from upline ${agent.account}`, status: 'success' });
  return ok(balanceOf(call.platform, agent));
}

const BET_STATUSES: readonly string[] = ['SETTLED', 'OPEN'];

/** Team betting: every bet of the filtered team, newest first; also `vassalage` and `status` like the betting record. */
function teamBets(call: CallContext): Response {
  const team = filteredTeam(call);
  const inRange = dateFilter(call);
  const vassalage = call.query('vassalage')?.toUpperCase();
  const status = call.query('status')?.toUpperCase();
  if (status !== undefined && !BET_STATUSES.includes(status)) throw badField('status', 'status must be SETTLED or OPEN');
  const rows = team.flatMap(({ member, level }) =>
    member.bets
      .filter((bet) => inRange(bet.betTime) && (vassalage === undefined || bet.vassalage.toUpperCase() === vassalage) && (status === undefined || bet.status === status))
      .map((bet) => ({ betId: bet.betId, account: member.account, level, gameName: bet.gameName, vassalage: bet.vassalage, betAmount: bet.betAmount, validBet: bet.validBet, winLoss: bet.winLoss, betTime: bet.betTime, status: bet.status })),
  );
  rows.sort((a, b) => b.betTime - a.betTime || b.betId.localeCompare(a.betId));
  return pageOf(call, rows);
}

/** User profit and loss: one row per team member (team order) for the period, with the total of every row. */
function teamProfit(call: CallContext): Response {
  const team = filteredTeam(call);
  const inRange = dateFilter(call);
  const figures = team.map((entry) => ({ entry, figures: figuresOf(entry.member, inRange) }));
  const rows = figures.map(({ entry, figures: f }) => ({ account: entry.member.account, level: entry.level, deposits: f.deposits, withdrawals: f.withdrawals, validBet: f.validBet, winLoss: f.winLoss, bonus: f.bonus, rebate: f.rebate, profitLoss: f.profitLoss }));
  const total = addFigures(figures.map(({ figures: f }) => f));
  const page = paginate(call, rows, MEMBER_PAGE_SIZE);
  return ok({ list: page.items, pageNum: page.pageNum, totalPages: page.totalPages, totalCount: page.totalCount, total: { deposits: total.deposits, withdrawals: total.withdrawals, validBet: total.validBet, winLoss: total.winLoss, bonus: total.bonus, rebate: total.rebate, profitLoss: total.profitLoss } });
}

/** My income: the agent's own dividends, salaries and commission, newest first, with the period total. */
function income(call: CallContext): Response {
  const agent = call.agent();
  const inRange = dateFilter(call);
  const rows = agent.income.filter((row) => inRange(row.time)).map(({ incomeId, date, kind, amount, status, time }) => ({ incomeId, date, kind, amount, status, time }));
  const total = Math.round(rows.reduce((sum, row) => sum + row.amount, 0) * 100) / 100;
  const page = paginate(call, rows, MEMBER_PAGE_SIZE);
  return ok({ list: page.items, pageNum: page.pageNum, totalPages: page.totalPages, totalCount: page.totalCount, total });
}

/** Transaction details: the filtered team's account records, newest first; `type` as the account record. */
function teamTransactions(call: CallContext): Response {
  const team = filteredTeam(call);
  const inRange = dateFilter(call);
  const type = call.query('type')?.toUpperCase();
  if (type !== undefined && !(TRANSACTION_TYPES as readonly string[]).includes(type)) throw badField('type', `type must be one of ${TRANSACTION_TYPES.join(', ')}`);
  const rows = team.flatMap(({ member, level }) =>
    member.transactions
      .filter((row) => inRange(row.time) && (type === undefined || row.type === type))
      .map((row) => ({ transactionId: row.transactionId, account: member.account, level, type: row.type, amount: row.amount, time: row.time, status: row.status, remark: row.remark })),
  );
  rows.sort((a, b) => b.time - a.time || b.transactionId.localeCompare(a.transactionId));
  return pageOf(call, rows);
}

export function agentTeamHandlers(platform: Platform): HttpHandler[] {
  return [
    http.get(wps(AGENT_TEAM_PATHS.overview), platformCall(platform, (call) => ok(overview(call)))),
    http.get(wps(AGENT_TEAM_PATHS.downlines), platformCall(platform, downlines)),
    http.put(wps(AGENT_TEAM_PATHS.registerDownline), platformCall(platform, registerDownline)),
    http.post(wps(AGENT_TEAM_PATHS.transferToDownline), platformCall(platform, transferToDownline)),
    http.get(wps(AGENT_TEAM_PATHS.bets), platformCall(platform, teamBets)),
    http.get(wps(AGENT_TEAM_PATHS.profit), platformCall(platform, teamProfit)),
    http.get(wps(AGENT_TEAM_PATHS.income), platformCall(platform, income)),
    http.get(wps(AGENT_TEAM_PATHS.transactions), platformCall(platform, teamTransactions)),
  ];
}
