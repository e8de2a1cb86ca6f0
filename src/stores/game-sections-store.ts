import { create } from 'zustand';
import type { Game, RankEntry } from '@/api/games';
import { isApiError } from '@/api/errors/api-error';
import { loadGamesApi } from './lazy-api';

/** The game sections operators can place on any screen (issue 6). */
export const GAME_SECTION_KINDS = ['favourites', 'recent', 'hot', 'rank'] as const;
export type GameSectionKind = (typeof GAME_SECTION_KINDS)[number];

export interface GameSectionEntry {
  phase: 'loading' | 'ready' | 'failed';
  games: Game[];
  rank: RankEntry[];
  errorKey?: string;
}

export function sectionKey(kind: GameSectionKind, vassalage: string | undefined, lang: string, gameType?: string): string {
  return `${kind}|${vassalage ?? ''}|${lang}${gameType ? `|${gameType}` : ''}`;
}

interface GameSectionsState {
  sections: Record<string, GameSectionEntry>;
  /** `gameType`: hot games of one category only (the platform filters; games of another category are dropped too). */
  load: (kind: GameSectionKind, vassalage: string | undefined, lang: string, force?: boolean, gameType?: string) => Promise<void>;
}

/**
 * Favourites (MCSFE_getFavoriteGamesList), recent games (GCS_recentGame), hot games
 * (GCSGAME_hotGamesV2) and the winners list (GCSGAME_getRankList).
 */
export const useGameSectionsStore = create<GameSectionsState>((set, get) => ({
  sections: {},
  load: async (kind, vassalage, lang, force = false, gameType) => {
    const key = sectionKey(kind, vassalage, lang, gameType);
    const existing = get().sections[key];
    if (existing && !force && existing.phase !== 'failed') return;
    set((state) => ({ sections: { ...state.sections, [key]: { phase: 'loading', games: [], rank: [] } } }));
    let entry: GameSectionEntry;
    try {
      const api = await loadGamesApi();
      try {
        if (kind === 'rank') entry = { phase: 'ready', games: [], rank: await api.getRankList() };
        else {
          const games = kind === 'favourites' ? await api.getFavoriteGamesList() : kind === 'recent' ? await api.getRecentGames() : await api.getHotGames(vassalage, gameType);
          entry = { phase: 'ready', games: gameType ? games.filter((game) => game.gameType === gameType) : games, rank: [] };
        }
      } catch (error) {
        entry = { phase: 'failed', games: [], rank: [], errorKey: isApiError(error) ? error.messageKey : 'err_unknown' };
      }
    } catch {
      entry = { phase: 'failed', games: [], rank: [], errorKey: 'err_network' };
    }
    set((state) => ({ sections: { ...state.sections, [key]: entry } }));
  },
}));
