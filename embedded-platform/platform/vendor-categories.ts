import { LOTTERY_GAMES } from './lottery';
import { CATEGORY_TITLES, VENDOR_CATEGORIES, VENDORS, WALLETS, type Vendor, type VendorCategory } from './vendors';

/** spec §3 launch input carried by each navigation card. */
export interface VendorCard {
  vassalage: string;
  displayName: string;
  gameType: VendorCategory;
  isGame: Vendor['launchKind'];
  /** Game or lobby code to launch for GAME cards; lottery game code for lottery vendors. */
  code: string;
  defaultPlayType?: string;
  accountTypeName: string;
  icon: string;
  logo: string;
  maintenance: boolean;
  sort: number;
}

export interface VendorCategoryEntry {
  title: string;
  gameClassify: VendorCategory;
  cards: VendorCard[];
}

function cardOf(vendor: Vendor, sort: number): VendorCard {
  const lottery = LOTTERY_GAMES.find((game) => game.vassalage === vendor.vassalage);
  const card: VendorCard = {
    vassalage: vendor.vassalage,
    displayName: vendor.displayName,
    gameType: vendor.category,
    isGame: vendor.launchKind,
    code: lottery?.gameCode ?? 'lobby',
    accountTypeName: WALLETS.find((wallet) => wallet.accountTypeId === vendor.accountTypeId)?.accountTypeName ?? 'Main wallet',
    icon: `/vendors/${vendor.vassalage}.svg`,
    logo: `/vendors/${vendor.vassalage}.svg`,
    maintenance: false,
    sort,
  };
  if (lottery) card.defaultPlayType = lottery.defaultPlayType;
  return card;
}

/** Every category with its vendors, e-sports vendors still under SPORTS as the platform sends them. */
export function vendorCategories(): VendorCategoryEntry[] {
  return VENDOR_CATEGORIES.map((category) => ({
    title: CATEGORY_TITLES[category],
    gameClassify: category,
    cards: VENDORS.filter((vendor) => vendor.category === category).map((vendor, index) => cardOf(vendor, index + 1)),
  }));
}
