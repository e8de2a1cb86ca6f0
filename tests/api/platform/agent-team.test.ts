import { describe, expect, it } from 'vitest';
import { getDownlines, getTeamOverview, type Downline } from '@/api';
import { DEMO_ACCOUNTS, type MemberAccount } from '../../../embedded-platform/platform';
import { loginAs, rejection, withEmbeddedPlatform } from './use-platform';

const DAY = 86_400_000;
// Mid-morning UTC: the seeded "earlier today" activity has room before the start.
const START = Date.UTC(2025, 8, 15, 9, 30);
const { platform } = withEmbeddedPlatform({ now: () => START });

async function wholeTeam(): Promise<Downline[]> {
  const first = await getDownlines({ pageSize: 100 });
  expect(first.totalPages).toBe(1);
  return first.list;
}

const DIRECT = ['player01', 'agent02', 'issued01', ...Array.from({ length: 14 }, (_, i) => `down${String(i + 1).padStart(2, '0')}`)];
const UNDER_AGENT02 = Array.from({ length: 16 }, (_, i) => `sub${String(i + 1).padStart(2, '0')}`);

describe('agent01’s team (seed)', () => {
  it('has at least 30 members over two levels: the demo downlines and down06–down14 direct, sub01–sub16 under agent02', async () => {
    await loginAs(DEMO_ACCOUNTS.agent);
    const team = await wholeTeam();
    expect(team.length).toBeGreaterThanOrEqual(30);
    expect(team.filter((member) => member.level === 1).map((member) => member.account).sort()).toEqual([...DIRECT].sort());
    expect(team.filter((member) => member.level === 2).map((member) => member.account).sort()).toEqual(UNDER_AGENT02);
    for (const sub of UNDER_AGENT02) expect(platform.accounts.find(sub)?.upline).toBe(DEMO_ACCOUNTS.agentType2);
    // Agents among the direct downlines: agent02 and down06–down08 (type 2); the rest are players.
    expect(team.filter((member) => member.type === 2).map((member) => member.account).sort()).toEqual(['agent02', 'down06', 'down07', 'down08']);
    expect(team.filter((member) => member.level === 2).every((member) => member.type === 0)).toBe(true);
  });

  it('every seeded team member has bets and transactions, like the demo members (sub16 opened today has none yet)', () => {
    const team = [...DIRECT, ...UNDER_AGENT02].map((account) => platform.accounts.find(account)).filter((member): member is MemberAccount => member !== undefined);
    expect(team).toHaveLength(33);
    for (const member of team.filter((candidate) => candidate.account !== 'sub16')) {
      expect(member.bets.length, member.account).toBeGreaterThan(0);
      expect(member.transactions.length, member.account).toBeGreaterThan(0);
      expect(member.bets.every((bet) => bet.betTime <= START && bet.betTime >= member.registeredAt)).toBe(true);
    }
    expect(platform.accounts.find('sub16')?.bets).toEqual([]);
  });

  it('keeps the demo accounts as they were: player01’s 140 bets, issued01 under agent01 on the default password', () => {
    expect(platform.accounts.find(DEMO_ACCOUNTS.player)?.bets).toHaveLength(140);
    expect(platform.accounts.find(DEMO_ACCOUNTS.issued)).toMatchObject({ upline: 'agent01', password: 'Welcome888' });
    expect(platform.accounts.find(DEMO_ACCOUNTS.agentType2)).toMatchObject({ type: 2, upline: 'agent01', password: 'Passw0rd!', paymentPassword: '123456' });
  });
});

