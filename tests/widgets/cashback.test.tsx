import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import type { ScreenDocument } from '@/schema/types';
import { formatCell } from '@/widgets/data-kit/format';
import { VENDORS } from '../../embedded-platform/platform/vendors';
import { repoSchema } from '../fixtures/fake-schema-sources';
import { logInAs, renderScreen, withPlatformHarness } from '../fixtures/data-widgets';

withPlatformHarness();

/** "P 16,480.00" → 16480; "0.35%" → 0.35. */
const figure = (text: string | null | undefined) => Number((text ?? '').replace(/[^0-9.-]/g, ''));

const t = (key: string) => key;

describe('cashback: rates, bets and payouts agree (player01, the site’s own page)', () => {
  beforeEach(async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await logInAs('player01');
  });

  it('each provider by its name, each rate in percent with its real precision, and rate × valid bet = cashback', async () => {
    await renderScreen(repoSchema('screens/member/manualRebate.json') as unknown as ScreenDocument);
    const table = await screen.findByRole('table', { name: 'By provider' });
    const headers = within(table).getAllByRole('columnheader').map((header) => header.textContent);
    const column = (name: string) => headers.indexOf(name);
    const names = new Set(VENDORS.map((vendor) => vendor.displayName));
    const codes = new Set(VENDORS.map((vendor) => vendor.vassalage));
    await waitFor(() => expect(names.has(within(within(table).getAllByRole('row')[1]!).getAllByRole('cell')[column('Provider')]!.textContent ?? '')).toBe(true));
    const rows = within(table).getAllByRole('row').slice(1);
    expect(rows.length).toBeGreaterThan(1);
    for (const row of rows) {
      const cells = within(row).getAllByRole('cell').map((cell) => cell.textContent ?? '');
      const [provider, validBet, rate, amount] = [cells[column('Provider')], cells[column('Valid bet')], cells[column('Rate')], cells[column('Cashback')]];
      expect(codes.has(provider ?? '')).toBe(false);
      expect(names.has(provider ?? '')).toBe(true);
      expect(rate).toMatch(/^\d+(\.\d+)?%$/);
      expect(figure(rate)).toBeGreaterThan(0);
      expect(Math.abs((figure(validBet) * figure(rate)) / 100 - figure(amount))).toBeLessThanOrEqual(0.005);
    }
  });

  it('a percentage keeps its real precision: 0.8 → 0.8%, 0.35 → 0.35%, 0.125 → 0.125%, 30 → 30%', () => {
    expect(['0.8', 0.35, 0.125, 30].map((value) => formatCell(value, 'percent', { t }))).toEqual(['0.8%', '0.35%', '0.125%', '30%']);
  });

  it('a provider code reads as the vendor list names it, and as itself when the list does not know it', () => {
    const vendorName = (code: string) => ({ PG: 'PG Soft' })[code];
    expect(formatCell('PG', 'vendor', { t, vendorName })).toBe('PG Soft');
    expect(formatCell('NEW1', 'vendor', { t, vendorName })).toBe('NEW1');
  });
});
