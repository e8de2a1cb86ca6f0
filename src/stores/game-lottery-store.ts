import { create } from 'zustand';
import * as lotteryApi from '@/api/lottery';
import type { Draw, LotteryGame, PrizeMode, VnMenuRegion } from '@/api/lottery';
import { isApiError } from '@/api/errors/api-error';

interface Loadable<T> {
  phase: 'loading' | 'ready' | 'failed';
  value: T;
  errorKey?: string;
}

interface LotteryState {
  /** Popular lottery games by prize mode (count 20, spec §9). */
  popular: Partial<Record<PrizeMode, Loadable<LotteryGame[]>>>;
  /** Number-lottery draws by game code, newest first (count 100, spec §9). */
  draws: Record<string, Loadable<Draw[]>>;
  /** The draw open for betting now, by game code (spec §7 /lotto/lgw/games/opened/numero). */
  openDraws: Record<string, Loadable<Draw | undefined>>;
  /** The VN lottery's game menu, by region (spec §7 /lgw/vn/games/game_menu), per language. */
  vnMenu: Record<string, Loadable<VnMenuRegion[]>>;
  /** The member's recent VN lottery games (spec §7 /lgw/vn/games/recent), per session token. */
  vnRecent: Record<string, Loadable<LotteryGame[]>>;
  loadPopular: (prizeMode: PrizeMode, force?: boolean) => Promise<void>;
  loadDraws: (gameCode: string, force?: boolean) => Promise<void>;
  loadOpenDraw: (gameCode: string, force?: boolean) => Promise<void>;
  loadVnMenu: (lang: string, force?: boolean) => Promise<void>;
  loadVnRecent: (token: string, force?: boolean) => Promise<void>;
}

/** Whether a keyed entry needs (re)loading: absent, failed, or forced while not already on its way. */
function needsLoad<T>(entry: Loadable<T> | undefined, force: boolean): boolean {
  return !entry || entry.phase === 'failed' || (force && entry.phase !== 'loading');
}

/**
 * Through the lottery's own client (not the whole client: a visitor's lottery page waited for every account module
 * before its first call), imported statically by this store: only the lottery lobby's widgets read the store, so their
 * chunk imports the client's and the inline script preloads it with theirs, instead of a chunk asked for once the
 * lobby has mounted (issue 37: the popular games' call waited ~0.1–0.2 s for it).
 */
async function attempt<T>(work: (api: typeof lotteryApi) => Promise<T>, empty: T): Promise<Loadable<T>> {
  try {
    return { phase: 'ready', value: await work(lotteryApi) };
  } catch (error) {
    return { phase: 'failed', value: empty, errorKey: isApiError(error) ? error.messageKey : 'err_unknown' };
  }
}

export const useLotteryStore = create<LotteryState>((set, get) => ({
  popular: {},
  draws: {},
  openDraws: {},
  vnMenu: {},
  vnRecent: {},
  loadPopular: async (prizeMode, force = false) => {
    const existing = get().popular[prizeMode];
    if (existing && !force && existing.phase !== 'failed') return;
    set((state) => ({ popular: { ...state.popular, [prizeMode]: { phase: 'loading', value: [] } } }));
    const loaded = await attempt((api) => api.getPopularLotteries(prizeMode), [] as LotteryGame[]);
    set((state) => ({ popular: { ...state.popular, [prizeMode]: loaded } }));
  },
  loadDraws: async (gameCode, force = false) => {
    const existing = get().draws[gameCode];
    if (existing && !force && existing.phase === 'loading') return;
    if (existing && !force && existing.phase === 'ready') return;
    set((state) => ({ draws: { ...state.draws, [gameCode]: { phase: 'loading', value: existing?.value ?? [] } } }));
    const loaded = await attempt((api) => api.getVnOpenedNumeros(gameCode), [] as Draw[]);
    set((state) => ({ draws: { ...state.draws, [gameCode]: loaded } }));
  },
  loadOpenDraw: async (gameCode, force = false) => {
    if (!needsLoad(get().openDraws[gameCode], force)) return;
    set((state) => ({ openDraws: { ...state.openDraws, [gameCode]: { phase: 'loading', value: state.openDraws[gameCode]?.value } } }));
    const loaded = await attempt<Draw | undefined>((api) => api.getOpenedNumero(gameCode), undefined);
    set((state) => ({ openDraws: { ...state.openDraws, [gameCode]: loaded } }));
  },
  loadVnMenu: async (lang, force = false) => {
    if (!needsLoad(get().vnMenu[lang], force)) return;
    set((state) => ({ vnMenu: { ...state.vnMenu, [lang]: { phase: 'loading', value: [] } } }));
    const loaded = await attempt((api) => api.getVnGameMenu(), [] as VnMenuRegion[]);
    set((state) => ({ vnMenu: { ...state.vnMenu, [lang]: loaded } }));
  },
  loadVnRecent: async (token, force = false) => {
    if (!needsLoad(get().vnRecent[token], force)) return;
    set((state) => ({ vnRecent: { ...state.vnRecent, [token]: { phase: 'loading', value: [] } } }));
    const loaded = await attempt((api) => api.getVnRecentGames(), [] as LotteryGame[]);
    set((state) => ({ vnRecent: { ...state.vnRecent, [token]: loaded } }));
  },
}));
