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
  const target = main.querySelector<HTMLElement>('h1') ?? main;
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });
  return document.activeElement === target;
}
