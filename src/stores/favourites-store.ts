import { create } from 'zustand';
import { isApiError } from '@/api/errors/api-error';
import { loadGamesApi } from './lazy-api';
import { useGameSectionsStore } from './game-sections-store';

interface FavouritesState {
  /** Whose favourites these are (the session token they were read with): another session reads them again. */
  token: string | null;
  phase: 'idle' | 'loading' | 'ready' | 'failed';
  /** Game ids, newest first (MCSFE_getFavoriteGames). */
  ids: string[];
  /** i18n key of the last failed mark or unmark (spec §8 message), until the next one. */
  errorKey?: string | undefined;
  /** The member's favourites (spec §7 MCSFE_getFavoriteGames), once per session. */
  load: (token: string) => Promise<void>;
  /** Marks or unmarks a game: the heart changes at once and goes back if the platform refuses. */
  toggle: (token: string, gameId: string) => Promise<void>;
  clear: () => void;
}

function keyOf(error: unknown): string {
  return isApiError(error) ? error.messageKey : 'err_network';
}

/** Favourite games (issue 40): which games a member marked, for the hearts on game cards and the Favourites tab. */
export const useFavouritesStore = create<FavouritesState>((set, get) => ({
  token: null,
  phase: 'idle',
  ids: [],
  load: async (token) => {
    if (get().token === token && (get().phase === 'ready' || get().phase === 'loading')) return;
    set({ token, phase: 'loading', ids: [], errorKey: undefined });
    try {
      const api = await loadGamesApi();
      const favourites = await api.getFavoriteGames();
      if (get().token === token) set({ phase: 'ready', ids: favourites.map((game) => game.gameId) });
    } catch {
      if (get().token === token) set({ phase: 'failed' });
    }
  },
  toggle: async (token, gameId) => {
    const before = get().ids;
    const favourite = !before.includes(gameId);
    set({ ids: favourite ? [gameId, ...before] : before.filter((id) => id !== gameId), errorKey: undefined });
    try {
      const api = await loadGamesApi();
      const favourites = await api.updateFavoriteGame(gameId, favourite);
      if (get().token !== token) return;
      set({ ids: favourites.map((game) => game.gameId), phase: 'ready' });
      // The Favourites tab and any favourites section read the list again.
      const sections = useGameSectionsStore.getState();
      for (const key of Object.keys(sections.sections)) {
        const [kind, vassalage, lang] = key.split('|');
        if (kind === 'favourites' && lang) void sections.load('favourites', vassalage || undefined, lang, true);
      }
    } catch (error) {
      if (get().token === token) set({ ids: before, errorKey: keyOf(error) });
    }
  },
  clear: () => set({ token: null, phase: 'idle', ids: [], errorKey: undefined }),
}));
