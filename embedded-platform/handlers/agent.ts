import { http, type HttpHandler } from 'msw';
import { isAgentAccount } from '../platform/account-types';
import type { MemberAccount } from '../platform/accounts';
import { CONTRACT_KINDS, MAX_DIVIDEND_RATE, nextSettlementAt, PERIOD_OF_KIND, type Contract, type ContractKind } from '../platform/contracts';
import type { Platform } from '../platform/platform';
import { numberField, text, type Fields } from './body';
import { platformCall, type CallContext } from './call-context';
import { badField, badParameter, ERROR_CODES, ok, PlatformFailure } from './envelope';
import { relay, wps } from './routes';

/** spec §7 contract calls, one per kind. */
const CONTRACT_RELAYS: Record<ContractKind, string> = {
  dividend: 'MCS2_processDividendReq',
  daily: 'MCS2_processDailySalContract',
  hourly: 'MCS2_processContractHourSalary',
  realtime: 'MCSFE_processRealTimeSalaryContract',
};

/** A contract that still runs: active, or active with one side's termination request pending. */
function isRunning(contract: Contract): boolean {
  return contract.status === 'active' || contract.status === 'terminationRequested';
}

function contractsOf(platform: Platform, member: MemberAccount, kind: ContractKind): Contract[] {
  return platform.contracts.filter((contract) => contract.kind === kind && (contract.upline === member.account || contract.downline === member.account));
}

function runningContractOf(platform: Platform, downline: string, kind: ContractKind, except?: Contract): Contract | undefined {
  return platform.contracts.find((other) => other !== except && other.kind === kind && other.downline === downline && isRunning(other));
}

/**
 * A contract as the caller sees it: which side they are on, who the other account is, on a
 * pending offer the rate of the downline's running contract of that kind (spec §8 warning), and
 * for real-time salary the next 5-minute settlement of the platform clock (spec §9).
 */
function contractView(platform: Platform, contract: Contract, caller: MemberAccount) {
  const side = contract.upline === caller.account ? 'upline' : 'downline';
  const counterpart = side === 'upline' ? contract.downline : contract.upline;
  const current = contract.status === 'pending' ? runningContractOf(platform, contract.downline, contract.kind, contract) : undefined;
  return {
    ...contract,
    side,
    counterpart,
    counterpartNickname: platform.accounts.find(counterpart)?.nickname ?? counterpart,
    downlineNickname: platform.accounts.find(contract.downline)?.nickname ?? contract.downline,
    ...(current ? { currentRate: current.rate } : {}),
    ...(contract.kind === 'realtime' ? { nextSettlementAt: nextSettlementAt(platform.now()) } : {}),
  };
}

/** The caller's contract named by `contractId`, where they are on `side` (either side when omitted). */
function ownContract(platform: Platform, body: Fields, member: MemberAccount, kind: ContractKind, side?: 'upline' | 'downline'): Contract {
  const contractId = numberField(body, 'contractId');
  const contract = platform.contracts.find((candidate) => candidate.contractId === contractId && candidate.kind === kind);
  const mine = contract && (side ? contract[side] === member.account : contract.upline === member.account || contract.downline === member.account);
  if (!contract || !mine) throw badField('contractId', `No ${kind} contract ${contractId ?? '(none)'} for ${member.account}${side ? ` as the ${side}` : ''}`);
  return contract;
}

function statusRefusal(contract: Contract, action: string): PlatformFailure {
  return new PlatformFailure(ERROR_CODES.contractStatus, `Contract ${contract.contractId} is ${contract.status}: it cannot be ${action}`, 200, { field: 'contractId', status: contract.status });
}

/** spec §6: an agent offers a contract to one of its direct downlines that is an agent itself. */
function offer(platform: Platform, body: Fields, agent: MemberAccount, kind: ContractKind): void {
  const downline = platform.accounts.find(text(body, 'downline') ?? '');
  if (!downline || downline.upline !== agent.account || !isAgentAccount(downline.type)) throw badField('downline', 'downline must be an agent directly under you');
  const rate = numberField(body, 'rate');
  if (rate === undefined || rate <= 0 || (kind === 'dividend' && rate > MAX_DIVIDEND_RATE)) throw badField('rate', kind === 'dividend' ? `rate must be in (0, ${MAX_DIVIDEND_RATE}]` : 'rate must be above 0');
  // The figures follow the downline's team: carried over from the contract it has now, if any.
  const current = runningContractOf(platform, downline.account, kind);
  platform.contracts.push({
    contractId: Math.max(0, ...platform.contracts.map((c) => c.contractId)) + 1,
    kind,
    upline: agent.account,
    downline: downline.account,
    rate,
    activeMembers: current?.activeMembers ?? 0,
    periodValidBet: current?.periodValidBet ?? 0,
    periodProfitLoss: current?.periodProfitLoss ?? 0,
    period: PERIOD_OF_KIND[kind],
    status: 'pending',
  });
}

