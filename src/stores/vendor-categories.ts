import type { VendorCategoryEntry } from '@/api/games';

/** The categories of spec §3, in the order the header shows them. */
export const CATEGORY_ORDER = ['ELOTT', 'LOTT', 'LIVE', 'SPORTS', 'FISH', 'RNG', 'PVP', 'ESPORTS'] as const;
export type CategoryCode = (typeof CATEGORY_ORDER)[number];

/**
 * Vendors that merchants file under SPORTS but players look for under E-Sports (spec §4).
 * Product configuration, not platform data: the platform sends them under SPORTS.
 */
export const ESPORTS_VENDORS: readonly string[] = ['TF', 'IA', 'AVIA', 'ESB', 'IM_ESPORTS', 'PINNACLE_ESPORTS'];

/** spec §4: SPORTS cards whose vendor is an e-sports vendor move to ESPORTS (created if missing). */
export function moveEsportsVendors(categories: readonly VendorCategoryEntry[]): VendorCategoryEntry[] {
  const copy = categories.map((category) => ({ ...category, cards: [...category.cards] }));
  const sports = copy.find((category) => category.gameClassify === 'SPORTS');
  if (!sports) return copy;
  const moving = sports.cards.filter((card) => ESPORTS_VENDORS.includes(card.vassalage));
  if (moving.length === 0) return copy;
  sports.cards = sports.cards.filter((card) => !ESPORTS_VENDORS.includes(card.vassalage));
  let esports = copy.find((category) => category.gameClassify === 'ESPORTS');
  if (!esports) {
    esports = { title: 'E-Sports', gameClassify: 'ESPORTS', cards: [] };
    copy.push(esports);
  }
  esports.cards = [...esports.cards, ...moving.filter((card) => !esports.cards.some((c) => c.vassalage === card.vassalage))];
  return copy;
}

/** Cards of the given categories, for a header item that covers several (ELOTT and LOTT). */
export function cardsOf(categories: readonly VendorCategoryEntry[], codes: readonly string[]) {
  return categories.filter((category) => codes.includes(category.gameClassify)).flatMap((category) => category.cards);
}
