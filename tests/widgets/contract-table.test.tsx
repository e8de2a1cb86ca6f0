import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost } from '@/app/overlays/dialog-host';
import { updateContract } from '@/api';
import { formatProblem } from '@/schema/problem';
import type { ScreenDocument } from '@/schema/types';
import { validateDocument } from '@/schema/validate-document';
import { repoSchema } from '../fixtures/fake-schema-sources';
import { logInAs, renderScreen, withPlatformHarness } from '../fixtures/data-widgets';
import { watchConsole } from '../fixtures/console';

const harness = withPlatformHarness();

/** A ContractTable node as an operator writes it, checked against the published widget props first. */
function contractScreen(props: Record<string, unknown>): ScreenDocument {
  const document = { kind: 'screen', schemaVersion: 2, id: 'contracts', body: [{ type: 'ContractTable', id: 'contracts-table', props }] };
  const checked = validateDocument(document, 'screens/contracts.json', 'screen');
  expect(checked.ok ? [] : checked.problems.map(formatProblem)).toEqual([]);
  return document as ScreenDocument;
}

/** The agent centre's daily-salary page exactly as schemas/screens/agent/agentDailyWages2.json has it. */
const dailyPage = () => repoSchema('screens/agent/agentDailyWages2.json') as unknown as ScreenDocument;

const DEFAULT_HEADERS = ['With', 'Your side', 'Rate', 'Active members', 'Period valid bet', 'Period profit/loss', 'Period', 'Status'];

/** The contract table: the one table in the widget (the offer form has none). */
const table = () => screen.findByRole('table');

/** The data column headers in order (the visually hidden actions header has no data-field). */
async function headers(): Promise<string[]> {
  const found = within(await table()).getAllByRole('columnheader');
  return found.filter((header) => header.hasAttribute('data-field')).map((header) => header.textContent ?? '');
}

/** The data cells of a row (the actions cell last is left out). */
function dataCells(row: HTMLElement): string[] {
  return within(row)
    .getAllByRole('cell')
    .filter((cell) => cell.hasAttribute('data-field'))
    .map((cell) => cell.textContent ?? '');
}

/** The rows of the table whose data cells include `text` (e.g. the counterpart or a rate). */
async function rowsWith(text: string): Promise<HTMLElement[]> {
  const rows = within(await table()).getAllByRole('row').slice(1);
  return rows.filter((row) => dataCells(row).includes(text));
}

async function onlyRowWith(text: string): Promise<HTMLElement> {
  const rows = await rowsWith(text);
  expect(rows).toHaveLength(1);
  return rows[0]!;
}

