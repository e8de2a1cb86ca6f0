import { describe, expect, it } from 'vitest';
import { getAgentIncome, getBalance, getDownlines, getTeamBets, getTeamProfitLoss, getTeamTransactions, getTransactionDetails, registerDownline, transferToDownline } from '@/api';
import { DEMO_ACCOUNTS } from '../../../embedded-platform/platform';
import { isoDay, loginAs, rejection, selectScenario, withEmbeddedPlatform } from './use-platform';

const START = Date.UTC(2025, 8, 15, 9, 30);
const { platform } = withEmbeddedPlatform({ now: () => START });
const AGENT = DEMO_ACCOUNTS.agent;
const LAST_7_DAYS = { startDate: isoDay(START, -7), endDate: isoDay(START, -1) };

function mainOf(account: string): number {
  return platform.accounts.find(account)?.balances.get(1) ?? 0;
}

describe('registerDownline', () => {
  it('opens an account under the agent that logs in with its password', async () => {
    await loginAs(AGENT);
    await expect(registerDownline({ username: 'teamnew01', password: 'Team2024pass', confirmPassword: 'Team2024pass', payeeName: 'Ana Reyes', email: 'ana@croupier.example' })).resolves.toEqual({ account: 'teamnew01' });
    expect((await getDownlines({ keyword: 'teamnew01' })).list).toEqual([expect.objectContaining({ account: 'teamnew01', level: 1, type: 0, balance: 0, registeredAt: START })]);
    const session = await loginAs('teamnew01', 'Team2024pass');
    expect(session.userInfo).toMatchObject({ userName: 'teamnew01' });
    expect(platform.accounts.find('teamnew01')).toMatchObject({ upline: AGENT, email: 'ana@croupier.example', profile: expect.objectContaining({ fullName: 'Ana Reyes' }) });
  });

  it('refuses with the register field rules, naming the field', async () => {
    await loginAs(AGENT);
    const base = { username: 'teamnew02', password: 'Team2024pass', confirmPassword: 'Team2024pass' };
    expect(await rejection(registerDownline({ ...base, username: 'agent02' }))).toMatchObject({ errorCode: 'member.username.exists', value: { field: 'username' } });
    expect(await rejection(registerDownline({ ...base, username: 'AGENT02' }))).toMatchObject({ errorCode: 'member.username.exists', value: { field: 'username' } });
    expect(await rejection(registerDownline({ ...base, username: 'ab1' }))).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'username' } });
    expect(await rejection(registerDownline({ ...base, username: '1team234' }))).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'username' } });
    expect(await rejection(registerDownline({ ...base, password: 'lettersonly', confirmPassword: 'lettersonly' }))).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'password' } });
    expect(await rejection(registerDownline({ ...base, confirmPassword: 'Team2024pas' }))).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'confirmPassword' } });
    expect(await rejection(registerDownline({ ...base, email: 'not-an-email' }))).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'email' } });
    expect(await rejection(registerDownline({ ...base, mobileNum: '12345' }))).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'mobileNum' } });
    expect(await rejection(registerDownline({ ...base, mobileNum: '9171234567' }))).toMatchObject({ errorCode: 'member.username.exists', value: { field: 'mobileNum' } });
    expect(platform.accounts.find('teamnew02')).toBeUndefined();
  });

  it('follows the scenario’s config: allFlags requires the mobile number and the email', async () => {
    await loginAs(AGENT);
    selectScenario('allFlags');
    expect(await rejection(registerDownline({ username: 'teamnew03', password: 'Team2024pass', confirmPassword: 'Team2024pass', email: 'team3@croupier.example' }))).toMatchObject({ value: { field: 'mobileNum' } });
    await expect(registerDownline({ username: 'teamnew03', password: 'Team2024pass', confirmPassword: 'Team2024pass', email: 'team3@croupier.example', mobileNum: '9175550103' })).resolves.toEqual({ account: 'teamnew03' });
  });

  it('players are refused', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    expect((await rejection(registerDownline({ username: 'teamnew04', password: 'Team2024pass', confirmPassword: 'Team2024pass' }))).errorCode).toBe('account.not.agent');
  });
});

