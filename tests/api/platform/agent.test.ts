import { describe, expect, it } from 'vitest';
import { checkAffiliate, getConsolidatedFunds, getContracts, updateContract, type ContractKind } from '@/api';
import { DEMO_ACCOUNTS, VALID_AFFILIATE_CODE } from '../../../embedded-platform/platform';
import { loginAs, rejection, withEmbeddedPlatform } from './use-platform';

withEmbeddedPlatform();

const KINDS: readonly ContractKind[] = ['dividend', 'daily', 'hourly', 'realtime'];

describe('agent calls against the embedded platform', () => {
  it('checkAffiliate: a valid code passes; an invalid one is the invitation-code error', async () => {
    await expect(checkAffiliate(VALID_AFFILIATE_CODE, 'localhost')).resolves.toBeUndefined();
    expect((await rejection(checkAffiliate('NOPE99', 'localhost'))).messageKey).toBe('err_affiliate_invalid');
  });

  it('getConsolidatedFunds: an agent sees every contract area; a trial account is refused', async () => {
    await loginAs(DEMO_ACCOUNTS.agent);
    await expect(getConsolidatedFunds()).resolves.toMatchObject({ dividendContract: true, dailySalaryContract: true, hourlySalaryContract: true, realTimeSalaryContract: true });
    await loginAs(DEMO_ACCOUNTS.trial);
    expect((await rejection(getConsolidatedFunds())).messageKey).toBe('err_need_real_account');
  });

  it.each(KINDS)('getContracts(%s): the agent’s contracts; a player without contracts is refused', async (kind) => {
    await loginAs(DEMO_ACCOUNTS.agent);
    const contracts = await getContracts(kind);
    expect(contracts.length).toBeGreaterThan(0);
    expect(contracts[0]).toMatchObject({ upline: DEMO_ACCOUNTS.agent, rate: expect.any(Number), status: expect.any(String) });
    await loginAs(DEMO_ACCOUNTS.vipPlayer);
    expect((await rejection(getContracts(kind))).messageKey).toBe('err_not_agent');
  });

  it('updateContract: an agent offers, the downline accepts; a contract that is not yours is request_param_err', async () => {
    await loginAs(DEMO_ACCOUNTS.agent);
    const offered = await updateContract('daily', { action: 'offer', downline: DEMO_ACCOUNTS.agentType2, rate: 45 });
    const offer = offered.find((contract) => contract.rate === 45 && contract.status === 'pending');
    expect(offer?.downline).toBe(DEMO_ACCOUNTS.agentType2);
    await loginAs(DEMO_ACCOUNTS.agentType2);
    const accepted = await updateContract('daily', { action: 'accept', contractId: Number(offer?.contractId) });
    expect(accepted.find((contract) => contract.contractId === offer?.contractId)?.status).toBe('active');
    expect((await rejection(updateContract('daily', { action: 'accept', contractId: 99999 }))).messageKey).toBe('err_request_param');
  });
});
