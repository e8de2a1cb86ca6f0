import { parseRows } from './parse/games';
import { anyObject, ignored } from './parse/parsers';
import { call, relayPath, type Query } from './request';

/** GET /wps/agent/affiliate: resolves when the affiliate code is valid for this domain (spec §4). */
export function checkAffiliate(code: string, domain: string): Promise<void> {
  return call({ method: 'GET', path: '/wps/agent/affiliate', query: { code, domain } }, ignored);
}

/** GET /wps/member/info/funds/consolidated (token): contract and salary flags of the agent centre. */
export function getConsolidatedFunds(): Promise<Record<string, unknown>> {
  return call({ method: 'GET', path: '/wps/member/info/funds/consolidated' }, anyObject);
}

/** GET /wps/relay/MCS2_processDividendReq (token): dividend contracts with downlines. */
export function getDividendContracts(query: Query = {}): Promise<Record<string, unknown>[]> {
  return call({ method: 'GET', path: relayPath('MCS2_processDividendReq'), query }, parseRows);
}

/** GET /wps/relay/MCS2_processDailySalContract (token): daily salary contracts. */
export function getDailySalaryContracts(query: Query = {}): Promise<Record<string, unknown>[]> {
  return call({ method: 'GET', path: relayPath('MCS2_processDailySalContract'), query }, parseRows);
}

/** POST /wps/relay/MCS2_processContractHourSalary (token): hourly salary contracts. */
export function processHourSalaryContract(body: object = {}): Promise<Record<string, unknown>[]> {
  return call({ method: 'POST', path: relayPath('MCS2_processContractHourSalary'), body }, parseRows);
}

/** POST /wps/relay/MCSFE_processRealTimeSalaryContract (token): real-time salary, settled every 5 min. */
export function processRealTimeSalaryContract(body: object = {}): Promise<Record<string, unknown>[]> {
  return call({ method: 'POST', path: relayPath('MCSFE_processRealTimeSalaryContract'), body }, parseRows);
}
