import { describe, expect, it } from 'vitest';
import { getBettingRecord, getTransactionDetails } from '@/api';
import { DEMO_ACCOUNTS } from '../../../embedded-platform/platform';
import { isoDay, loginAs, rejection, withEmbeddedPlatform } from './use-platform';

const START = Date.UTC(2025, 8, 15, 9, 30);
const { platform } = withEmbeddedPlatform({ now: () => START });
const DAY = 86_400_000;
const today = Math.floor(START / DAY) * DAY;

describe('betting record and account record anchored to the platform clock', () => {
  it('getBettingRecord: ≥ 120 bets in the 60 days before the start, newest first, ≥ 25 in the previous 7 days', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const all = await getBettingRecord({ pageSize: 100 });
    expect(all.totalCount).toBeGreaterThanOrEqual(120);
    const times = all.list.map((bet) => bet.betTime);
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(Math.max(...times)).toBeLessThan(today);
    const oldest = (await getBettingRecord({ pageNo: all.totalPages, pageSize: 100 })).list.at(-1);
    expect(oldest?.betTime).toBeGreaterThanOrEqual(today - 60 * DAY);
    const week = await getBettingRecord({ startDate: isoDay(START, -7), endDate: isoDay(START), pageSize: 10 });
    expect(week.totalCount).toBeGreaterThanOrEqual(25);
    expect(week.totalPages).toBeGreaterThanOrEqual(3);
    expect(week.list).toHaveLength(10);
    expect(all.list.slice(0, 3).every((bet) => bet.status === 'OPEN')).toBe(true);
  });

  it('getBettingRecord: filters by vendor, status and inclusive UTC days; pages of 10', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const pg = await getBettingRecord({ vassalage: 'PG', pageSize: 100 });
    expect(pg.totalCount).toBeGreaterThan(0);
    expect(pg.list.every((bet) => bet.vassalage === 'PG')).toBe(true);
    const open = await getBettingRecord({ status: 'OPEN' });
    expect(open.list.length).toBeGreaterThan(0);
    expect(open.list.every((bet) => bet.status === 'OPEN')).toBe(true);
    const day = isoDay(START, -1);
    const oneDay = await getBettingRecord({ startDate: day, endDate: day, pageSize: 100 });
    expect(oneDay.list.every((bet) => isoDay(bet.betTime) === day)).toBe(true);
    const second = await getBettingRecord({ pageNo: 2, pageSize: 10 });
    expect(second).toMatchObject({ pageNum: 2 });
    expect(second.list).toHaveLength(10);
    expect(await rejection(getBettingRecord({ startDate: '2025-13-40' }))).toMatchObject({ errorCode: 'request_param_err', value: { field: 'startDate' } });
    expect(await rejection(getBettingRecord({ status: 'LOST' }))).toMatchObject({ errorCode: 'request_param_err', value: { field: 'status' } });
  });

  it('getTransactionDetails: ≥ 40 rows with a status, mostly success; type and date filters', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    const all = await getTransactionDetails({ pageSize: 100 });
    expect(all.totalCount).toBeGreaterThanOrEqual(40);
    expect(all.list.filter((row) => row.status === 'success').length).toBeGreaterThan(all.totalCount / 2);
    expect(all.list[0]?.time).toBeLessThan(today);
    expect(all.list.at(-1)?.time).toBeGreaterThanOrEqual(today - 60 * DAY);
    const deposits = await getTransactionDetails({ type: 'DEPOSIT', pageSize: 100 });
    expect(deposits.list.every((row) => row.type === 'DEPOSIT')).toBe(true);
    const month = await getTransactionDetails({ startDate: isoDay(START, -30), endDate: isoDay(START) });
    expect(month.totalCount).toBeLessThan(all.totalCount);
    expect(month.totalCount).toBeGreaterThan(0);
    expect(await rejection(getTransactionDetails({ type: 'GIFT' }))).toMatchObject({ value: { field: 'type' } });
    expect(platform.accounts.find(DEMO_ACCOUNTS.player)?.transactions[0]?.balanceAfter).toBe(1250.5);
  });

  it('records are the same for the same day, seeded by member id', async () => {
    const { createPlatform } = await import('../../../embedded-platform/platform');
    const again = createPlatform({ now: () => START + 3_600_000, log: () => undefined });
    expect(again.accounts.find(DEMO_ACCOUNTS.player)?.bets).toEqual(platform.accounts.find(DEMO_ACCOUNTS.player)?.bets);
    expect(again.accounts.find(DEMO_ACCOUNTS.vipPlayer)?.bets).not.toEqual(again.accounts.find(DEMO_ACCOUNTS.player)?.bets);
  });
});
