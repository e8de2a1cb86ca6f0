import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { TranslationProvider } from '@/i18n/use-translation';
import { MemoryRouter } from '@/renderer/navigation';
import { createI18n } from '@/i18n/i18n';
import { ActionProvider } from '@/renderer/action-context';
import { useVendorStore } from '@/stores/vendor-store';
import { vendorCategories } from '../../embedded-platform/platform/vendor-categories';
import { moveEsportsVendors } from '@/stores/vendor-categories';
import type { VendorCategoryEntry } from '@/api/games';
import VendorTabs from '@/widgets/vendor-tabs/vendor-tabs';
import LiveLobby from '@/widgets/live-lobby/live-lobby';

/**
 * With widget code preloaded, a lobby widget can render before the platform's vendor list has
 * arrived. It must wait for it quietly (an empty list), not loop on a fresh `[]` each render
 * (React's "maximum update depth" error took the vendor tabs down on a cold /rng).
 */
describe('vendor widgets rendered before the vendor list arrives', () => {
  function renderCold(element: React.ReactNode) {
    useVendorStore.setState({ phase: 'loading', lang: 'en', categories: [], currentRngVendor: undefined });
    return render(
      <TranslationProvider i18n={createI18n('en')}>
        <MemoryRouter path="/rng">
          <ActionProvider value={vi.fn()}>{element}</ActionProvider>
        </MemoryRouter>
      </TranslationProvider>,
    );
  }

  it('VendorTabs waits, then shows the tabs once the vendors arrive', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCold(<VendorTabs props={{ category: 'RNG', queryParam: 'page' }} nodeId="vendor-tabs">{null}</VendorTabs>);
    expect(screen.queryAllByRole('tab')).toEqual([]);
    // Meanwhile the row keeps the room of four tabs (hidden from assistive technology), so the grid under it does not
    // jump down when they come (issue 37: the layout shift of /rng on a phone).
    const placeholders = () => document.querySelectorAll('.vendor-tabs__tab--placeholder[aria-hidden="true"]');
    expect(placeholders()).toHaveLength(4);
    act(() => useVendorStore.setState({ phase: 'ready', categories: moveEsportsVendors(vendorCategories() as unknown as VendorCategoryEntry[]) }));
    expect(screen.getByRole('tab', { name: 'PG Soft' })).toBeInTheDocument();
    expect(placeholders()).toHaveLength(0);
    // A list that failed shows no room held for tabs that will not come.
    act(() => useVendorStore.setState({ phase: 'failed', categories: [] }));
    expect(placeholders()).toHaveLength(0);
    expect(errors).not.toHaveBeenCalled();
  });

  it('LiveLobby waits for its vendors the same way', () => {
    const errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    renderCold(<LiveLobby props={{ showVendors: true }} nodeId="live">{null}</LiveLobby>);
    expect(screen.getByRole('heading', { level: 2 })).toBeInTheDocument();
    expect(errors).not.toHaveBeenCalled();
  });
});
