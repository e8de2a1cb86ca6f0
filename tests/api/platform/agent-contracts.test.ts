import { describe, expect, it } from 'vitest';
import { getConsolidatedFunds, getContracts, updateContract, type Contract, type ContractKind } from '@/api';
import { DEMO_ACCOUNTS } from '../../../embedded-platform/platform';
import { loginAs, rejection, selectScenario, withEmbeddedPlatform } from './use-platform';

const FIVE_MINUTES = 5 * 60_000;
let clock = Date.UTC(2025, 8, 15, 9, 32, 17);
withEmbeddedPlatform({ now: () => clock });

const KINDS: readonly ContractKind[] = ['dividend', 'daily', 'hourly', 'realtime'];
const AGENT = DEMO_ACCOUNTS.agent;
const DOWNLINE = DEMO_ACCOUNTS.agentType2;

function between(contracts: readonly Contract[], status?: string): Contract[] {
  return contracts.filter((contract) => contract.upline === AGENT && contract.downline === DOWNLINE && (status === undefined || contract.status === status));
}

async function offer(kind: ContractKind, rate: number): Promise<Contract> {
  await loginAs(AGENT);
  const contracts = await updateContract(kind, { action: 'offer', downline: DOWNLINE, rate });
  const offered = contracts[0];
  expect(offered).toMatchObject({ kind, rate, status: 'pending', side: 'upline', counterpart: DOWNLINE });
  if (!offered) throw new Error('no offer');
  return offered;
}

describe('contracts between agent01 and its downline agents (seed)', () => {
  it.each(KINDS)('%s: agent01 is the upline of at least 3 contracts, each with the side and counterpart', async (kind) => {
    await loginAs(AGENT);
    const contracts = await getContracts(kind);
    expect(contracts.length).toBeGreaterThanOrEqual(3);
    for (const contract of contracts) expect(contract).toMatchObject({ upline: AGENT, side: 'upline', counterpart: contract.downline });
    expect(contracts.map((contract) => contract.downline).sort()).toEqual(['agent02', 'down06', 'down07', 'down08']);
    expect(contracts.find((contract) => contract.downline === 'down08')?.status).toBe('pending');
  });

  it('agent02 (the demo downline) sees agent01’s active daily salary at 20 from the downline side', async () => {
    await loginAs(DOWNLINE);
    const daily = await getContracts('daily');
    expect(daily).toEqual([expect.objectContaining({ upline: AGENT, downline: DOWNLINE, side: 'downline', counterpart: AGENT, rate: 20, status: 'active', period: 'D' })]);
    expect(daily[0]?.currentRate).toBeUndefined();
  });
});

