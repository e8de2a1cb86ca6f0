import { http, type HttpHandler } from 'msw';
import { isAgentAccount } from '../platform/account-types';
import type { MemberAccount } from '../platform/accounts';
import { CONTRACT_KINDS, PERIOD_OF_KIND, type Contract, type ContractKind } from '../platform/contracts';
import type { Platform } from '../platform/platform';
import { numberField, text, type Fields } from './body';
import { platformCall, type CallContext } from './call-context';
import { badParameter, ERROR_CODES, ok, PlatformFailure } from './envelope';
import { relay, wps } from './routes';

/** spec §7 contract calls, one per kind. */
const CONTRACT_RELAYS: Record<ContractKind, string> = {
  dividend: 'MCS2_processDividendReq',
  daily: 'MCS2_processDailySalContract',
  hourly: 'MCS2_processContractHourSalary',
  realtime: 'MCSFE_processRealTimeSalaryContract',
};

function contractsOf(platform: Platform, member: MemberAccount, kind: ContractKind): Contract[] {
  return platform.contracts.filter((contract) => contract.kind === kind && (contract.upline === member.account || contract.downline === member.account));
}

function ownContract(platform: Platform, body: Fields, member: MemberAccount, kind: ContractKind, side: 'upline' | 'downline'): Contract {
  const contractId = numberField(body, 'contractId');
  const contract = platform.contracts.find((candidate) => candidate.contractId === contractId && candidate.kind === kind);
  if (!contract || contract[side] !== member.account) throw badParameter(`No ${kind} contract ${contractId ?? '(none)'} for ${member.account}`);
  return contract;
}

function offer(platform: Platform, body: Fields, agent: MemberAccount, kind: ContractKind): void {
  if (!isAgentAccount(agent.type)) throw new PlatformFailure(ERROR_CODES.notAgent, 'Only agents can offer contracts');
  const downline = platform.accounts.find(text(body, 'downline') ?? '');
  const rate = numberField(body, 'rate');
  if (!downline || downline.upline !== agent.account) throw badParameter('downline must be one of your downlines');
  if (rate === undefined || rate <= 0 || rate > 100) throw badParameter('rate must be in (0, 100]');
  platform.contracts.push({ contractId: Math.max(0, ...platform.contracts.map((c) => c.contractId)) + 1, kind, upline: agent.account, downline: downline.account, rate, activeMembers: 0, periodValidBet: 0, periodProfitLoss: 0, period: PERIOD_OF_KIND[kind], status: 'pending' });
}

/** spec §4: accepting a higher-rate offer ends the downline's current contract of that kind. */
function accept(platform: Platform, contract: Contract): void {
  for (const other of platform.contracts) {
    if (other !== contract && other.kind === contract.kind && other.downline === contract.downline && other.status === 'active') other.status = 'terminated';
  }
  contract.status = 'active';
}

function contractCall(kind: ContractKind) {
  return async (call: CallContext): Promise<Response> => {
    const member = call.realMember();
    // A POST without a body lists, like the GET (the client posts to list hourly/real-time contracts).
    const body = call.request.method === 'GET' ? {} : await call.optionalJson();
    const { platform } = call;
    switch (text(body, 'action')) {
      case undefined:
        if (!isAgentAccount(member.type) && contractsOf(platform, member, kind).length === 0) throw new PlatformFailure(ERROR_CODES.notAgent, 'Only agents and contracted downlines see contracts');
        break;
      case 'offer':
        offer(platform, body, member, kind);
        break;
      case 'accept':
        accept(platform, ownContract(platform, body, member, kind, 'downline'));
        break;
      case 'reject':
        ownContract(platform, body, member, kind, 'downline').status = 'rejected';
        break;
      case 'terminate':
        ownContract(platform, body, member, kind, 'upline').status = 'terminationRequested';
        break;
      default:
        throw badParameter('action must be offer, accept, reject or terminate');
    }
    return ok(contractsOf(platform, member, kind).map((contract) => ({ ...contract, downlineNickname: platform.accounts.find(contract.downline)?.nickname ?? contract.downline })));
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
        const has = (kind: ContractKind) => isAgentAccount(member.type) || contractsOf(platform, member, kind).some((contract) => contract.status === 'active');
        return ok({ sumBalance: platform.accounts.sumBalance(member), dividendContract: has('dividend'), dailySalaryContract: has('daily'), hourlySalaryContract: has('hourly'), realTimeSalaryContract: has('realtime'), downlineCount: platform.accounts.downlinesOf(member.account).length });
      }),
    ),
    ...CONTRACT_KINDS.flatMap((kind) => [
      http.get(relay(CONTRACT_RELAYS[kind]), platformCall(platform, contractCall(kind))),
      http.post(relay(CONTRACT_RELAYS[kind]), platformCall(platform, contractCall(kind))),
    ]),
  ];
}
