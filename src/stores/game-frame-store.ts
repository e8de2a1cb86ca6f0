import { create } from 'zustand';
import { GAME_FRAME_KEY as STORAGE_KEY } from '@/schema/storage-keys';

/** What the /game page shows: a game URL in an iframe, or the HTML a PvP launch returns (spec §4, §7). */
export type GameFrameTarget = { kind: 'url'; url: string; title: string } | { kind: 'content'; html: string; title: string };

function isTarget(value: unknown): value is GameFrameTarget {
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  if (typeof record['title'] !== 'string') return false;
  return (record['kind'] === 'url' && typeof record['url'] === 'string') || (record['kind'] === 'content' && typeof record['html'] === 'string');
}

function readStored(): GameFrameTarget | null {
  try {
    const parsed: unknown = JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? 'null');
    return isTarget(parsed) ? parsed : null;
  } catch {
    return null;
  }
}

interface GameFrameState {
  target: GameFrameTarget | null;
  open: (target: GameFrameTarget) => void;
  clear: () => void;
}

/**
 * spec §4 "starting stores iframe url and goes to /game": kept in session storage so a reload of
 * /game shows the same game instead of an empty page.
 */
export const useGameFrameStore = create<GameFrameState>((set) => ({
  target: readStored(),
  open: (target) => {
    sessionStorage.setItem(STORAGE_KEY, JSON.stringify(target));
    set({ target });
  },
  clear: () => {
    sessionStorage.removeItem(STORAGE_KEY);
    set({ target: null });
  },
}));
