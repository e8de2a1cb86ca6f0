/**
 * spec §9: the list is requested 24 at a time, but the grid shows 21 games on first view and 18
 * after a page change (the original product's layout: seven rows of three, then six rows once the
 * pager has been used). A new search or vendor is a new first view.
 */
export const FIRST_VIEW_COUNT = 21;
export const AFTER_PAGE_CHANGE_COUNT = 18;

export function visibleGameCount(pageChanged: boolean): number {
  return pageChanged ? AFTER_PAGE_CHANGE_COUNT : FIRST_VIEW_COUNT;
}

export function visibleGames<T>(games: readonly T[], pageChanged: boolean): T[] {
  return games.slice(0, visibleGameCount(pageChanged));
}
