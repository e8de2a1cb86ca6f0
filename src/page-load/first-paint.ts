/**
 * A route's first paint (issue 37): its page rendered ahead of time from the documents (`scripts/schemas/first-paint.ts`),
 * one file per merchant, language and route in the schema origin, and one per member centre page
 * (`memberCentre/<page>`, the centre's dialog a member arriving on it sees). The inline script shows it before the site's code
 * has run; the site removes it when its own frame draws (`PageLayout`).
 */
export interface FirstPaint {
  /** The route's id in `routes.json`, or a member centre page's (`memberCentre/depositv2`, `centreFirstPaintRoute`). */
  route: string;
  /** The merchant's theme as custom properties (`themeProperties`). */
  theme: [string, string][];
  /** The page: `<div class="page">…</div>`, as `renderToStaticMarkup` wrote it. */
  html: string;
  /**
   * The platform calls the page's widgets make the moment it renders, for this visitor (merchant, language, no session,
   * no query string): each a GET's gateway path with its query (`/wps/promotion/list`), as the API client would build it
   * (`scripts/schemas/first-paint-calls.ts`). The inline script starts them as soon as the status says the site is open,
   * and the client takes each answer for the very same request (`takeEarlyCall`). A route paint's only.
   */
  calls?: string[];
  /**
   * The route's paths these calls hold on, when not on all of them: the paint is the route's, but a widget's first
   * calls may follow the path (the lottery lobby opens `/vnlottery` on another prize mode than `/lottery`). On any
   * other path of the route the inline script starts none, and the site asks as it would without them.
   */
  callsOn?: string[];
}

/**
 * A first paint's call: a gateway path and its query, of letters, digits and `_-.` (no segment of dots), and in the query
 * `~%&=+,` too: nothing a URL parser could read as another origin (`//host`, a backslash, a tab or line break it drops).
 */
export const isGatewayPath = (value: unknown): value is string => typeof value === 'string' && /^(\/[\w-][\w.-]*)+(\?[\w.~%&=+,-]*)?$/.test(value);

export const FIRST_PAINT_FOLDER = 'app/first-paint';
export const firstPaintPath = (merchant: string, language: string, route: string): string => `${FIRST_PAINT_FOLDER}/${merchant}/${language}/${route}.json`;
/**
 * The documents a route's page reads first, in one file beside its first paint (`scripts/schemas/page-documents.ts`):
 * each schema file the inline script would ask for on that route (merchant, language, a visitor), by its path in the
 * schema origin, with its text exactly as the origin serves it (the loader checks its hash as for any answer). On a
 * phone's six HTTP/1.1 connections each of ~14 small files cost a round trip before the page could render; one file
 * costs one. Written and removed with the first paints, from the same documents.
 */
export interface PageDocuments {
  route: string;
  documents: Record<string, string>;
}

export const pageDocumentsPath = (merchant: string, language: string, route: string): string => `${FIRST_PAINT_FOLDER}/${merchant}/${language}/${route}.documents.json`;

/** A page's documents file as the origin served it, for the route asked (anything else holds nothing). */
export function isPageDocuments(value: unknown, route: string): value is PageDocuments {
  if (typeof value !== 'object' || value === null) return false;
  const { route: named, documents } = value as Record<string, unknown>;
  return named === route && typeof documents === 'object' && documents !== null && !Array.isArray(documents) && Object.values(documents).every((text) => typeof text === 'string');
}

/** The element the first paint is shown in, before `#root`. */
export const FIRST_PAINT_ID = 'first-paint';

/** The attribute on `<html>` that says the site has drawn its own page: a first paint arriving later is not shown. */
const ENDED = 'data-first-paint-ended';

const isStringPair = (value: unknown): value is [string, string] => Array.isArray(value) && value.length === 2 && typeof value[0] === 'string' && typeof value[1] === 'string';

/** A first paint file as the origin served it (anything else shows nothing). */
export function isFirstPaint(value: unknown): value is FirstPaint {
  if (typeof value !== 'object' || value === null) return false;
  const { route, theme, html, calls, callsOn } = value as Record<string, unknown>;
  return (
    typeof route === 'string' &&
    Array.isArray(theme) &&
    theme.every(isStringPair) &&
    typeof html === 'string' &&
    (calls === undefined || (Array.isArray(calls) && calls.every(isGatewayPath))) &&
    (callsOn === undefined || (Array.isArray(callsOn) && callsOn.every((path) => typeof path === 'string')))
  );
}

export function firstPaintEnded(): boolean {
  return document.documentElement.hasAttribute(ENDED);
}

/**
 * Shows a first paint before `#root`, which the site's stylesheet hides while it is there (`global.css`). Inert and
 * hidden from assistive technology: it is a picture of the page for the moment before the site's code has run, not
 * the page (a button in it could not work yet); the site's own page replaces it.
 */
export function showFirstPaint(paint: FirstPaint): boolean {
  const root = document.getElementById('root');
  if (!root || firstPaintEnded() || document.getElementById(FIRST_PAINT_ID)) return false;
  const element = document.createElement('div');
  element.id = FIRST_PAINT_ID;
  element.inert = true;
  element.setAttribute('aria-hidden', 'true');
  element.innerHTML = paint.html;
  root.before(element);
  return true;
}

/** The site has drawn (its page, an error, the maintenance notice…): the first paint goes, in the same frame. */
export function endFirstPaint(): void {
  document.documentElement.setAttribute(ENDED, '');
  document.getElementById(FIRST_PAINT_ID)?.remove();
}

/**
 * Ends the first paint as soon as the site's root holds anything but its "Loading…" (`.boot-loading`): a mutation
 * observer's callback runs before the next paint, so the first paint and the site's page are never both on screen.
 * A member centre's first paint (a dialog, `.overlay`) stands in for the centre, not the frame: it stays while the
 * site draws its frame around the page it holds under the centre (`.page-held`), and goes when the site's centre
 * shows its page, or when the site draws anything else instead (the page, once the centre is refused or late; the
 * maintenance notice; an error).
 */
export function endFirstPaintWhenDrawn(root: HTMLElement): void {
  const siteDrawn = () => [...root.children].some((child) => !child.classList.contains('boot-loading') || child.classList.contains('boot-loading--failed'));
  const drawn = () => {
    if (!siteDrawn()) return false;
    if (!document.querySelector(`#${FIRST_PAINT_ID} > .overlay`)) return true;
    const centre = root.querySelector('.overlay');
    if (centre) return centre.querySelector('.screen-loading') === null;
    return root.querySelector('.page-held, .boot-loading:not(.boot-loading--failed)') === null;
  };
  if (!document.getElementById(FIRST_PAINT_ID) && drawn()) return endFirstPaint();
  const observer = new MutationObserver(() => {
    if (!drawn()) return;
    observer.disconnect();
    endFirstPaint();
  });
  // React may turn its "Loading…" into the page in place (the same <div>, another class): classes are watched too.
  observer.observe(root, { childList: true, subtree: true, attributeFilter: ['class'] });
}
