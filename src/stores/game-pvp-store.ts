import { create } from 'zustand';
import type { PvpRoom } from '@/api/games';
import { isApiError } from '@/api/errors/api-error';
import { loadGamesApi } from './lazy-api';

export interface PvpRoomsEntry {
  phase: 'loading' | 'ready' | 'failed';
  rooms: PvpRoom[];
  errorKey?: string;
}

interface PvpState {
  /** Rooms by vendor ('' for every vendor), from GLS2_roomList. */
  rooms: Record<string, PvpRoomsEntry>;
  load: (vassalage: string | undefined, force?: boolean) => Promise<void>;
}

export const usePvpStore = create<PvpState>((set, get) => ({
  rooms: {},
  load: async (vassalage, force = false) => {
    const key = vassalage ?? '';
    const existing = get().rooms[key];
    if (existing && !force && existing.phase !== 'failed') return;
    set((state) => ({ rooms: { ...state.rooms, [key]: { phase: 'loading', rooms: [] } } }));
    let entry: PvpRoomsEntry;
    try {
      const api = await loadGamesApi();
      try {
        entry = { phase: 'ready', rooms: await api.getPvpRooms(vassalage) };
      } catch (error) {
        entry = { phase: 'failed', rooms: [], errorKey: isApiError(error) ? error.messageKey : 'err_unknown' };
      }
    } catch {
      entry = { phase: 'failed', rooms: [], errorKey: 'err_network' };
    }
    set((state) => ({ rooms: { ...state.rooms, [key]: entry } }));
  },
}));
