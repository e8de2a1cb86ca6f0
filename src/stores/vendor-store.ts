import { create } from 'zustand';
import type { VendorCard, VendorCategoryEntry } from '@/api/games';
import { ApiError } from '@/api/errors/api-error';
import { loadGamesApi } from './lazy-api';
import { VENDOR_CATEGORIES_KEY as CACHE_KEY } from '@/schema/storage-keys';
import { moveEsportsVendors } from './vendor-categories';
import { keptVendorList } from '@/page-load/platform-contract';

interface CachedVendors {
  lang: string;
  categories: VendorCategoryEntry[];
}

function readCache(lang: string): VendorCategoryEntry[] | undefined {
  try {
    // The same rule the inline script reads the copy by (it asks for no vendor list when this finds one).
    return keptVendorList(sessionStorage.getItem(CACHE_KEY), lang) as VendorCategoryEntry[] | undefined;
  } catch {
    return undefined;
  }
}

interface VendorState {
  phase: 'idle' | 'loading' | 'ready' | 'failed';
  lang: string;
  categories: VendorCategoryEntry[];
  /** Current RNG vendor; defaults to the first RNG vendor (spec §4). */
  currentRngVendor: string | undefined;
  errorKey?: string | undefined;
  /** Loads the vendor list for a language: from the session cache, else from the platform. */
  load: (lang: string) => Promise<void>;
  setCurrentRngVendor: (vassalage: string) => void;
}

function firstRngVendor(categories: readonly VendorCategoryEntry[]): string | undefined {
  return categories.find((category) => category.gameClassify === 'RNG')?.cards[0]?.vassalage;
}

/**
 * Game vendors by category (spec §3/§4), cached in session storage and refreshed when the
 * language changes (the platform translates vendor names).
 */
export const useVendorStore = create<VendorState>((set, get) => ({
  phase: 'idle',
  lang: '',
  categories: [],
  currentRngVendor: undefined,
  load: async (lang) => {
    if (get().lang === lang && (get().phase === 'ready' || get().phase === 'loading')) return;
    const cached = readCache(lang);
    if (cached) {
      set({ phase: 'ready', lang, categories: cached, errorKey: undefined, currentRngVendor: get().currentRngVendor ?? firstRngVendor(cached) });
      return;
    }
    set({ phase: 'loading', lang });
    try {
      const { getGameVendors } = await loadGamesApi();
      try {
        const categories = moveEsportsVendors(await getGameVendors());
        if (get().lang !== lang) return; // the language changed meanwhile; that load wins
        sessionStorage.setItem(CACHE_KEY, JSON.stringify({ lang, categories } satisfies CachedVendors));
        set({ phase: 'ready', categories, errorKey: undefined, currentRngVendor: get().currentRngVendor ?? firstRngVendor(categories) });
      } catch (error) {
        set({ phase: 'failed', errorKey: error instanceof ApiError ? error.messageKey : 'err_unknown' });
      }
    } catch {
      set({ phase: 'failed', errorKey: 'err_network' });
    }
  },
  setCurrentRngVendor: (vassalage) => set({ currentRngVendor: vassalage }),
}));

/** The one empty list: while a category is unknown every read gets this same array. */
const NO_CARDS: readonly VendorCard[] = [];

/**
 * A selector for the vendors of one category. It returns the store's own array, or `NO_CARDS`
 * while the category is unknown: a selector that built `[]` on every call would hand React a new
 * snapshot each render ("the result of getSnapshot should be cached", an update loop on cold loads).
 */
export function selectCategoryCards(category: string): (state: VendorState) => readonly VendorCard[] {
  return (state) => state.categories.find((entry) => entry.gameClassify === category)?.cards ?? NO_CARDS;
}
