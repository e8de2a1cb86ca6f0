import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TranslationProvider } from '@/i18n/use-translation';
import { MemoryRouter } from '@/renderer/navigation';
import { createI18n } from '@/i18n/i18n';
import DetailList from '@/widgets/detail-list/detail-list';
import type { DetailListProps } from '@/widgets/detail-list/props';

// The list's data never comes in these tests: what it shows meanwhile is the point.
vi.mock('@/renderer/data/use-query', () => ({ useQuery: () => ({ state: 'loading', previous: undefined, retry: () => undefined }) }));

function renderLoading(props: DetailListProps) {
  return render(
    <TranslationProvider i18n={createI18n('en')}>
      <MemoryRouter path="/">
        <DetailList props={props} nodeId="wallet-balances">{null}</DetailList>
      </MemoryRouter>
    </TranslationProvider>,
  );
}

describe('a detail list while its data loads (issue 37: what is under it must not jump)', () => {
  const wallets: DetailListProps = {
    title: 'mc_wallets',
    source: { query: 'walletBalances' },
    // As the document's defaults give them (`expected`: 4).
    rows: { labelField: 'accountTypeName', valueField: 'availBalance', format: 'money', expected: 4 },
    items: [{ field: 'sumBalance', label: 'mc_total_balance', format: 'money' }],
    layout: 'tiles',
  };

  it('keeps the room of each fact and of the rows it expects (rows.expected, 4 by default), in the loaded boxes', () => {
    const { container } = renderLoading(wallets);
    expect(screen.getByRole('status', { name: 'Loading…' })).toBeInTheDocument();
    // The placeholders are the loaded list's own boxes (a fact per wallet and the total), hidden from assistive technology.
    expect(container.querySelectorAll('.detail-list--tiles .detail-list__facts[aria-hidden="true"] .detail-list__fact--loading')).toHaveLength(1 + 4);
    renderLoading({ ...wallets, rows: { ...wallets.rows!, expected: 6 } });
    expect(document.querySelectorAll('.detail-list__fact--loading')).toHaveLength(5 + 1 + 6);
  });

  it('without rows, one placeholder per fact', () => {
    const { container } = renderLoading({ source: { query: 'memberInfo' }, layout: 'list', items: [{ field: 'account', label: 'mc_account', format: 'text' }, { field: 'nickname', label: 'mc_nickname', format: 'text' }, { field: 'vip', label: 'mc_vip', format: 'text', hidden: true }] });
    expect(container.querySelectorAll('.detail-list__fact--loading')).toHaveLength(2);
  });
});
