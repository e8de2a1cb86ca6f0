import { useEffect } from 'react';
import { popupTurn, useUiStore } from './ui-store';

/**
 * A popup the site shows on its own takes its turn in the one popup queue (ui-store `popups`): while `wanted` (it has
 * something to show), it waits in the queue; it shows (true) only on its turn; it leaves the queue when it no longer
 * wants to show (closed, nothing to show) or unmounts. Two such popups never show at once, and none over a modal.
 */
export function usePopupTurn(name: string, wanted: boolean): boolean {
  useEffect(() => {
    if (!wanted) return;
    useUiStore.getState().queuePopup(name);
    return () => useUiStore.getState().releasePopup(name);
  }, [name, wanted]);
  return useUiStore((state) => wanted && popupTurn(state, name));
}