describe('transferToDownline', () => {
  it('moves money from the agent’s main wallet to a team member (level 2 too), with a row on both sides', async () => {
    await loginAs(AGENT);
    const agentBefore = mainOf(AGENT);
    const subBefore = mainOf('sub03');
    const balance = await transferToDownline({ downline: 'sub03', amount: 125.5, paymentPassword: '123456' });
    expect(balance.balance.find((wallet) => wallet.accountTypeId === 1)?.availBalance).toBeCloseTo(agentBefore - 125.5);
    expect((await getBalance()).sumBalance).toBe(balance.sumBalance);
    expect(mainOf('sub03')).toBeCloseTo(subBefore + 125.5);
    expect((await getTransactionDetails()).list[0]).toMatchObject({ type: 'TRANSFER_OUT', amount: 125.5, remark: 'to downline sub03' });
    expect((await getTeamTransactions({ account: 'sub03' })).list[0]).toMatchObject({ account: 'sub03', level: 2, type: 'TRANSFER_IN', amount: 125.5, time: START, status: 'success' });
  });

  it('refuses accounts outside the team, a wrong payment password and more than the balance, moving nothing', async () => {
    await loginAs(AGENT);
    const before = mainOf(AGENT);
    for (const downline of ['vip01', 'agent41', 'nobody99', AGENT]) {
      expect(await rejection(transferToDownline({ downline, amount: 10, paymentPassword: '123456' })), downline).toMatchObject({ errorCode: 'request_param_err', value: { field: 'downline' } });
    }
    expect(await rejection(transferToDownline({ downline: 'down01', amount: 10, paymentPassword: '654321' }))).toMatchObject({ errorCode: 'payment.password.incorrect', messageKey: 'err_payment_password', value: { field: 'paymentPassword' } });
    expect(await rejection(transferToDownline({ downline: 'down01', amount: before + 1, paymentPassword: '123456' }))).toMatchObject({ errorCode: 'wallet.balance.insufficient', value: { field: 'amount' } });
    expect(await rejection(transferToDownline({ downline: 'down01', amount: -5, paymentPassword: '123456' }))).toMatchObject({ errorCode: 'request_param_err', value: { field: 'amount' } });
    expect(mainOf(AGENT)).toBe(before);
    // agent02's team is sub01–sub16 only.
    await loginAs(DEMO_ACCOUNTS.agentType2);
    expect(await rejection(transferToDownline({ downline: 'down01', amount: 10, paymentPassword: '123456' }))).toMatchObject({ value: { field: 'downline' } });
    await expect(transferToDownline({ downline: 'sub01', amount: 10, paymentPassword: '123456' })).resolves.toMatchObject({ sumBalance: expect.any(Number) });
  });
});

describe('getTeamBets', () => {
  it('has at least 25 bets of the team in the previous 7 days, newest first, paged by 10', async () => {
    await loginAs(AGENT);
    const page = await getTeamBets(LAST_7_DAYS);
    expect(page.totalCount).toBeGreaterThanOrEqual(25);
    expect(page.list).toHaveLength(10);
    expect(page.list[0]).toEqual({ betId: expect.any(String), account: expect.any(String), level: expect.any(Number), gameName: expect.any(String), vassalage: expect.any(String), betAmount: expect.any(Number), validBet: expect.any(Number), winLoss: expect.any(Number), betTime: expect.any(Number), status: expect.stringMatching(/^(SETTLED|OPEN)$/) });
    const second = await getTeamBets({ ...LAST_7_DAYS, pageNo: 2 });
    const times = [...page.list, ...second.list].map((bet) => bet.betTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const from = Date.UTC(2025, 8, 8);
    expect(times.every((time) => time >= from && time < Date.UTC(2025, 8, 15))).toBe(true);
  });

  it('filters by account (exact), level, vendor and status; bad filters name their field', async () => {
    await loginAs(AGENT);
    const sub = await getTeamBets({ ...LAST_7_DAYS, account: 'SUB01', pageSize: 100 });
    expect(sub.totalCount).toBe(35);
    expect(sub.list.every((bet) => bet.account === 'sub01' && bet.level === 2)).toBe(true);
    expect((await getTeamBets({ account: 'sub0' })).totalCount).toBe(0);
    expect((await getTeamBets({ account: 'vip01' })).totalCount).toBe(0);
    const level1 = await getTeamBets({ ...LAST_7_DAYS, level: 1, pageSize: 100 });
    expect(level1.list.every((bet) => bet.level === 1)).toBe(true);
    const level2 = await getTeamBets({ ...LAST_7_DAYS, level: 2 });
    expect(level1.totalCount + level2.totalCount).toBe((await getTeamBets(LAST_7_DAYS)).totalCount);
    expect((await getTeamBets({ vassalage: 'pg', pageSize: 50 })).list.every((bet) => bet.vassalage === 'PG')).toBe(true);
    expect((await getTeamBets({ status: 'OPEN', pageSize: 100 })).list.every((bet) => bet.status === 'OPEN')).toBe(true);
    expect(await rejection(getTeamBets({ startDate: '2025-13-01' }))).toMatchObject({ errorCode: 'request_param_err', value: { field: 'startDate' } });
    expect(await rejection(getTeamBets({ level: 0 }))).toMatchObject({ value: { field: 'level' } });
    expect(await rejection(getTeamBets({ pageSize: 500 }))).toMatchObject({ errorCode: 'request_param_err' });
  });

  it('players are refused', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    expect((await rejection(getTeamBets())).errorCode).toBe('account.not.agent');
  });
});

