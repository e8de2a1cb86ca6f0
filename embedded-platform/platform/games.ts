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
/**
 * Live tables as studios name them, by variant ("Speed Baccarat", not "Baccarat 1"). Each name holds its game's name in
 * English, which the live lobby finds a type by (`LIVE_TYPE_SEARCH`), and no other game's.
 */
const LIVE_TABLE_NAMES: Record<string, readonly string[]> = {
  BAC: ['Speed Baccarat', 'Baccarat Squeeze', 'No Commission Baccarat', 'Golden Baccarat', 'VIP Baccarat', 'Baccarat Control Squeeze'],
  ROU: ['Auto Roulette', 'Speed Roulette', 'European Roulette', 'VIP Roulette', 'Double Ball Roulette'],
  SIC: ['Sic Bo', 'Super Sic Bo', 'Speed Sic Bo'],
  DAT: ['Dragon Tiger', 'Speed Dragon Tiger', 'Golden Dragon Tiger'],
  BJ: ['Blackjack Classic', 'Speed Blackjack', 'Blackjack VIP', 'Blackjack Party'],
  HE: ['Casino Hold’em', 'Ultimate Casino Hold’em', 'Casino Hold’em VIP'],
  NN: ['Niu Niu', 'Super Niu Niu', 'Niu Niu Classic'],
  SD: ['Se Die', 'Speed Se Die'],
  FT: ['Fan Tan', 'Fan Tan Classic'],
  TCP: ['Three Card Poker', 'Three Card Poker VIP'],
};

/**
 * The name of a vendor's `round`-th table of a live type (from 0): its variants in turn, starting at a vendor's own
 * (so two studios' first baccarat tables differ), then the same again with a letter ("Speed Baccarat B").
 */
function liveTableName(vendor: Vendor, type: string, round: number): string {
  const variants = LIVE_TABLE_NAMES[type] ?? [type];
  const start = [...vendor.vassalage].reduce((sum, char) => sum + char.charCodeAt(0), 0);
  const name = variants[(start + round) % variants.length] ?? type;
  const lap = Math.floor(round / variants.length);
  return lap === 0 ? name : `${name} ${String.fromCharCode(65 + lap)}`;
}

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
    const generated = liveType ? liveTableName(vendor, liveType, Math.ceil(index / LIVE_TYPES.length) - 1) : gameName(vendor, index - 1, random, used);
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

/**
 * Slot studios that also make fishing games (as JDB and CQ9 do): their own few, listed under `gameType` FISH, so such a
 * vendor has two game types (GCSGAME_getVassGameType) and /rng shows its type tabs. Generated after the main catalogue
 * with a seed of their own: the slots every run names stay as they were.
 */
export const FISH_BY_SLOT_STUDIOS: Readonly<Record<string, number>> = { JDB: 5, CQ9: 4 };

function fishOfSlotStudio(vendor: Vendor, count: number, nodeIdStart: number): Game[] {
  const random = createSeededRandom(vendor.vassalage.length * 101 + count);
  return Array.from({ length: count }, (_, index) => {
    const gameId = `${vendor.vassalage.toLowerCase()}-f${String(index + 1).padStart(3, '0')}`;
    return {
      gameId,
      nodeId: nodeIdStart + 900 + index,
      vassalage: vendor.vassalage,
      displayName: `${vendor.displayName.split(' ')[0] ?? vendor.vassalage} ${FISH_NAMES[(index + count) % FISH_NAMES.length] ?? 'Fishing'}`,
      gameType: 'FISH',
      smallIcon: `/games/${vendor.vassalage}/${gameId}.svg`,
      isHot: false,
      isNew: random() < 0.3,
      minBet: pickOne(random, [0.1, 0.5, 1]),
      lineNum: 1,
      maintenance: false,
    } satisfies Game;
  });
}

export function generateGames(seed: number): Game[] {
  const random = createSeededRandom(seed);
  const listed = VENDORS.filter((vendor) => LISTED_CATEGORIES.includes(vendor.category));
  const main = listed.flatMap((vendor, vendorIndex) => gamesOf(vendor, random, 10_000 + vendorIndex * 1000));
  const fish = listed.flatMap((vendor, vendorIndex) => {
    const count = FISH_BY_SLOT_STUDIOS[vendor.vassalage];
    return count ? fishOfSlotStudio(vendor, count, 10_000 + vendorIndex * 1000) : [];
  });
  return [...main, ...fish];
}
