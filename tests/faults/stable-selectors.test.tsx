import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { MemoryRouter } from '@/renderer/navigation';
import { TranslationProvider } from '@/i18n/use-translation';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n/i18n';
import { ActionProvider } from '@/renderer/action-context';
import { useVendorStore } from '@/stores/vendor-store';
import VendorTabs from '@/widgets/vendor-tabs/vendor-tabs';
import LiveLobby from '@/widgets/live-lobby/live-lobby';

/**
 * Finding 9: a cold /rng logged React's "The result of getSnapshot should be cached to avoid an
 * infinite loop": a store selector built a new empty list on every call while the vendor list was
 * still loading. The widgets that read vendors by category now get the same empty list each time.
 */
describe('store selectors give React a stable snapshot (finding 9)', () => {
  let errors: { mock: { calls: unknown[][] }; mockRestore: () => void };
  beforeEach(() => {
    // A cold load: the vendor list has not arrived yet (load is stubbed so nothing is fetched).
    useVendorStore.setState({ phase: 'loading', lang: 'en', categories: [], currentRngVendor: undefined, load: async () => undefined });
    errors = vi.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => errors.mockRestore());

  function renderWidget(widget: ReactNode) {
    render(
      <TranslationProvider i18n={createI18n('en')}>
        <MemoryRouter path="/rng">
          <ActionProvider value={() => undefined}>{widget}</ActionProvider>
        </MemoryRouter>
      </TranslationProvider>,
    );
  }

  function reactWarnings(): string[] {
    return errors.mock.calls.map((call: unknown[]) => call.map(String).join(' ')).filter((line: string) => /getSnapshot|Maximum update depth/.test(line));
  }

  it('the RNG vendor tabs render before the vendors arrive without the getSnapshot warning', () => {
    renderWidget(<VendorTabs props={{ category: 'RNG', queryParam: 'page' }} nodeId="vendor-tabs">{null}</VendorTabs>);
    expect(reactWarnings()).toEqual([]);
  });

  it('the live lobby renders before the vendors arrive without the getSnapshot warning', () => {
    renderWidget(<LiveLobby props={{ showVendors: true }} nodeId="live-lobby">{null}</LiveLobby>);
    expect(screen.queryAllByRole('alert')).toHaveLength(0);
    expect(reactWarnings()).toEqual([]);
  });
});