/** spec §4/§8: accepting an offer ends the downline's running contract of that kind. */
function accept(platform: Platform, contract: Contract): void {
  if (contract.status !== 'pending') throw statusRefusal(contract, 'accepted');
  for (const other of platform.contracts) {
    if (other !== contract && other.kind === contract.kind && other.downline === contract.downline && isRunning(other)) other.status = 'terminated';
  }
  contract.status = 'active';
}

function reject(contract: Contract): void {
  if (contract.status !== 'pending') throw statusRefusal(contract, 'rejected');
  contract.status = 'rejected';
}

/** spec §4: either side asks to end an active contract; when the other side asks too, it ends. */
function terminate(contract: Contract, member: MemberAccount): void {
  if (contract.status === 'active') {
    contract.status = 'terminationRequested';
    contract.terminationRequestedBy = member.account;
  } else if (contract.status === 'terminationRequested') {
    // Asking twice changes nothing; the other side's request ends it.
    if (contract.terminationRequestedBy !== member.account) contract.status = 'terminated';
  } else {
    throw statusRefusal(contract, 'terminated');
  }
}

function contractCall(kind: ContractKind) {
  return async (call: CallContext): Promise<Response> => {
    // spec §6: contracts bind agents only (a trial account is refused first, as everywhere).
    const member = call.agent();
    if (!call.scenario.contractAreas[kind]) throw new PlatformFailure(ERROR_CODES.notAvailable, `${kind} contracts are not enabled`, 400);
    // A POST without a body lists, like the GET (the client posts to list hourly/real-time contracts).
    const body = call.request.method === 'GET' ? {} : await call.optionalJson();
    const { platform } = call;
    switch (text(body, 'action')) {
      case undefined:
        break;
      case 'offer':
        offer(platform, body, member, kind);
        break;
      case 'accept':
        accept(platform, ownContract(platform, body, member, kind, 'downline'));
        break;
      case 'reject':
        reject(ownContract(platform, body, member, kind, 'downline'));
        break;
      case 'terminate':
        terminate(ownContract(platform, body, member, kind), member);
        break;
      default:
        throw badField('action', 'action must be offer, accept, reject or terminate');
    }
    // Newest first: a fresh offer is on top.
    const contracts = contractsOf(platform, member, kind).sort((a, b) => b.contractId - a.contractId);
    return ok(contracts.map((contract) => contractView(platform, contract, member)));
  };
}

export function agentHandlers(platform: Platform): HttpHandler[] {
  return [
    http.get(
      wps('/agent/affiliate'),
      platformCall(platform, (call) => {
        const code = call.query('code');
        if (!code) throw badParameter('code is required');
        const agent = platform.accounts.findByAffiliateCode(code);
        if (!agent) throw new PlatformFailure(ERROR_CODES.affiliateInvalid, 'Invalid invitation code');
        return ok({ valid: true, affiliateCode: agent.affiliateCode, domain: call.query('domain') ?? null });
      }),
    ),
    http.get(
      wps('/member/info/funds/consolidated'),
      platformCall(platform, (call) => {
        const member = call.realMember();
        // Per scenario (minimal: all off), then for agents or members bound by a running contract.
        const has = (kind: ContractKind) => call.scenario.contractAreas[kind] && (isAgentAccount(member.type) || contractsOf(platform, member, kind).some(isRunning));
        return ok({ sumBalance: platform.accounts.sumBalance(member), dividendContract: has('dividend'), dailySalaryContract: has('daily'), hourlySalaryContract: has('hourly'), realTimeSalaryContract: has('realtime'), downlineCount: platform.accounts.downlinesOf(member.account).length });
      }),
    ),
    ...CONTRACT_KINDS.flatMap((kind) => [
      http.get(relay(CONTRACT_RELAYS[kind]), platformCall(platform, contractCall(kind))),
      http.post(relay(CONTRACT_RELAYS[kind]), platformCall(platform, contractCall(kind))),
    ]),
  ];
}
