import { useEffect, useState } from 'react';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { CENTRES, centreInSearch } from '@/page-load/centres';

/** The centres a URL can open on arrival (route-shell.tsx's `useCentreFromUrl`), by their modal names. */
const CENTRE_MODALS: readonly string[] = Object.values(CENTRES).map((centre) => centre.modal);
/** How long the page waits for a centre the URL named to open, before it draws anyway (a page the menu lacks…). */
export const CENTRE_OPEN_PATIENCE_MS = 5_000;

/**
 * Whether the site started on a URL that opens a centre (`?memberCentre=depositv2`: a deposit link, a bookmark, a
 * reload with the centre open). Read once, when the site's code starts: only the arrival holds the page.
 */
const arrivedWithCentre = typeof window !== 'undefined' && centreInSearch(window.location.search) !== null;
let released = !arrivedWithCentre;

/**
 * Whether the route's screen waits under a centre the visitor arrived on. The centre covers the page at every width
 * (a dialog over a dimmed page, the whole screen on a phone), so on arrival the page's screen — its pictures, data and
 * a render as long as the home page's — waits until the centre closes: a member's phone spends its first seconds on
 * the centre the link asked for (issue 37: the wallet, deposit and betting record were the slowest pages measured).
 * The frame (header, footer) draws as always. The page draws at once for a visitor (no centre opens for them), when
 * the centre closes, or if it has not opened after CENTRE_OPEN_PATIENCE_MS; and never waits again in this page's life.
 */
export function useHeldUnderArrivalCentre(): boolean {
  const role = useSessionStore((state) => state.role);
  const centreOpen = useUiStore((state) => state.modals.some((modal) => CENTRE_MODALS.includes(modal.name)));
  const [held, setHeld] = useState(!released);
  const [seenOpen, setSeenOpen] = useState(false);
  if (held && centreOpen && !seenOpen) setSeenOpen(true);
  const release = held && (role === 'visitor' || (seenOpen && !centreOpen));
  useEffect(() => {
    if (!release) return;
    released = true;
    setHeld(false);
  }, [release]);
  useEffect(() => {
    if (!held || seenOpen) return;
    const timer = setTimeout(() => {
      released = true;
      setHeld(false);
    }, CENTRE_OPEN_PATIENCE_MS);
    return () => clearTimeout(timer);
  }, [held, seenOpen]);
  return held && !release;
}
