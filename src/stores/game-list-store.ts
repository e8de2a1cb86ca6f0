import { create } from 'zustand';
import type { GameListQuery, GamePage } from '@/api/games';
import { isApiError } from '@/api/errors/api-error';
import { loadGamesApi } from './lazy-api';

export interface GamePageEntry {
  phase: 'loading' | 'ready' | 'failed';
  page?: GamePage;
  /** i18n key of the spec §8 message when the list could not load. */
  errorKey?: string;
}

/** Pages kept per tab; enough for paging back and forth across a few vendors. */
const MAX_ENTRIES = 40;

/** One cache key per query and language: the platform translates game names. */
export function gameListKey(query: GameListQuery, lang: string): string {
  const entries = Object.entries(query).filter((entry) => entry[1] !== undefined && entry[1] !== '');
  // By code unit, not `localeCompare`: the names are the query's ASCII fields, and a collator's first use costs a
  // phone ~7 ms of the lobby's first render.
  entries.sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
  return JSON.stringify([lang, ...entries]);
}

interface GameListState {
  entries: Record<string, GamePageEntry>;
  /** Loads one page of GCSGAME_gameList (spec §3 query); `force` refetches after a failure (retry). */
  load: (query: GameListQuery, lang: string, force?: boolean) => Promise<void>;
}

/** Game list pages by query, shared by every grid on the page. */
export const useGameListStore = create<GameListState>((set, get) => ({
  entries: {},
  load: async (query, lang, force = false) => {
    const key = gameListKey(query, lang);
    const existing = get().entries[key];
    if (existing && !force && existing.phase !== 'failed') return;
    set((state) => ({ entries: trim({ ...state.entries, [key]: { phase: 'loading' } }) }));
    let entry: GamePageEntry;
    try {
      // The game areas' own client, not the whole one: a visitor's grid waited for every account module before it.
      const api = await loadGamesApi();
      try {
        entry = { phase: 'ready', page: await api.getGameList(query) };
      } catch (error) {
        entry = { phase: 'failed', errorKey: isApiError(error) ? error.messageKey : 'err_unknown' };
      }
    } catch {
      entry = { phase: 'failed', errorKey: 'err_network' };
    }
    set((state) => ({ entries: { ...state.entries, [key]: entry } }));
  },
}));

function trim(entries: Record<string, GamePageEntry>): Record<string, GamePageEntry> {
  const keys = Object.keys(entries);
  if (keys.length <= MAX_ENTRIES) return entries;
  return Object.fromEntries(keys.slice(keys.length - MAX_ENTRIES).map((key) => [key, entries[key] as GamePageEntry]));
}
