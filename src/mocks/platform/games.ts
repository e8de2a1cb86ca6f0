import { createSeededRandom, pickOne, type RandomSource } from './random';
import { VENDORS, type Vendor, type VendorCategory } from './vendors';

export interface Game {
  gameId: string;
  nodeId: number;
  vassalage: string;
  displayName: string;
  /** The category the game lists under (spec §3 game list `gameType`). */
  gameType: VendorCategory;
  /** Path under an image CDN; the front end prefixes the CDN it picked (spec §9). */
  smallIcon: string;
  isHot: boolean;
  isNew: boolean;
  minBet: number;
  lineNum: number;
  /** Live tables carry a live game type code (spec §3). */
  liveType?: string;
  maintenance: boolean;
}

/**
 * Named games that exercise the launch failures of spec §8: under maintenance, an invalid URL,
 * and `#734` (a round still open in another game, which player01 always has).
 */
export const SPECIAL_GAMES = {
  underMaintenance: 'pg-0005',
  invalidUrl: 'jdb-0007',
  openRoundConflict: 'pp-0003',
  /** Where player01's unfinished round is. */
  openRoundElsewhere: 'cq9-0002',
} as const;

const SPECIAL_NAMES: Record<string, string> = {
  [SPECIAL_GAMES.underMaintenance]: 'Temple Under Repair',
  [SPECIAL_GAMES.invalidUrl]: 'Broken Bridge Bonanza',
  [SPECIAL_GAMES.openRoundConflict]: 'One Round At A Time',
};

const ADJECTIVES = ['Golden', 'Lucky', 'Mystic', 'Wild', 'Royal', 'Fortune', 'Jade', 'Crimson', 'Thunder', 'Emerald', 'Neon', 'Ancient', 'Sunny', 'Frozen', 'Blazing', 'Cosmic', 'Silver', 'Sacred'];
const NOUNS = ['Dragon', 'Panda', 'Tiger', 'Phoenix', 'Koi', 'Temple', 'Pharaoh', 'Mermaid', 'Bandit', 'Safari', 'Empress', 'Samurai', 'Lotus', 'Treasure', 'Carnival', 'Galaxy', 'Reels', 'Buffalo', 'Genie', 'Pirates'];
const FISH_NAMES = ['Ocean King', 'Fishing War', 'Dragon Fishing', 'Mega Fishing', 'Happy Fishing', 'Jackpot Fishing', 'Bombing Fishing'];
const PVP_NAMES = ["Texas Hold'em", 'Blackjack Duel', 'Niu Niu', 'Three Card Poker', 'Mahjong Rush', 'Dragon Tiger Duel', 'Pusoy'];
const LIVE_TYPES = ['BAC', 'ROU', 'SIC', 'DAT', 'BJ', 'HE', 'NN', 'SD', 'FT', 'TCP'];
const LIVE_TYPE_NAMES: Record<string, string> = { BAC: 'Baccarat', ROU: 'Roulette', SIC: 'Sic Bo', DAT: 'Dragon Tiger', BJ: 'Blackjack', HE: 'Casino Hold’em', NN: 'Niu Niu', SD: 'Se Die', FT: 'Fan Tan', TCP: 'Three Card Poker' };

function gameName(vendor: Vendor, index: number, random: RandomSource, used: Set<string>): string {
  if (vendor.category === 'FISH') return FISH_NAMES[index % FISH_NAMES.length] ?? 'Fishing';
  if (vendor.category === 'PVP') return PVP_NAMES[index % PVP_NAMES.length] ?? 'Poker';
  for (;;) {
    const name = `${pickOne(random, ADJECTIVES)} ${pickOne(random, NOUNS)}`;
    if (!used.has(name)) {
      used.add(name);
      return name;
    }
  }
}

function gamesOf(vendor: Vendor, random: RandomSource, nodeIdStart: number): Game[] {
  const used = new Set<string>();
  const games: Game[] = [];
  for (let index = 1; index <= vendor.gameCount; index++) {
    const gameId = `${vendor.vassalage.toLowerCase()}-${String(index).padStart(4, '0')}`;
    const liveType = vendor.category === 'LIVE' ? LIVE_TYPES[(index - 1) % LIVE_TYPES.length] : undefined;
    const generated = liveType ? `${LIVE_TYPE_NAMES[liveType] ?? liveType} ${Math.ceil(index / LIVE_TYPES.length)}` : gameName(vendor, index - 1, random, used);
    const game: Game = {
      gameId,
      nodeId: nodeIdStart + index,
      vassalage: vendor.vassalage,
      displayName: SPECIAL_NAMES[gameId] ?? generated,
      gameType: vendor.category,
      smallIcon: `/games/${vendor.vassalage}/${gameId}.svg`,
      isHot: random() < 0.2 || index <= 2,
      isNew: random() < 0.1,
      minBet: pickOne(random, [0.1, 0.2, 0.5, 1, 2, 5]),
      lineNum: pickOne(random, [1, 9, 20, 25, 40, 50, 243, 1024]),
      maintenance: gameId === SPECIAL_GAMES.underMaintenance,
    };
    if (liveType) game.liveType = liveType;
    games.push(game);
  }
  return games;
}

/** Only vendors that list games (slots, fish, poker, live tables); sports and lottery launch a lobby. */
const LISTED_CATEGORIES: readonly VendorCategory[] = ['RNG', 'FISH', 'PVP', 'LIVE'];

export function generateGames(seed: number): Game[] {
  const random = createSeededRandom(seed);
  return VENDORS.filter((vendor) => LISTED_CATEGORIES.includes(vendor.category)).flatMap((vendor, vendorIndex) =>
    gamesOf(vendor, random, 10_000 + vendorIndex * 1000),
  );
}
