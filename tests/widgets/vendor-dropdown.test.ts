import { describe, expect, it } from 'vitest';
import { DROPDOWN_LIMIT, dropdownEntries, vendorAction } from '@/widgets/menu/vendor-dropdown';
import { footerVendorGroups } from '@/widgets/footer-vendors/footer-groups';
import type { VendorCard, VendorCategoryEntry } from '@/api/games';

const card = (vassalage: string): VendorCard => ({
  vassalage, displayName: vassalage, isGame: 'GAME', maintenance: false,
  gameType: undefined, accountTypeName: undefined, code: undefined, defaultPlayType: undefined, icon: undefined, logo: undefined,
});

describe('header vendor dropdown (spec §2, §9)', () => {
  it('lists at most 11 vendors, then MORE', () => {
    const cards = Array.from({ length: 14 }, (_, i) => card(`V${i}`));
    const { shown, hasMore } = dropdownEntries(cards);
    expect(DROPDOWN_LIMIT).toBe(11);
    expect(shown.map((c) => c.vassalage)).toEqual(cards.slice(0, 11).map((c) => c.vassalage));
    expect(hasMore).toBe(true);
  });

  it('shows no MORE link for 11 or fewer', () => {
    expect(dropdownEntries(Array.from({ length: 11 }, (_, i) => card(`V${i}`))).hasMore).toBe(false);
  });

  it('slots go to the vendor tab on /rng; live vendors launch', () => {
    expect(vendorAction(card('PG'), 'RNG')).toEqual({ type: 'navigate', to: '/rng?page=PG' });
    expect(vendorAction({ ...card('EVO'), code: 'lobby' }, 'LIVE')).toEqual({ type: 'launchGame', vendor: 'EVO', gameType: 'LIVE', gameId: 'lobby' });
  });
});

describe('footer vendor strip (spec §2)', () => {
  it('files each vendor under its own category from the vendor list (Evolution live, JDB and PG slots), once, and hides TCG_SEA', () => {
    const categories: VendorCategoryEntry[] = [
      { title: 'Sports', gameClassify: 'SPORTS', cards: [card('SV3'), card('SABA')] },
      { title: 'Live', gameClassify: 'LIVE', cards: [card('N2'), card('EVO')] },
      { title: 'Slots', gameClassify: 'RNG', cards: [card('PG'), card('JDB'), card('EVO')] },
      { title: 'Fishing', gameClassify: 'FISH', cards: [card('JILI')] },
      { title: 'Lottery', gameClassify: 'LOTT', cards: [card('TCG_SEA'), card('TCG')] },
    ];
    const groups = footerVendorGroups(categories).map((g) => [g.group, g.vendors.map((v) => v.vassalage)]);
    expect(groups).toEqual([
      ['SPORTS', ['SV3', 'SABA']],
      ['LIVE', ['N2', 'EVO']],
      ['RNG', ['PG', 'JDB']],
      ['FISH', ['JILI']],
      ['LOTT', ['TCG']],
    ]);
  });
});
