/** spec §3 live game type codes, in the order the lobby shows them. */
export const LIVE_GAME_TYPES = ['BAC', 'SIC', 'ROU', 'DAT', 'BJ', 'HE', 'MT', 'TCP', 'WZPJ', 'SD', 'FT', 'NN', 'YSX', 'ZJH', 'MJ'] as const;
export type LiveGameType = (typeof LIVE_GAME_TYPES)[number];

/**
 * The game list has no type filter for live tables, and platforms name tables after their game
 * in English ("Baccarat 3"), so a type is found by that name whatever the page language.
 */
export const LIVE_TYPE_SEARCH: Record<LiveGameType, string> = {
  BAC: 'Baccarat',
  SIC: 'Sic Bo',
  ROU: 'Roulette',
  DAT: 'Dragon Tiger',
  BJ: 'Blackjack',
  HE: 'Hold',
  MT: 'Money Tree',
  TCP: 'Three Card',
  WZPJ: 'Win Three Cards',
  SD: 'Se Die',
  FT: 'Fan Tan',
  NN: 'Niu Niu',
  YSX: 'Fish Prawn Crab',
  ZJH: 'Zha Jin Hua',
  MJ: 'Mahjong',
};

export function liveTypeLabelKey(code: LiveGameType): `games_live_${Lowercase<LiveGameType>}` {
  return `games_live_${code.toLowerCase() as Lowercase<LiveGameType>}`;
}