describe('ContractTable: agent01 (upline) on the embedded platform', () => {
  beforeEach(async () => {
    watchConsole('warn');
    await logInAs('agent01');
  });

  it('the daily page shows agent02’s contract with the default columns in order and money as "P …"', async () => {
    const { failures } = await renderScreen(dailyPage());
    await waitFor(async () => expect(await headers()).toEqual(DEFAULT_HEADERS));
    // seeded: agent02 at 20 per active member, 3 active members, 13,000 valid bet, 1,500 lost, daily, active
    const row = await onlyRowWith('agent02');
    expect(dataCells(row)).toEqual(['agent02', 'You pay', 'P 20.00', '3', 'P 13,000.00', '-P 1,500.00', 'Day', 'Active']);
    // the upline of an active contract may only ask to end it
    expect(within(row).getByRole('button', { name: 'Request termination' })).toBeVisible();
    expect(within(row).queryByRole('button', { name: 'Accept' })).toBeNull();
    // every seeded downline agent of agent01 has a daily contract (down08's still pending)
    expect(within(await table()).getAllByRole('row')).toHaveLength(1 + 4);
    expect(failures).toEqual([]);
  });

  it('a "columns" prop in the JSON moves Status first and leaves Active members out', async () => {
    await renderScreen(
      contractScreen({
        kind: 'daily',
        offer: false,
        columns: [
          { field: 'status', label: 'contract_status', format: 'status' },
          { field: 'counterpart', label: 'contract_counterpart' },
          { field: 'side', label: 'contract_side', format: 'enum', enumPrefix: 'contract_side_' },
          { field: 'rate', label: 'contract_rate', format: 'money' },
          { field: 'periodValidBet', label: 'contract_period_valid_bet', format: 'money' },
          { field: 'periodProfitLoss', label: 'contract_period_profit_loss', format: 'money', signed: true },
          { field: 'period', label: 'contract_period', format: 'enum', enumPrefix: 'contract_period_' },
        ],
      }),
    );
    await waitFor(async () => expect(await headers()).toEqual(['Status', 'With', 'Your side', 'Rate', 'Period valid bet', 'Period profit/loss', 'Period']));
    expect(screen.queryByRole('columnheader', { name: 'Active members' })).toBeNull();
    const row = await onlyRowWith('agent02');
    expect(dataCells(row)).toEqual(['Active', 'agent02', 'You pay', 'P 20.00', 'P 13,000.00', '-P 1,500.00', 'Day']);
    // offer: false leaves the offer form out
    expect(screen.queryByRole('heading', { name: /Offer a daily salary contract/ })).toBeNull();
  });

  it('"hidden": true on Rate hides that column and its values', async () => {
    await renderScreen(
      contractScreen({
        kind: 'daily',
        offer: false,
        columns: [
          { field: 'counterpart', label: 'contract_counterpart' },
          { field: 'side', label: 'contract_side', format: 'enum', enumPrefix: 'contract_side_' },
          { field: 'rate', label: 'contract_rate', format: 'money', hidden: true },
          { field: 'activeMembers', label: 'contract_active_members', format: 'number' },
          { field: 'periodValidBet', label: 'contract_period_valid_bet', format: 'money' },
          { field: 'periodProfitLoss', label: 'contract_period_profit_loss', format: 'money', signed: true },
          { field: 'period', label: 'contract_period', format: 'enum', enumPrefix: 'contract_period_' },
          { field: 'status', label: 'contract_status', format: 'status' },
        ],
      }),
    );
    await waitFor(async () => expect(await headers()).toEqual(DEFAULT_HEADERS.filter((header) => header !== 'Rate')));
    expect(screen.queryByRole('columnheader', { name: 'Rate' })).toBeNull();
    const row = await onlyRowWith('agent02');
    expect(dataCells(row)).toEqual(['agent02', 'You pay', '3', 'P 13,000.00', '-P 1,500.00', 'Day', 'Active']);
    expect(within(await table()).queryByText('P 20.00')).toBeNull();
  });
});

