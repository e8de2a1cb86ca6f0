import { create } from 'zustand';

interface RefreshState {
  /** Query name → how many times it was refreshed; a bound widget refetches when its number moves. */
  versions: Readonly<Record<string, number>>;
  refresh: (names: readonly string[]) => void;
}

/** After a command, the queries it names (the balance, the table beside the form) load again. */
export const useRefreshBus = create<RefreshState>((set) => ({
  versions: {},
  refresh: (names) =>
    set((state) => {
      const versions: Record<string, number> = { ...state.versions };
      for (const name of names) versions[name] = (versions[name] ?? 0) + 1;
      return { versions };
    }),
}));

export function refreshQueries(names: readonly string[]): void {
  if (names.length > 0) useRefreshBus.getState().refresh(names);
}
