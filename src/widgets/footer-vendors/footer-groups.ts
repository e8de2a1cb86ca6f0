import type { VendorCategoryEntry } from '@/api/games';

/** spec §2 footer strip: vendor SV3 is sports, N2 is live, every other vendor counts as RNG; TCG_SEA is hidden. */
export type FooterVendorGroup = 'RNG' | 'LIVE' | 'SPORTS';
const HIDDEN_IN_FOOTER = new Set(['TCG_SEA']);
const GROUP_OF: Record<string, FooterVendorGroup> = { SV3: 'SPORTS', N2: 'LIVE' };

export function footerVendorGroups(categories: readonly VendorCategoryEntry[]): { group: FooterVendorGroup; vendors: { vassalage: string; name: string; logo: string }[] }[] {
  const seen = new Set<string>();
  const groups: Record<FooterVendorGroup, { vassalage: string; name: string; logo: string }[]> = { RNG: [], LIVE: [], SPORTS: [] };
  for (const card of categories.flatMap((category) => category.cards)) {
    if (HIDDEN_IN_FOOTER.has(card.vassalage) || seen.has(card.vassalage)) continue;
    seen.add(card.vassalage);
    groups[GROUP_OF[card.vassalage] ?? 'RNG'].push({ vassalage: card.vassalage, name: card.displayName || card.vassalage, logo: card.logo ?? '' });
  }
  return (['SPORTS', 'LIVE', 'RNG'] as const).filter((group) => groups[group].length > 0).map((group) => ({ group, vendors: groups[group] }));
}
