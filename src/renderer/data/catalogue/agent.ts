import { getContracts, updateContract } from '@/api/agent';
import { getAgentIncome, getDownlines, getTeamBets, getTeamOverview, getTeamProfitLoss, getTeamTransactions, registerDownline, transferToDownline } from '@/api/agent-team';
import { pageOf, rowOf, type QueryResult } from '../data-types';
import { amount, dated, defineCommand, defineQuery, factsOnly, numericId, page, paged, pagedRows, params, period, required, rowsOnly, secret, text, type ReadsNumbers, type ReadsTexts } from './define';

/** spec §3, §4: the contract types; the params schema's enum and the API's kind are this one list. */
const CONTRACT_KINDS = ['dividend', 'daily', 'hourly', 'realtime'] as const;
const contractKind = { enum: CONTRACT_KINDS } as const;
const PERIODS = ['D', 'W', 'M'] as const;

function contractKindOf(input: ReadsTexts<'kind'>): (typeof CONTRACT_KINDS)[number] {
  const kind = input.text('kind');
  const known = CONTRACT_KINDS.find((candidate) => candidate === kind);
  if (!known) throw new RangeError(`[croupier data] unknown contract kind "${String(kind)}"`);
  return known;
}

/** The filters the team reports share: period, member, level, page. */
const teamFilters = { ...page, ...period, account: text, level: numericId } as const;

interface TeamQuery {
  pageNo?: number;
  pageSize?: number;
  startDate?: string;
  endDate?: string;
  account?: string;
  level?: number;
}

/** The agent reports share their filters (`teamFilters`): period, member, level, page. */
async function teamReport(input: ReadsNumbers<'pageNo' | 'pageSize' | 'level'> & ReadsTexts<'startDate' | 'endDate' | 'account'>, load: (query: TeamQuery) => Promise<{ list: readonly object[]; pageNum: number; totalPages: number; totalCount: number }>): Promise<QueryResult> {
  const account = input.text('account');
  const level = input.number('level');
  const result = await load({ ...paged(input), ...dated(input), ...(account ? { account } : {}), ...(level ? { level } : {}) });
  return pagedRows(result);
}

/** The agent centre: the team, its reports, the agent's income and the contracts with uplines and downlines. */
export const agentQueries = {
  teamOverview: defineQuery({
    description: "The agent's team for a period (D, W, M): size, active members, deposits, valid bets, profit and loss.",
    params: params({ period: { enum: PERIODS } }),
    fields: ['period', 'teamSize', 'directMembers', 'activeMembers', 'newMembers', 'deposits', 'withdrawals', 'validBets', 'profitLoss'],
    run: async (input) => {
      const chosen = input.text('period');
      return factsOnly(await getTeamOverview({ period: chosen === 'W' || chosen === 'M' ? chosen : 'D' }));
    },
  }),
  downlines: defineQuery({
    description: "The agent's downlines over two levels, searchable.",
    params: params({ ...page, keyword: text, level: numericId }),
    fields: ['account', 'nickname', 'level', 'type', 'registeredAt', 'lastLoginAt', 'balance', 'status'],
    run: async (input) => {
      const keyword = input.text('keyword');
      const level = input.number('level');
      const result = await getDownlines({ ...paged(input), ...(keyword ? { keyword } : {}), ...(level ? { level } : {}) });
      return pagedRows(result);
    },
  }),
  teamBets: defineQuery({
    description: "The team's bets (team betting), filtered and paged.",
    params: params({ ...teamFilters }),
    fields: ['betId', 'account', 'level', 'gameName', 'vassalage', 'betAmount', 'validBet', 'winLoss', 'betTime', 'status'],
    run: async (input) => teamReport(input, (query) => getTeamBets(query)),
  }),
  teamProfitLoss: defineQuery({
    description: 'Profit and loss per team member for the period.',
    params: params({ ...teamFilters }),
    fields: ['account', 'level', 'deposits', 'withdrawals', 'validBet', 'winLoss', 'bonus', 'profitLoss'],
    run: async (input) => teamReport(input, (query) => getTeamProfitLoss(query)),
  }),
  agentIncome: defineQuery({
    description: "The agent's own income (dividends, salaries, commission) with the period total.",
    params: params({ ...page, ...period }),
    fields: ['incomeId', 'date', 'kind', 'amount', 'status', 'total'],
    run: async (input) => {
      const result = await getAgentIncome({ ...paged(input), ...dated(input) });
      return { rows: result.list.map(rowOf), facts: { total: result.total }, page: pageOf(result) };
    },
  }),
  teamTransactions: defineQuery({
    description: "The team's transactions, filtered and paged.",
    params: params({ ...teamFilters, type: text }),
    fields: ['transactionId', 'account', 'level', 'type', 'amount', 'time', 'status'],
    run: async (input) => {
      const type = input.text('type');
      return teamReport(input, (query) => getTeamTransactions({ ...query, ...(type ? { type } : {}) }));
    },
  }),
  contracts: defineQuery({
    description: 'The contracts of one type where the member is the upline or the downline (spec §3, §4).',
    params: params({ kind: contractKind }, ['kind']),
    fields: ['contractId', 'side', 'counterpart', 'upline', 'downline', 'rate', 'currentRate', 'activeMembers', 'periodValidBet', 'periodProfitLoss', 'period', 'status', 'nextSettlementAt'],
    run: async (input) => rowsOnly(await getContracts(contractKindOf(input))),
  }),
};

