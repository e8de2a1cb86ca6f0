import type { VendorCard } from '@/api/games';
import type { Action } from '@/schema/types';

/** spec §2 / §9: a header dropdown lists at most 11 vendors, then a MORE link. */
export const DROPDOWN_LIMIT = 11;

export function dropdownEntries<T>(cards: readonly T[], limit = DROPDOWN_LIMIT): { shown: T[]; hasMore: boolean } {
  return { shown: cards.slice(0, limit), hasMore: cards.length > limit };
}

/**
 * What choosing a vendor in a dropdown does (spec §4): slots go to the vendor's tab on /rng,
 * fishing and poker to their lobby filtered by vendor, the rest launch the vendor's game or lobby.
 */
export function vendorAction(card: VendorCard, category: string): Action {
  const vendor = encodeURIComponent(card.vassalage);
  if (category === 'RNG') return { type: 'navigate', to: `/rng?page=${vendor}` };
  if (category === 'FISH') return { type: 'navigate', to: `/fish?vendor=${vendor}` };
  if (category === 'PVP') return { type: 'navigate', to: `/pvp?vendor=${vendor}` };
  const action: Action = { type: 'launchGame', vendor: card.vassalage, gameType: category };
  if (card.code !== undefined && card.code !== '') action.gameId = card.code;
  return action;
}
