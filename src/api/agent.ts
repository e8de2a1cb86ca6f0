import { ignored } from './parse/parsers';
import { parseConsolidatedFunds, parseContracts, type ConsolidatedFunds, type Contract } from './parse/agent';
import { call, relayPath, type HttpMethod } from './request';

export type { ConsolidatedFunds, Contract } from './parse/agent';
export { CONTRACT_PERIODS, CONTRACT_SIDES, CONTRACT_STATUSES } from './parse/agent';

/** GET /wps/agent/affiliate: resolves when the code is valid for this domain, else rejects (spec §4). */
export function checkAffiliate(code: string, domain: string): Promise<void> {
  return call({ method: 'GET', path: '/wps/agent/affiliate', query: { code, domain } }, ignored);
}

/** GET /wps/member/info/funds/consolidated (token): contract and salary flags of the agent centre. */
export function getConsolidatedFunds(): Promise<ConsolidatedFunds> {
  return call({ method: 'GET', path: '/wps/member/info/funds/consolidated' }, parseConsolidatedFunds);
}

export type ContractKind = 'dividend' | 'daily' | 'hourly' | 'realtime';

/** spec §7: one relay per contract kind; hourly and real-time are POST on the platform. */
const CONTRACT_CALLS: Readonly<Record<ContractKind, { name: string; method: HttpMethod }>> = {
  dividend: { name: 'MCS2_processDividendReq', method: 'GET' },
  daily: { name: 'MCS2_processDailySalContract', method: 'GET' },
  hourly: { name: 'MCS2_processContractHourSalary', method: 'POST' },
  realtime: { name: 'MCSFE_processRealTimeSalaryContract', method: 'POST' },
};

/** The agent's (or contracted downline's) contracts of one kind. */
export function getContracts(kind: ContractKind): Promise<Contract[]> {
  const { name, method } = CONTRACT_CALLS[kind];
  return call(method === 'GET' ? { method, path: relayPath(name) } : { method, path: relayPath(name), body: {} }, parseContracts);
}

/**
 * Contract actions (spec §4): an upline offers or asks to terminate, a downline accepts or rejects.
 * Accepting a higher-rate offer ends the downline's current contract (spec §8 warning).
 */
export type ContractAction =
  | { action: 'offer'; downline: string; rate: number }
  | { action: 'accept' | 'reject' | 'terminate'; contractId: number };

export function updateContract(kind: ContractKind, action: ContractAction): Promise<Contract[]> {
  return call({ method: 'POST', path: relayPath(CONTRACT_CALLS[kind].name), body: action }, parseContracts);
}
