import { useDeferredValue, useEffect } from 'react';
import { popupTurn, useUiStore } from './ui-store';

/**
 * A popup the site shows on its own takes its turn in the one popup queue (ui-store `popups`): while `wanted` (it has
 * something to show), it waits in the queue; it shows (true) only on its turn; it leaves the queue when it no longer
 * wants to show (closed, nothing to show) or unmounts. Two such popups never show at once, and none over a modal.
 *
 * Its turn comes as a transition (issue 37): the queue is a store, and a store's change renders synchronously, so the
 * popup's first render (its sanitized HTML), its commit and its dialog's first focus (a forced style and layout of
 * the page) were one task on the page's first load, 63–229 ms at full speed in Lighthouse-like traces of `/`. Shown
 * only once the deferred value agrees, the popup renders in a transition and its effects run after the frame; it
 * still hides at once when its turn ends (closed, a modal opened over it).
 */
export function usePopupTurn(name: string, wanted: boolean): boolean {
  useEffect(() => {
    if (!wanted) return;
    useUiStore.getState().queuePopup(name);
    return () => useUiStore.getState().releasePopup(name);
  }, [name, wanted]);
  const turn = useUiStore((state) => wanted && popupTurn(state, name));
  const settled = useDeferredValue(turn);
  return turn && settled;
}