describe('getDownlines', () => {
  it('pages by 10 (level 1 first, by account), with the downline fields', async () => {
    await loginAs(DEMO_ACCOUNTS.agent);
    const first = await getDownlines();
    expect(first).toMatchObject({ pageNum: 1, totalCount: 33, totalPages: 4 });
    expect(first.list).toHaveLength(10);
    expect(first.list[0]).toEqual({ account: 'agent02', nickname: 'Agent Two', level: 1, type: 2, registeredAt: expect.any(Number), lastLoginAt: expect.any(Number), balance: expect.any(Number), status: 'active' });
    const last = await getDownlines({ pageNo: 4 });
    expect(last.list).toHaveLength(3);
    expect(last.list.every((member) => member.level === 2)).toBe(true);
    const second = await getDownlines({ pageNo: 2 });
    expect(second.list.map((member) => member.account)).not.toContain(first.list[0]?.account);
  });

  it('filters by keyword (account or nickname, any case) and level; a bad level is request_param_err on level', async () => {
    await loginAs(DEMO_ACCOUNTS.agent);
    expect((await getDownlines({ keyword: 'DOWN1', pageSize: 50 })).list.map((member) => member.account)).toEqual(['down10', 'down11', 'down12', 'down13', 'down14']);
    expect((await getDownlines({ keyword: 'sub-MEMBER 1', pageSize: 50 })).list.map((member) => member.account)).toEqual(['sub01', 'sub10', 'sub11', 'sub12', 'sub13', 'sub14', 'sub15', 'sub16']);
    expect((await getDownlines({ keyword: 'lucky' })).list.map((member) => member.account)).toEqual(['player01']);
    const level2 = await getDownlines({ level: 2, pageSize: 50 });
    expect(level2.totalCount).toBe(16);
    expect((await getDownlines({ level: 1, keyword: 'sub' })).totalCount).toBe(0);
    expect(await rejection(getDownlines({ level: 3 }))).toMatchObject({ errorCode: 'request_param_err', value: { field: 'level' } });
  });

  it('marks members inactive when they neither logged in nor bet for 7 days; lastLoginAt is absent before a first login', async () => {
    await loginAs(DEMO_ACCOUNTS.agent);
    const team = await wholeTeam();
    expect(team.filter((member) => member.status === 'inactive').map((member) => member.account).sort()).toEqual(['down12', 'sub07', 'sub11', 'sub16']);
    expect(team.find((member) => member.account === 'sub16')?.lastLoginAt).toBeUndefined();
    expect(team.find((member) => member.account === 'sub16')?.registeredAt).toBeGreaterThanOrEqual(Date.UTC(2025, 8, 15));
  });

  it('is relative to the caller: agent02 sees sub01–sub16 as its level 1; players and trial accounts are refused', async () => {
    await loginAs(DEMO_ACCOUNTS.agentType2);
    const team = await getDownlines({ pageSize: 50 });
    expect(team.list.map((member) => member.account)).toEqual(UNDER_AGENT02);
    expect(team.list.every((member) => member.level === 1)).toBe(true);
    await loginAs(DEMO_ACCOUNTS.player);
    expect(await rejection(getDownlines())).toMatchObject({ errorCode: 'account.not.agent', messageKey: 'err_not_agent' });
    await loginAs(DEMO_ACCOUNTS.trial);
    expect((await rejection(getDownlines())).errorCode).toBe('account.trial.not.allowed');
  });
});

describe('getTeamOverview', () => {
  /** The same figures, summed here from the platform's records. */
  function expected(days: number) {
    const from = Date.UTC(2025, 8, 15) - (days - 1) * DAY;
    const inRange = (time: number) => time >= from && time < Date.UTC(2025, 8, 16);
    const members = [...DIRECT, ...UNDER_AGENT02].map((account) => platform.accounts.find(account)).filter((member): member is MemberAccount => member !== undefined);
    let deposits = 0;
    let withdrawals = 0;
    let validBets = 0;
    let profitLoss = 0;
    for (const member of members) {
      for (const bet of member.bets) {
        if (!inRange(bet.betTime) || bet.status !== 'SETTLED') continue;
        validBets += bet.validBet;
        profitLoss += bet.winLoss;
      }
      for (const row of member.transactions) {
        if (!inRange(row.time) || row.status !== 'success') continue;
        if (row.type === 'DEPOSIT') deposits += row.amount;
        if (row.type === 'WITHDRAW') withdrawals += row.amount;
        if (row.type === 'BONUS' || row.type === 'REBATE') profitLoss += row.amount;
      }
    }
    return { deposits, withdrawals, validBets, profitLoss, activeMembers: members.filter((member) => member.bets.some((bet) => inRange(bet.betTime))).length };
  }

  it.each([
    ['D', 1, 1],
    ['W', 7, 3],
    ['M', 30, 5],
  ] as const)('period %s: the team over %i day(s) ending today on the platform clock, %i new member(s)', async (period, days, newMembers) => {
    await loginAs(DEMO_ACCOUNTS.agent);
    const overview = await getTeamOverview({ period });
    const sums = expected(days);
    expect(overview).toMatchObject({ period, teamSize: 33, directMembers: 17, newMembers, activeMembers: sums.activeMembers, startDate: new Date(Date.UTC(2025, 8, 15) - (days - 1) * DAY).toISOString().slice(0, 10), endDate: '2025-09-15' });
    expect(overview.deposits).toBeCloseTo(sums.deposits, 2);
    expect(overview.withdrawals).toBeCloseTo(sums.withdrawals, 2);
    expect(overview.validBets).toBeCloseTo(sums.validBets, 2);
    expect(overview.profitLoss).toBeCloseTo(sums.profitLoss, 2);
  });

  it('today is not empty right after a start, and the longer periods hold more', async () => {
    await loginAs(DEMO_ACCOUNTS.agent);
    const [day, week, month] = await Promise.all([getTeamOverview({ period: 'D' }), getTeamOverview({ period: 'W' }), getTeamOverview({ period: 'M' })]);
    expect(day.activeMembers).toBe(13);
    expect(day.deposits).toBeGreaterThan(0);
    expect(day.validBets).toBeGreaterThan(0);
    expect(week.validBets).toBeGreaterThan(day.validBets);
    expect(month.validBets).toBeGreaterThan(week.validBets);
    expect(week.activeMembers).toBeGreaterThan(day.activeMembers);
  });

  it('players are refused', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    expect((await rejection(getTeamOverview({ period: 'D' }))).errorCode).toBe('account.not.agent');
  });
});
