import { create } from 'zustand';
import type { Draw, LotteryGame, PrizeMode } from '@/api/lottery';
import { loadApi } from './lazy-api';

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
  loadPopular: (prizeMode: PrizeMode, force?: boolean) => Promise<void>;
  loadDraws: (gameCode: string, force?: boolean) => Promise<void>;
}

async function attempt<T>(work: (api: Awaited<ReturnType<typeof loadApi>>) => Promise<T>, empty: T): Promise<Loadable<T>> {
  try {
    const api = await loadApi();
    try {
      return { phase: 'ready', value: await work(api) };
    } catch (error) {
      return { phase: 'failed', value: empty, errorKey: api.isApiError(error) ? error.messageKey : 'err_unknown' };
    }
  } catch {
    return { phase: 'failed', value: empty, errorKey: 'err_network' };
  }
}

export const useLotteryStore = create<LotteryState>((set, get) => ({
  popular: {},
  draws: {},
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
}));
