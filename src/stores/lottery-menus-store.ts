import { create } from 'zustand';
import type { VendorCategoryEntry } from '@/api/games';
import { isApiError } from '@/api/errors/api-error';
import { loadGamesApi } from './lazy-api';

interface LotteryMenusState {
  phase: 'idle' | 'loading' | 'ready' | 'failed';
  lang: string;
  categories: VendorCategoryEntry[];
  errorKey?: string | undefined;
  /** The lottery gateway's game menus (spec §7 GET /lgw/games/game_menus) in a language. */
  load: (lang: string, force?: boolean) => Promise<void>;
}

/** The lottery gateway's own menus (issue 40): the lottery page's vendor menu, as that gateway lists its lotteries. */
export const useLotteryMenusStore = create<LotteryMenusState>((set, get) => ({
  phase: 'idle',
  lang: '',
  categories: [],
  load: async (lang, force = false) => {
    const { phase, lang: loadedLang } = get();
    if (!force && loadedLang === lang && (phase === 'ready' || phase === 'loading')) return;
    set({ phase: 'loading', lang, errorKey: undefined });
    try {
      const api = await loadGamesApi();
      const categories = await api.getGameMenus();
      if (get().lang === lang) set({ phase: 'ready', categories });
    } catch (error) {
      if (get().lang === lang) set({ phase: 'failed', categories: [], errorKey: isApiError(error) ? error.messageKey : 'err_network' });
    }
  },
}));
