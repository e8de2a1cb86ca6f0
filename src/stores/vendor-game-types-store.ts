import { create } from 'zustand';
import type { VendorGameType } from '@/api/games';
import { loadGamesApi } from './lazy-api';

export interface VendorGameTypesEntry {
  phase: 'loading' | 'ready' | 'failed';
  types: VendorGameType[];
}

interface VendorGameTypesState {
  /** By `vassalage|language`. */
  entries: Record<string, VendorGameTypesEntry>;
  load: (vassalage: string, lang: string) => Promise<void>;
}

export const vendorTypesKey = (vassalage: string, lang: string) => `${vassalage}|${lang}`;

/**
 * A vendor's game types (GCSGAME_getVassGameType, spec §7): the tabs over its game list. A failed call leaves no tabs
 * (the grid lists the screen's own game type, as before), so the page keeps working.
 */
export const useVendorGameTypesStore = create<VendorGameTypesState>((set, get) => ({
  entries: {},
  load: async (vassalage, lang) => {
    const key = vendorTypesKey(vassalage, lang);
    const existing = get().entries[key];
    if (existing && existing.phase !== 'failed') return;
    set((state) => ({ entries: { ...state.entries, [key]: { phase: 'loading', types: [] } } }));
    let entry: VendorGameTypesEntry;
    try {
      const api = await loadGamesApi();
      entry = { phase: 'ready', types: await api.getVendorGameTypes(vassalage) };
    } catch {
      entry = { phase: 'failed', types: [] };
    }
    set((state) => ({ entries: { ...state.entries, [key]: entry } }));
  },
}));
