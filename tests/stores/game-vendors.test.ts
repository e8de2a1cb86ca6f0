import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { setupServer } from 'msw/node';
import { createHandlers } from '../../embedded-platform/handlers';
import { createPlatform } from '../../embedded-platform/platform';
import type { VendorCard, VendorCategoryEntry } from '@/api/games';
import { moveEsportsVendors } from '@/stores/vendor-categories';
import { useVendorStore } from '@/stores/vendor-store';
import { resetClient } from '../api/support';

const card = (vassalage: string): VendorCard => ({
  vassalage, displayName: vassalage, isGame: 'GAME', maintenance: false,
  gameType: undefined, accountTypeName: undefined, code: undefined, defaultPlayType: undefined, icon: undefined, logo: undefined,
});

describe('e-sports move (spec §4)', () => {
  it('moves e-sports vendors filed under SPORTS to ESPORTS, keeping the rest', () => {
    const moved = moveEsportsVendors([
      { title: 'Sports', gameClassify: 'SPORTS', cards: [card('SABA'), card('TF'), card('IA')] },
      { title: 'E-Sports', gameClassify: 'ESPORTS', cards: [card('AVIA')] },
    ]);
    expect(moved.find((c) => c.gameClassify === 'SPORTS')?.cards.map((c) => c.vassalage)).toEqual(['SABA']);
    expect(moved.find((c) => c.gameClassify === 'ESPORTS')?.cards.map((c) => c.vassalage)).toEqual(['AVIA', 'TF', 'IA']);
  });

  it('creates the ESPORTS category when the platform sent none, and leaves the input alone', () => {
    const input: VendorCategoryEntry[] = [{ title: 'Sports', gameClassify: 'SPORTS', cards: [card('TF')] }];
    const moved = moveEsportsVendors(input);
    expect(moved.map((c) => [c.gameClassify, c.cards.map((x) => x.vassalage)])).toEqual([['SPORTS', []], ['ESPORTS', ['TF']]]);
    expect(input[0]?.cards).toHaveLength(1);
  });
});

describe('vendor list cache (spec §4)', () => {
  const platform = createPlatform({ scenario: 'default', log: () => undefined });
  const server = setupServer(...createHandlers(platform));
  const languages: string[] = [];
  beforeAll(() => {
    server.listen({ onUnhandledRequest: 'error' });
    server.events.on('request:start', ({ request }) => {
      if (request.url.includes('GCSGAME_newGameVendor')) languages.push(new URL(request.url).searchParams.get('language') ?? '');
    });
  });
  afterAll(() => server.close());
  beforeEach(() => {
    resetClient();
    languages.length = 0;
    useVendorStore.setState({ phase: 'idle', lang: '', categories: [], currentRngVendor: undefined });
  });

  it('serves the session cache for the same language and refetches when the language changes', async () => {
    localStorage.setItem('lang', 'en');
    await useVendorStore.getState().load('en');
    expect(useVendorStore.getState().currentRngVendor).toBe('PG');
    expect(useVendorStore.getState().categories.find((c) => c.gameClassify === 'ESPORTS')?.cards.map((c) => c.vassalage)).toEqual(expect.arrayContaining(['TF', 'IA']));
    // A new page load in the same tab: the store is empty, the session cache is not.
    useVendorStore.setState({ phase: 'idle', lang: '', categories: [] });
    await useVendorStore.getState().load('en');
    expect(useVendorStore.getState().phase).toBe('ready');
    expect(languages).toEqual(['en']);
    localStorage.setItem('lang', 'ty');
    await useVendorStore.getState().load('ty');
    expect(useVendorStore.getState().lang).toBe('ty');
    expect(languages).toEqual(['en', 'ty']);
  });
});
