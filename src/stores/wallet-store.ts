import { create } from 'zustand';
import type { Balance } from '@/api/wallet';
import { BALANCE_HIDDEN_KEY as HIDDEN_KEY } from '@/schema/storage-keys';
import { loadApi } from './lazy-api';

interface WalletState {
  balance: Balance | undefined;
  /** True while a balance request is in flight (the header says "balance updating"). */
  updating: boolean;
  /** The player chose to show *** instead of the amount; remembered on this device. */
  hidden: boolean;
  errorKey?: string | undefined;
  refresh: () => Promise<void>;
  toggleHidden: () => void;
  clear: () => void;
}

/** The member's wallet balance (spec §2 header: hideable, refreshable). */
export const useWalletStore = create<WalletState>((set, get) => ({
  balance: undefined,
  updating: false,
  // Guarded: the CLI renders widgets in Node, where there is no storage.
  hidden: globalThis.localStorage?.getItem(HIDDEN_KEY) === '1',
  refresh: async () => {
    if (get().updating) return;
    set({ updating: true });
    try {
      const api = await loadApi();
      try {
        set({ balance: await api.getBalance(), updating: false, errorKey: undefined });
      } catch (error) {
        set({ updating: false, errorKey: api.isApiError(error) ? error.messageKey : 'err_unknown' });
      }
    } catch {
      set({ updating: false, errorKey: 'err_network' });
    }
  },
  toggleHidden: () => {
    const hidden = !get().hidden;
    localStorage.setItem(HIDDEN_KEY, hidden ? '1' : '0');
    set({ hidden });
  },
  clear: () => set({ balance: undefined, updating: false, errorKey: undefined }),
}));