describe('getTeamProfitLoss', () => {
  it('one row per team member (level 1 first), with the total over every row', async () => {
    await loginAs(AGENT);
    const page = await getTeamProfitLoss(LAST_7_DAYS);
    // The whole team, with the downlines registered by the tests above.
    const { totalCount } = await getDownlines();
    expect(totalCount).toBeGreaterThanOrEqual(33);
    expect(page).toMatchObject({ pageNum: 1, totalCount, totalPages: Math.ceil(totalCount / 10) });
    expect(page.list[0]).toEqual({ account: 'agent02', level: 1, deposits: expect.any(Number), withdrawals: expect.any(Number), validBet: expect.any(Number), winLoss: expect.any(Number), bonus: expect.any(Number), rebate: expect.any(Number), profitLoss: expect.any(Number) });
    for (const row of page.list) expect(row.profitLoss).toBeCloseTo(row.winLoss + row.bonus + row.rebate, 2);
    const all = await getTeamProfitLoss({ ...LAST_7_DAYS, pageSize: 100 });
    expect(all.total?.validBet).toBeCloseTo(all.list.reduce((sum, row) => sum + row.validBet, 0), 2);
    expect(all.total?.deposits).toBeCloseTo(all.list.reduce((sum, row) => sum + row.deposits, 0), 2);
  });

  it('adds up the member’s settled bets of the period; filters by account and level', async () => {
    await loginAs(AGENT);
    const [row] = (await getTeamProfitLoss({ ...LAST_7_DAYS, account: 'sub01' })).list;
    const bets = await getTeamBets({ ...LAST_7_DAYS, account: 'sub01', status: 'SETTLED', pageSize: 100 });
    expect(row?.validBet).toBeCloseTo(bets.list.reduce((sum, bet) => sum + bet.validBet, 0), 2);
    expect(row?.winLoss).toBeCloseTo(bets.list.reduce((sum, bet) => sum + bet.winLoss, 0), 2);
    const level2 = await getTeamProfitLoss({ level: 2, pageSize: 50 });
    expect(level2.totalCount).toBe(16);
    expect(level2.list.every((entry) => entry.level === 2)).toBe(true);
    // sub16 opened today: a row of zeros.
    expect(level2.list.find((entry) => entry.account === 'sub16')).toMatchObject({ validBet: 0, deposits: 0, profitLoss: 0 });
  });
});

describe('getAgentIncome', () => {
  it('agent01 has at least 25 rows over 60 days, newest first, with the total of the filter', async () => {
    await loginAs(AGENT);
    const all = await getAgentIncome({ pageSize: 100 });
    expect(all.totalCount).toBeGreaterThanOrEqual(25);
    expect(all.list[0]).toEqual({ incomeId: expect.any(String), date: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), kind: expect.any(String), amount: expect.any(Number), status: expect.stringMatching(/^(issued|process)$/), time: expect.any(Number) });
    expect(new Set(all.list.map((row) => row.kind))).toEqual(new Set(['dividend', 'daily', 'hourly', 'realtime', 'commission']));
    expect(all.list.every((row) => row.date >= isoDay(START, -60) && row.date < isoDay(START))).toBe(true);
    const dates = all.list.map((row) => row.date);
    expect(dates).toEqual([...dates].sort().reverse());
    expect(all.total).toBeCloseTo(all.list.reduce((sum, row) => sum + row.amount, 0), 2);
    const first = await getAgentIncome();
    expect(first.list).toHaveLength(10);
    expect(first.total).toBe(all.total);
    const week = await getAgentIncome(LAST_7_DAYS);
    expect(week.totalCount).toBeGreaterThan(0);
    expect(week.totalCount).toBeLessThan(all.totalCount);
    expect(week.list.every((row) => row.date >= LAST_7_DAYS.startDate && row.date <= LAST_7_DAYS.endDate)).toBe(true);
    expect(week.total).toBeLessThan(all.total);
  });

  it('players are refused', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    expect((await rejection(getAgentIncome())).errorCode).toBe('account.not.agent');
  });
});

describe('getTeamTransactions', () => {
  it('the team’s account records, newest first, filtered by type, account and level', async () => {
    await loginAs(AGENT);
    const page = await getTeamTransactions(LAST_7_DAYS);
    expect(page.totalCount).toBeGreaterThan(10);
    expect(page.list[0]).toMatchObject({ transactionId: expect.any(String), account: expect.any(String), level: expect.any(Number), type: expect.any(String), amount: expect.any(Number), time: expect.any(Number), status: expect.any(String) });
    const times = page.list.map((row) => row.time);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    const deposits = await getTeamTransactions({ type: 'deposit', pageSize: 100 });
    expect(deposits.list.every((row) => row.type === 'DEPOSIT')).toBe(true);
    const down01 = await getTeamTransactions({ account: 'down01', pageSize: 100 });
    expect(down01.list.every((row) => row.account === 'down01' && row.level === 1)).toBe(true);
    expect(down01.totalCount).toBe(platform.accounts.find('down01')?.transactions.length);
    expect((await getTeamTransactions({ level: 2, pageSize: 100 })).list.every((row) => row.level === 2)).toBe(true);
    expect(await rejection(getTeamTransactions({ type: 'LOTTERY' }))).toMatchObject({ value: { field: 'type' } });
  });

  it('players are refused', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    expect((await rejection(getTeamTransactions())).errorCode).toBe('account.not.agent');
  });
});
