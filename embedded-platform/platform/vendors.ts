/** spec §3: the vendor categories of the header navigation. */
export const VENDOR_CATEGORIES = ['LIVE', 'RNG', 'SPORTS', 'FISH', 'PVP', 'ESPORTS', 'ELOTT', 'LOTT'] as const;
export type VendorCategory = (typeof VENDOR_CATEGORIES)[number];

/** What a card does when clicked (spec §3 launch input `isGame`): open a game list, or launch. */
export type CardLaunchKind = 'VASSALAGE' | 'GAME';

export interface Vendor {
  /** The platform calls a vendor its `vassalage`. */
  vassalage: string;
  displayName: string;
  category: VendorCategory;
  launchKind: CardLaunchKind;
  /** The wallet (balance `accountTypeId`) the vendor plays from. */
  accountTypeId: number;
  /** How many games to generate for list-style vendors (RNG, FISH, LIVE tables). */
  gameCount: number;
  brandColor: string;
}

function vendor(vassalage: string, displayName: string, category: VendorCategory, launchKind: CardLaunchKind, accountTypeId: number, gameCount: number, brandColor: string): Vendor {
  return { vassalage, displayName, category, launchKind, accountTypeId, gameCount, brandColor };
}

/**
 * E-sports vendors are filed under SPORTS, as real merchants do; the front end moves them to
 * ESPORTS (spec §4). Their codes are listed here so tests can name them.
 */
export const ESPORTS_VENDORS_UNDER_SPORTS = ['TF', 'IA'] as const;

/** The RNG vendors big enough to page through (≥ 60 games each). */
export const MAIN_RNG_VENDORS = ['PG', 'JDB', 'CQ9', 'PP'] as const;

export const VENDORS: readonly Vendor[] = [
  vendor('N2', 'N2 Live', 'LIVE', 'GAME', 3, 8, '#b3122e'),
  vendor('EVO', 'Evolution', 'LIVE', 'GAME', 3, 8, '#1d1d1b'),
  vendor('SAG', 'SA Gaming', 'LIVE', 'GAME', 3, 6, '#8a5a00'),
  vendor('DG', 'Dream Gaming', 'LIVE', 'GAME', 3, 6, '#5b2a86'),
  vendor('PG', 'PG Soft', 'RNG', 'VASSALAGE', 1, 72, '#ff6a00'),
  vendor('JDB', 'JDB Gaming', 'RNG', 'VASSALAGE', 1, 64, '#e6007e'),
  vendor('CQ9', 'CQ9 Gaming', 'RNG', 'VASSALAGE', 1, 66, '#f5a800'),
  vendor('PP', 'Pragmatic Play', 'RNG', 'VASSALAGE', 1, 60, '#0f6bd6'),
  vendor('SPADE', 'Spadegaming', 'RNG', 'VASSALAGE', 1, 24, '#2b8a3e'),
  vendor('SV3', 'SV388 Sports', 'SPORTS', 'GAME', 2, 1, '#006f3c'),
  vendor('SABA', 'SABA Sports', 'SPORTS', 'GAME', 2, 1, '#00529b'),
  vendor('TF', 'TF Gaming', 'SPORTS', 'GAME', 2, 1, '#7a00cc'),
  vendor('IA', 'IA E-Sports', 'SPORTS', 'GAME', 2, 1, '#d6336c'),
  vendor('JILI', 'JILI Fish', 'FISH', 'VASSALAGE', 1, 6, '#0096c7'),
  vendor('KA', 'KA Gaming', 'FISH', 'VASSALAGE', 1, 5, '#f76707'),
  vendor('FG', 'FunGaming', 'FISH', 'VASSALAGE', 1, 4, '#37b24d'),
  vendor('KY', 'Kaiyuan Poker', 'PVP', 'VASSALAGE', 1, 6, '#c92a2a'),
  vendor('V8', 'V8 Poker', 'PVP', 'VASSALAGE', 1, 5, '#1864ab'),
  vendor('AVIA', 'AVIA E-Sports', 'ESPORTS', 'GAME', 2, 1, '#5f3dc4'),
  vendor('ESB', 'ESB E-Sports', 'ESPORTS', 'GAME', 2, 1, '#0b7285'),
  vendor('TCG_ELOTT', 'TCG E-Lottery', 'ELOTT', 'GAME', 4, 1, '#e67700'),
  vendor('GPK', 'GPK Keno', 'ELOTT', 'GAME', 4, 1, '#a61e4d'),
  vendor('TCG_SEA', 'TCG SEA Lottery', 'LOTT', 'GAME', 4, 1, '#087f5b'),
  vendor('TCG_LOTTO_VN', 'TCG VN Lottery', 'LOTT', 'GAME', 4, 1, '#c2255c'),
  vendor('TCG', 'TCG Lottery', 'LOTT', 'GAME', 4, 1, '#364fc7'),
];

export const CATEGORY_TITLES: Record<VendorCategory, string> = {
  LIVE: 'Live Casino',
  RNG: 'Slots',
  SPORTS: 'Sports',
  FISH: 'Fishing',
  PVP: 'Poker',
  ESPORTS: 'E-Sports',
  ELOTT: 'E-Lottery',
  LOTT: 'Lottery',
};

export function findVendor(vassalage: string): Vendor | undefined {
  return VENDORS.find((candidate) => candidate.vassalage === vassalage);
}

/** Wallets a member holds; vendors play from one of these (`accountTypeId`). */
export const WALLETS = [
  { accountTypeId: 1, accountTypeName: 'Main wallet' },
  { accountTypeId: 2, accountTypeName: 'Sports wallet' },
  { accountTypeId: 3, accountTypeName: 'Live wallet' },
  { accountTypeId: 4, accountTypeName: 'Lottery wallet' },
] as const;
export const MAIN_WALLET_ID = 1;