describe('updateContract across the two sessions', () => {
  it('offer by agent01 is seen by agent02 with currentRate; accepting ends the old contract', async () => {
    const offered = await offer('daily', 55);
    expect(offered.currentRate).toBe(20);
    await loginAs(DOWNLINE);
    const seen = between(await getContracts('daily'));
    expect(seen.find((contract) => contract.contractId === offered.contractId)).toMatchObject({ side: 'downline', counterpart: AGENT, status: 'pending', rate: 55, currentRate: 20 });
    const after = await updateContract('daily', { action: 'accept', contractId: Number(offered.contractId) });
    expect(between(after, 'active')).toEqual([expect.objectContaining({ contractId: offered.contractId, rate: 55 })]);
    expect(between(after, 'terminated')).toEqual([expect.objectContaining({ rate: 20 })]);
    await loginAs(AGENT);
    const upline = between(await getContracts('daily'));
    expect(upline.find((contract) => contract.contractId === offered.contractId)?.status).toBe('active');
    // Accepting twice is a refusal of its own: the offer is no longer pending.
    await loginAs(DOWNLINE);
    expect(await rejection(updateContract('daily', { action: 'accept', contractId: Number(offered.contractId) }))).toMatchObject({ errorCode: 'contract.status.invalid', messageKey: 'err_contract_status', value: { field: 'contractId' } });
  });

  it('reject: the offer is rejected and the running contract stays', async () => {
    const offered = await offer('hourly', 30);
    expect(offered.currentRate).toBe(8);
    await loginAs(DOWNLINE);
    const after = await updateContract('hourly', { action: 'reject', contractId: Number(offered.contractId) });
    expect(after.find((contract) => contract.contractId === offered.contractId)?.status).toBe('rejected');
    expect(between(after, 'active')).toEqual([expect.objectContaining({ rate: 8 })]);
    expect((await rejection(updateContract('hourly', { action: 'accept', contractId: Number(offered.contractId) }))).errorCode).toBe('contract.status.invalid');
  });

  it('terminate: one side asks (terminationRequested), asking again changes nothing, the other side’s request ends it', async () => {
    await loginAs(DOWNLINE);
    const [dividend] = between(await getContracts('dividend'), 'active');
    const contractId = Number(dividend?.contractId);
    const asked = await updateContract('dividend', { action: 'terminate', contractId });
    expect(asked.find((contract) => Number(contract.contractId) === contractId)).toMatchObject({ status: 'terminationRequested', terminationRequestedBy: DOWNLINE });
    const again = await updateContract('dividend', { action: 'terminate', contractId });
    expect(again.find((contract) => Number(contract.contractId) === contractId)?.status).toBe('terminationRequested');
    await loginAs(AGENT);
    const ended = await updateContract('dividend', { action: 'terminate', contractId });
    expect(ended.find((contract) => Number(contract.contractId) === contractId)?.status).toBe('terminated');
    expect((await rejection(updateContract('dividend', { action: 'terminate', contractId }))).errorCode).toBe('contract.status.invalid');
  });

  it('a pending offer can be terminated by neither side; the upline cannot accept its own offer', async () => {
    const offered = await offer('dividend', 12);
    const contractId = Number(offered.contractId);
    expect(await rejection(updateContract('dividend', { action: 'accept', contractId }))).toMatchObject({ errorCode: 'request_param_err', value: { field: 'contractId' } });
    expect((await rejection(updateContract('dividend', { action: 'terminate', contractId }))).errorCode).toBe('contract.status.invalid');
  });

  it('offers go only to the agent’s direct downline agents, at a rate above 0 (dividends at most 100%)', async () => {
    await loginAs(AGENT);
    for (const downline of ['player01', 'down01', 'sub01', 'agent41', 'nobody99']) {
      expect(await rejection(updateContract('daily', { action: 'offer', downline, rate: 30 })), downline).toMatchObject({ errorCode: 'request_param_err', value: { field: 'downline' } });
    }
    expect(await rejection(updateContract('dividend', { action: 'offer', downline: 'down06', rate: 101 }))).toMatchObject({ value: { field: 'rate' } });
    expect(await rejection(updateContract('daily', { action: 'offer', downline: 'down06', rate: 0 }))).toMatchObject({ value: { field: 'rate' } });
    await expect(updateContract('daily', { action: 'offer', downline: 'down07', rate: 150 })).resolves.toEqual(expect.arrayContaining([expect.objectContaining({ downline: 'down07', rate: 150, status: 'pending', currentRate: 24 })]));
  });
});

describe('real-time salary', () => {
  it('every real-time contract carries nextSettlementAt, the next 5-minute boundary of the platform clock', async () => {
    await loginAs(AGENT);
    const contracts = await getContracts('realtime');
    expect(contracts.every((contract) => contract.nextSettlementAt === Date.UTC(2025, 8, 15, 9, 35))).toBe(true);
    clock = Date.UTC(2025, 8, 15, 9, 35);
    const onBoundary = (await getContracts('realtime'))[0]?.nextSettlementAt ?? 0;
    expect(onBoundary).toBe(Date.UTC(2025, 8, 15, 9, 40));
    expect(onBoundary % FIVE_MINUTES).toBe(0);
    expect((await getContracts('daily')).every((contract) => contract.nextSettlementAt === undefined)).toBe(true);
  });
});

describe('who may use contracts', () => {
  it.each(KINDS)('%s: players are refused with account.not.agent, trial accounts with the real-account error', async (kind) => {
    await loginAs(DEMO_ACCOUNTS.player);
    expect(await rejection(getContracts(kind))).toMatchObject({ errorCode: 'account.not.agent', messageKey: 'err_not_agent' });
    await loginAs(DEMO_ACCOUNTS.trial);
    expect((await rejection(getContracts(kind))).errorCode).toBe('account.trial.not.allowed');
  });

  it('consolidated funds: all four contract flags in default and allFlags, none in minimal (where contract calls are unavailable)', async () => {
    const flags = { dividendContract: true, dailySalaryContract: true, hourlySalaryContract: true, realTimeSalaryContract: true };
    await loginAs(AGENT);
    await expect(getConsolidatedFunds()).resolves.toMatchObject({ ...flags, downlineCount: 17 });
    selectScenario('allFlags');
    await expect(getConsolidatedFunds()).resolves.toMatchObject(flags);
    selectScenario('minimal');
    await expect(getConsolidatedFunds()).resolves.toMatchObject({ dividendContract: false, dailySalaryContract: false, hourlySalaryContract: false, realTimeSalaryContract: false });
    expect(await rejection(getContracts('daily'))).toMatchObject({ errorCode: 'function.not.available', status: 400 });
  });
});
