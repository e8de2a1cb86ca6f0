import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http } from 'msw';
import type { ScreenDocument } from '@/schema/types';
import type { BetRecord } from '../../embedded-platform/platform/records';
import { fail, url } from '../api/support';
import { location, logInAs, renderScreen, withPlatformHarness } from '../fixtures/data-widgets';

const harness = withPlatformHarness();

type Column = { field: string; label: string; format?: string; hidden?: boolean; signed?: boolean };

const COLUMNS: Column[] = [
  { field: 'betId', label: 'bet_id' },
  { field: 'vassalage', label: 'bet_vendor', hidden: true },
  { field: 'gameName', label: 'bet_game' },
  { field: 'betAmount', label: 'bet_amount', format: 'money' },
  { field: 'winLoss', label: 'bet_win_loss', format: 'money', signed: true },
];

/** The betting record page as an operator would write it: bound to the named query, filters from the URL. */
function betsScreen(columns: Column[] = COLUMNS): ScreenDocument {
  return {
    kind: 'screen',
    schemaVersion: 2,
    id: 'bets',
    body: [
      {
        type: 'RecordTable',
        id: 'bets-table',
        props: {
          title: 'acct_betting_record',
          source: { query: 'bettingRecord', params: { startDate: { filter: 'startDate' }, endDate: { filter: 'endDate' } } },
          paged: true,
          pageSize: 5,
          rowKey: 'betId',
          columns,
        },
      },
    ],
  } as ScreenDocument;
}

/** player01's bets, newest first: B1 stakes P 1,234.50 and lost P 250; twelve in all (three pages of five). */
function seedBets(): void {
  const member = harness.platform().accounts.find('player01');
  if (!member) throw new Error('player01 is seeded');
  const now = Date.now();
  member.bets = Array.from({ length: 12 }, (_, index): BetRecord => ({
    betId: `B${index + 1}`,
    vassalage: 'PG',
    gameName: index === 0 ? 'Golden Dragon' : `Game ${index + 1}`,
    betAmount: index === 0 ? 1234.5 : 10 * (index + 1),
    validBet: index === 0 ? 1234.5 : 10 * (index + 1),
    winLoss: index === 0 ? -250 : 5,
    betTime: now - index * 60_000,
    status: 'SETTLED',
  }));
}

const table = () => screen.findByRole('table', { name: 'Betting Record' });
const headers = async () => within(await table()).getAllByRole('columnheader').map((header) => header.textContent);
const firstCells = async () => within(await table()).getAllByRole('row').slice(1).map((row) => within(row).getAllByRole('cell')[0]?.textContent);

describe('RecordTable bound to the bettingRecord query (player01 on the embedded platform)', () => {
  beforeEach(async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await logInAs('player01');
    seedBets();
  });

  it('shows the rows with money as "P 1,234.50" and losses signed', async () => {
    await renderScreen(betsScreen());
    const row = within(await table()).getByRole('row', { name: /B1 Golden Dragon/ });
    expect(within(row).getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['B1', 'Golden Dragon', 'P 1,234.50', '-P 250.00']);
    expect(await firstCells()).toEqual(['B1', 'B2', 'B3', 'B4', 'B5']);
  });

  it('a column with "hidden": true is not shown', async () => {
    await renderScreen(betsScreen());
    expect(await headers()).toEqual(['Bet no.', 'Game', 'Stake', 'Win/loss']);
    expect(screen.queryByRole('columnheader', { name: 'Provider' })).toBeNull();
    expect(within(await table()).queryByText('PG')).toBeNull();
  });

  it('moving a column in the JSON moves it on screen', async () => {
    const moved = [COLUMNS[3]!, ...COLUMNS.filter((column) => column.field !== 'betAmount')];
    await renderScreen(betsScreen(moved));
    expect(await headers()).toEqual(['Stake', 'Bet no.', 'Game', 'Win/loss']);
    const row = within(await table()).getByRole('row', { name: /Golden Dragon/ });
    expect(within(row).getAllByRole('cell')[0]).toHaveTextContent('P 1,234.50');
  });

  it('page 2 shows the next rows and keeps the page in the URL (pageNo)', async () => {
    await renderScreen(betsScreen(), { url: '/member?tab=bets' });
    await table();
    const pages = within(screen.getByRole('region', { name: 'Betting Record' })).getByRole('navigation');
    expect(within(pages).getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    await userEvent.click(within(pages).getByRole('button', { name: 'Page 2' }));
    await waitFor(async () => expect(await firstCells()).toEqual(['B6', 'B7', 'B8', 'B9', 'B10']));
    expect(new URLSearchParams(location.current.split('?')[1]).get('pageNo')).toBe('2');
    expect(location.current).toContain('tab=bets');
    expect(within(pages).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
  });

  it('a bookmarked page 3 opens on page 3', async () => {
    await renderScreen(betsScreen(), { url: '/?pageNo=3' });
    await waitFor(async () => expect(await firstCells()).toEqual(['B11', 'B12']));
  });

  it('no bets in the filtered period: the empty state, no table', async () => {
    await renderScreen(betsScreen(), { url: '/?startDate=2001-01-01&endDate=2001-01-31' });
    expect(await screen.findByText('Nothing to show yet.')).toBeVisible();
    expect(screen.queryByRole('table')).toBeNull();
    expect(screen.queryByRole('navigation')).toBeNull();
  });

  it('a failing query shows the spec §8 message and a retry that loads again', async () => {
    harness.server.use(http.get(url('/wps/relay/ODSFE2_MemBetDet'), () => fail('#727', 'busy'), { once: true }));
    await renderScreen(betsScreen());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The system is busy, please try again later.');
    expect(screen.queryByRole('table')).toBeNull();
    const before = harness.requests.filter((request) => request.endsWith('/ODSFE2_MemBetDet')).length;
    await userEvent.click(within(alert).getByRole('button', { name: 'Try again' }));
    expect(await table()).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
    expect(harness.requests.filter((request) => request.endsWith('/ODSFE2_MemBetDet'))).toHaveLength(before + 1);
    expect(await firstCells()).toEqual(['B1', 'B2', 'B3', 'B4', 'B5']);
  });
});
