import type { VendorCategoryEntry } from '@/api/games';

/**
 * The footer's partner columns (spec §2): each vendor under the category the vendor list files it in (Evolution under
 * live casino, JDB and PG under slots), never a guess by code; a vendor in two categories shows once, in its first.
 * TCG_SEA is hidden (spec §2). Columns in the header navigation's order of interest: sports, live, slots, then the rest.
 */
export const FOOTER_GROUP_ORDER = ['SPORTS', 'LIVE', 'RNG', 'FISH', 'PVP', 'ESPORTS', 'ELOTT', 'LOTT'] as const;
export type FooterVendorGroup = (typeof FOOTER_GROUP_ORDER)[number];
const HIDDEN_IN_FOOTER = new Set(['TCG_SEA']);

interface FooterVendor {
  vassalage: string;
  name: string;
  logo: string;
}

const isFooterGroup = (classify: string): classify is FooterVendorGroup => FOOTER_GROUP_ORDER.some((group) => group === classify);

export function footerVendorGroups(categories: readonly VendorCategoryEntry[]): { group: FooterVendorGroup; vendors: FooterVendor[] }[] {
  const seen = new Set<string>();
  const groups = new Map<FooterVendorGroup, FooterVendor[]>();
  for (const category of categories) {
    if (!isFooterGroup(category.gameClassify)) continue;
    for (const card of category.cards) {
      if (HIDDEN_IN_FOOTER.has(card.vassalage) || seen.has(card.vassalage)) continue;
      seen.add(card.vassalage);
      const vendors = groups.get(category.gameClassify) ?? [];
      vendors.push({ vassalage: card.vassalage, name: card.displayName || card.vassalage, logo: card.logo ?? '' });
      groups.set(category.gameClassify, vendors);
    }
  }
  return FOOTER_GROUP_ORDER.flatMap((group) => {
    const vendors = groups.get(group);
    return vendors ? [{ group, vendors }] : [];
  });
}
