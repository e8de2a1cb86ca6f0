/**
 * Focus on the page's main content (issue 38): its first level-1 heading when it has one (a screen reader then says
 * where the player is: "Promotions, heading level 1"), else the `<main>` landmark itself. Neither is in the tab order
 * (`tabindex="-1"`): the next Tab goes on from there, into the page. Does nothing while a modal dialog is open (the
 * dialog keeps focus) or when the page has no main landmark; says whether focus moved.
 */
export function focusMainContent(): boolean {
  if (document.querySelector('[aria-modal="true"]')) return false;
  const main = document.querySelector<HTMLElement>('main#main, main');
  if (!main) return false;
  const heading = main.querySelector<HTMLElement>('h1');
  const target = heading ?? main;
  focusQuietly(target);
  // A page still drawing (a screen that re-renders for the member who just logged in) gets its heading a moment later:
  // focus moves on to it, unless the player has moved focus since.
  if (!heading) headingWhenItComes(main);
  return document.activeElement === target;
}

function focusQuietly(target: HTMLElement): void {
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
}

/** How long a page may take to draw its heading after focus went to its main landmark. */
const HEADING_WAIT_MS = 5000;

function headingWhenItComes(main: HTMLElement): void {
  const observer = new MutationObserver(() => {
    if (document.activeElement !== main) return stop();
    const heading = main.querySelector<HTMLElement>('h1');
    if (heading) {
      focusQuietly(heading);
      stop();
    }
  });
  const timer = window.setTimeout(() => stop(), HEADING_WAIT_MS);
  function stop(): void {
    observer.disconnect();
    window.clearTimeout(timer);
  }
  observer.observe(main, { childList: true, subtree: true });
}