describe('ContractTable: agent02 (downline) answers a higher-rate daily offer', () => {
  beforeEach(async () => {
    watchConsole('warn');
    // agent01 offers 99 per active member, above agent02's current 20
    await logInAs('agent01');
    await updateContract('daily', { action: 'offer', downline: 'agent02', rate: 99 });
    await logInAs('agent02');
  });

  it('the pending offer shows Accept and Reject; accepting warns (spec §8), then the offer is Active and the old contract Terminated', async () => {
    await renderScreen(contractScreen({ kind: 'daily', offer: false }), { extra: <DialogHost /> });
    const offer = await waitFor(() => onlyRowWith('P 99.00'));
    expect(dataCells(offer)).toEqual(['agent01', 'You receive', 'P 99.00', '3', 'P 13,000.00', '-P 1,500.00', 'Day', 'Pending']);
    expect(within(offer).getByRole('button', { name: 'Accept' })).toBeVisible();
    expect(within(offer).getByRole('button', { name: 'Reject' })).toBeVisible();
    const current = await onlyRowWith('P 20.00');
    expect(dataCells(current).at(-1)).toBe('Active');
    expect(within(current).queryByRole('button', { name: 'Accept' })).toBeNull();

    await userEvent.click(within(offer).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept a contract' });
    expect(dialog).toHaveTextContent('Accepting this higher-rate contract ends your current contract automatically. Continue?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));

    expect(await screen.findByRole('status')).toHaveTextContent('Contract accepted.');
    await waitFor(async () => expect(dataCells(await onlyRowWith('P 99.00')).at(-1)).toBe('Active'));
    expect(dataCells(await onlyRowWith('P 20.00')).at(-1)).toBe('Terminated');
    expect(within(await onlyRowWith('P 99.00')).queryByRole('button', { name: 'Accept' })).toBeNull();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    // the platform agrees
    const daily = harness.platform().contracts.filter((contract) => contract.kind === 'daily' && contract.downline === 'agent02');
    expect(daily.map((contract) => [contract.rate, contract.status]).sort()).toEqual([
      [20, 'terminated'],
      [99, 'active'],
    ]);
  });

  it('cancelling the warning sends nothing and the offer stays pending', async () => {
    await renderScreen(contractScreen({ kind: 'daily', offer: false }), { extra: <DialogHost /> });
    const offer = await waitFor(() => onlyRowWith('P 99.00'));
    const before = harness.requests.length;
    await userEvent.click(within(offer).getByRole('button', { name: 'Accept' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Accept a contract' });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(harness.requests.slice(before)).toEqual([]);
    expect(dataCells(await onlyRowWith('P 99.00')).at(-1)).toBe('Pending');
    expect(dataCells(await onlyRowWith('P 20.00')).at(-1)).toBe('Active');
  });
});

describe('ContractTable: the real-time salary countdown (spec §9, every 5 minutes)', () => {
  const FIVE_MINUTES = 5 * 60_000;

  beforeEach(async () => {
    watchConsole('warn');
    await logInAs('agent01');
  });

  afterEach(() => {
    vi.useRealTimers();
  });

  const countdown = async () => (await screen.findByRole('timer')).textContent ?? '';

  it('shows "Next settlement in mm:ss", never above 05:00', async () => {
    await renderScreen(contractScreen({ kind: 'realtime', offer: false }));
    await table();
    const text = await countdown();
    const match = /^Next settlement in (\d{2}):(\d{2})$/.exec(text);
    expect(match, text).not.toBeNull();
    const seconds = Number(match![1]) * 60 + Number(match![2]);
    expect(Number(match![2])).toBeLessThan(60);
    expect(seconds).toBeGreaterThanOrEqual(0);
    expect(seconds).toBeLessThanOrEqual(300);
    // it is the time to the next 5-minute boundary of the clock (give or take the second it took)
    const expected = Math.ceil((Math.floor(Date.now() / FIVE_MINUTES) * FIVE_MINUTES + FIVE_MINUTES - Date.now()) / 1000);
    // (modulo five minutes: a boundary may pass between the render and this line)
    const off = Math.abs(seconds - expected) % 300;
    expect(Math.min(off, 300 - off)).toBeLessThanOrEqual(2);
  });

  it('counts down to the next boundary: 3:20 past it reads 01:40, five seconds later 01:35', async () => {
    // Only Date is faked: the widget's one-second interval and the network stay real.
    const now = Date.now();
    let base = Math.floor(now / FIVE_MINUTES) * FIVE_MINUTES + 200_000;
    if (base < now) base += FIVE_MINUTES;
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(base);
    await renderScreen(contractScreen({ kind: 'realtime', offer: false }));
    await table();
    await waitFor(async () => expect(await countdown()).toBe('Next settlement in 01:40'));
    vi.setSystemTime(base + 5_000);
    await waitFor(async () => expect(await countdown()).toBe('Next settlement in 01:35'), { timeout: 3000 });
  });
});

describe('ContractTable: the offer form is offered only with someone to offer to', () => {
  beforeEach(() => void vi.spyOn(console, 'warn').mockImplementation(() => undefined));

  it('agent01 (with downline agents) gets the form, titled with the contract type as a name', async () => {
    await logInAs('agent01');
    await renderScreen(contractScreen({ kind: 'daily' }));
    expect(await screen.findByRole('heading', { name: /^Offer a daily salary contract$/i })).toBeVisible();
    expect(await screen.findByRole('button', { name: 'Offer contract' })).toBeVisible();
  });

  it('agent02 (no downline agent) is told why instead of an empty list', async () => {
    await logInAs('agent02');
    await renderScreen(contractScreen({ kind: 'daily' }));
    expect(await screen.findByText(/You have no downline agent to offer a contract to/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Offer contract' })).toBeNull();
    expect(screen.queryByRole('combobox', { name: /Downline agent/ })).toBeNull();
  });
});