export const agentCommands = {
  registerDownline: defineCommand({
    description: 'The agent registers a downline with the register form’s server rules (encrypted).',
    params: params({ username: text, password: secret, confirmPassword: secret, payeeName: text, mobileNum: text, email: text }),
    secrets: ['password', 'confirmPassword'],
    run: async (input) => {
      const optional = (name: 'payeeName' | 'mobileNum' | 'email') => {
        const value = input.text(name);
        return value ? { [name]: value } : {};
      };
      return registerDownline({
        username: required(input.text('username'), 'username'),
        password: required(input.text('password'), 'password'),
        confirmPassword: required(input.text('confirmPassword'), 'confirmPassword'),
        ...optional('payeeName'),
        ...optional('mobileNum'),
        ...optional('email'),
      });
    },
  }),
  transferToDownline: defineCommand({
    description: 'The agent sends money to a team member (payment password, encrypted).',
    params: params({ downline: text, amount, paymentPassword: secret }),
    secrets: ['paymentPassword'],
    run: async (input) =>
      transferToDownline({
        downline: required(input.text('downline'), 'downline'),
        amount: required(input.number('amount'), 'amount'),
        paymentPassword: required(input.text('paymentPassword'), 'paymentPassword'),
      }),
  }),
  offerContract: defineCommand({
    description: 'The upline offers a contract of one type to a downline agent at a rate.',
    params: params({ kind: contractKind, downline: text, rate: amount }, ['kind']),
    run: async (input) => updateContract(contractKindOf(input), { action: 'offer', downline: required(input.text('downline'), 'downline'), rate: required(input.number('rate'), 'rate') }),
  }),
  acceptContract: defineCommand({
    description: 'The downline accepts an offer; a higher rate ends its current contract (spec §8).',
    params: params({ kind: contractKind, contractId: numericId }, ['kind', 'contractId']),
    run: async (input) => updateContract(contractKindOf(input), { action: 'accept', contractId: required(input.number('contractId'), 'contractId') }),
  }),
  rejectContract: defineCommand({
    description: 'The downline rejects an offer.',
    params: params({ kind: contractKind, contractId: numericId }, ['kind', 'contractId']),
    run: async (input) => updateContract(contractKindOf(input), { action: 'reject', contractId: required(input.number('contractId'), 'contractId') }),
  }),
  terminateContract: defineCommand({
    description: 'Either side asks to end an active contract.',
    params: params({ kind: contractKind, contractId: numericId }, ['kind', 'contractId']),
    run: async (input) => updateContract(contractKindOf(input), { action: 'terminate', contractId: required(input.number('contractId'), 'contractId') }),
  }),
};
