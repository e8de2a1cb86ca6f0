import { useEffect, type RefObject } from 'react';
import { focusMainContent } from './main-focus';

/** What Tab stops on inside a dialog (visible, enabled, not taken out of the tab order). */
const FOCUSABLE = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), iframe, [tabindex]:not([tabindex="-1"])';

function focusables(panel: HTMLElement): HTMLElement[] {
  return [...panel.querySelectorAll<HTMLElement>(FOCUSABLE)].filter((element) => element.getClientRects().length > 0 && !element.closest('[inert]'));
}

/** The topmost modal dialog of the page (the last one in the document: each opens after, and over, the others). */
function topmostModal(): Element | null {
  const modals = document.querySelectorAll('[aria-modal="true"]');
  return modals[modals.length - 1] ?? null;
}

/**
 * Focus is not lost on the document's body when the control a dialog gave it back to goes away (logging in replaces
 * the header's Log in button, a moment after the dialog closes): it moves to the page's main content instead, so a
 * screen reader goes on from the page and the next Tab from its start. Watched for three seconds, and only while
 * focus stays where the dialog left it.
 */
function keepFocusOnPage(returnedTo: HTMLElement | null, until = performance.now() + 3000): void {
  requestAnimationFrame(() => {
    const at = document.activeElement;
    const lost = at === null || at === document.body;
    if (lost && !returnedTo?.isConnected && focusMainContent()) return;
    if (performance.now() < until && (lost || at === returnedTo)) keepFocusOnPage(returnedTo, until);
  });
}

/**
 * A modal dialog's focus, as WAI-ARIA's dialog pattern says (issue 38): moved inside when it opens (the element
 * `initial` picks, else the panel), kept inside while it is the topmost (Tab from the last control goes to the first,
 * Shift+Tab from the first to the last, and focus that lands outside comes back), and returned to where it was when
 * the dialog closes.
 *
 * `movesIn` says when focus first moves in: at once (`opened`, a dialog the player asked for), or once the frame that
 * shows the dialog has been drawn (`painted`, a popup that opens by itself as a page loads: issue 37). A `focus()`
 * makes the browser work out the page's styles and layout there and then; on a page still drawing itself, that was
 * 30–90 ms at full speed inside the popup's own task. After the frame, the styles and layout are already worked out.
 * Tab is kept inside from the start either way.
 */
export function useDialogFocus(
  panel: RefObject<HTMLElement | null>,
  active = true,
  initial?: (panel: HTMLElement) => HTMLElement | null | undefined,
  movesIn: 'opened' | 'painted' = 'opened',
): void {
  useEffect(() => {
    const element = panel.current;
    if (!active || !element) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    const first = initial?.(element);
    const target = first ?? element;
    // A dialog drawn while the site's root is still hidden under the page's first paint (a centre a member arrived on,
    // src/page-load/first-paint.ts) cannot take focus yet: it moves in on the first frame the dialog can take it,
    // unless the player has put it somewhere meanwhile.
    const until = performance.now() + 30_000;
    let retry = 0;
    const focusWhenShown = () => {
      const at = document.activeElement;
      if (at !== null && at !== document.body) return;
      target.focus();
      if (document.activeElement !== target && performance.now() < until) retry = requestAnimationFrame(focusWhenShown);
    };
    const moveIn = () => {
      target.focus();
      if (document.activeElement !== target) retry = requestAnimationFrame(focusWhenShown);
    };
    let afterFrame: ReturnType<typeof setTimeout> | undefined;
    if (movesIn === 'painted')
      retry = requestAnimationFrame(() => {
        afterFrame = setTimeout(moveIn, 0);
      });
    else moveIn();
    // A dialog whose content arrives after it opens (a form's code, its data): focus goes to the content's first
    // control when it arrives, unless the player has moved it meanwhile.
    const arrival = first || !initial ? undefined : new MutationObserver(() => {
      const found = initial(element);
      if (!found) return;
      if (document.activeElement === element) found.focus();
      arrival?.disconnect();
    });
    arrival?.observe(element, { childList: true, subtree: true });
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.key !== 'Tab' || topmostModal() !== element) return;
      const stops = focusables(element);
      const first = stops[0];
      const last = stops[stops.length - 1];
      if (!first || !last) {
        event.preventDefault();
        element.focus();
        return;
      }
      const at = document.activeElement;
      if (event.shiftKey && (at === first || at === element || !element.contains(at))) {
        event.preventDefault();
        last.focus();
      } else if (!event.shiftKey && (at === last || !element.contains(at))) {
        event.preventDefault();
        first.focus();
      }
    };
    const onFocusIn = (event: FocusEvent) => {
      if (topmostModal() === element && event.target instanceof Node && !element.contains(event.target)) (focusables(element)[0] ?? element).focus();
    };
    document.addEventListener('keydown', onKeyDown);
    document.addEventListener('focusin', onFocusIn);
    return () => {
      cancelAnimationFrame(retry);
      clearTimeout(afterFrame);
      arrival?.disconnect();
      document.removeEventListener('keydown', onKeyDown);
      document.removeEventListener('focusin', onFocusIn);
      // Back where the player was, if it is still on the page (a logout may have replaced it).
      if (previous?.isConnected) previous.focus();
      keepFocusOnPage(previous);
    };
    // `initial` is read once, when the dialog opens.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [panel, active]);
}
