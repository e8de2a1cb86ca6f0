import { useEffect, useState } from 'react';
import { create } from 'zustand';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { CENTRES, centreInSearch } from '@/page-load/centres';

/** The centres a URL can open on arrival (route-shell.tsx's `useCentreFromUrl`), by their modal names. */
const CENTRE_MODALS: readonly string[] = Object.values(CENTRES).map((centre) => centre.modal);
/** How long the page waits for a centre the URL named to open, before it draws anyway. */
export const CENTRE_OPEN_PATIENCE_MS = 5_000;

/**
 * Whether the page still waits under a centre the site started on (`?memberCentre=depositv2`: a deposit link, a
 * bookmark, a reload with the centre open). Read once, when the site's code starts: only the arrival holds the page.
 */
const useArrivalHold = create<{ held: boolean }>(() => ({ held: typeof window !== 'undefined' && centreInSearch(window.location.search) !== null }));

/**
 * Whether this page load started on a centre with a session held (read once, at boot): the route's screen then waits
 * under it, so boot neither fetches the screen nor starts its widgets' code, data calls and data code (boot.ts,
 * app-root.tsx). They start when the screen draws, as on any page the router opens. A visitor's page loads as always.
 */
export function screenHeldAtStart(): boolean {
  return useArrivalHold.getState().held && useSessionStore.getState().role !== 'visitor';
}

/**
 * Whether this centre opened on arrival, under the page it holds (read once, when it opens): it then shows as it is,
 * without fading in, since it replaces the centre's first paint (overlay.tsx `still`).
 */
export function useOpenedOnArrival(): boolean {
  return useState(() => useArrivalHold.getState().held)[0];
}

/** The page draws from now on (the centre the URL named was refused: a trial account, a member who is no agent…). */
export function releaseArrivalHold(): void {
  useArrivalHold.setState({ held: false });
}

/**
 * Whether the route's screen waits under a centre the visitor arrived on. The centre covers the page at every width
 * (a dialog over a dimmed page, the whole screen on a phone), so on arrival the page's screen — its pictures, data and
 * a render as long as the home page's — waits until the centre closes: a member's phone spends its first seconds on
 * the centre the link asked for (issue 37: the wallet, deposit and betting record were the slowest pages measured).
 * The frame (header, footer) draws as always. The page draws at once for a visitor (no centre opens for them), when
 * the centre is refused or closes, or if it has not opened after CENTRE_OPEN_PATIENCE_MS; and never waits again in
 * this page's life.
 */
export function useHeldUnderArrivalCentre(): boolean {
  const held = useArrivalHold((state) => state.held);
  const role = useSessionStore((state) => state.role);
  const centreOpen = useUiStore((state) => state.modals.some((modal) => CENTRE_MODALS.includes(modal.name)));
  const [seenOpen, setSeenOpen] = useState(false);
  if (held && centreOpen && !seenOpen) setSeenOpen(true);
  const release = held && (role === 'visitor' || (seenOpen && !centreOpen));
  useEffect(() => {
    if (release) releaseArrivalHold();
  }, [release]);
  useEffect(() => {
    if (!held || seenOpen) return;
    const timer = setTimeout(releaseArrivalHold, CENTRE_OPEN_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [held, seenOpen]);
  return held && !release;
}
