import { onAnalyticsEvent } from '@/stores/analytics-events';

/**
 * Google Analytics through gtag.js (spec §3 `analytics.gtagId`), a lazy chunk: `analytics-start.ts` loads it once the
 * page is idle, only when the platform names an id and the page's policy allows Google's hosts. It sends a page view
 * for the first page and for every new path the router goes to, and the site's events (login, sign_up, deposit).
 */
const GTAG_SCRIPT = 'https://www.googletagmanager.com/gtag/js';
/** A measurement id (G-…, or an older UA-/AW- id): anything else is not put into a URL. */
const MEASUREMENT_ID = /^[A-Z]{1,3}-[A-Z0-9-]{4,24}$/;

declare global {
  interface Window {
    dataLayer?: unknown[];
  }
}

let started = false;

export function startGtag(id: string, win: Window = window): boolean {
  if (started || !MEASUREMENT_ID.test(id)) return false;
  started = true;
  const dataLayer = (win.dataLayer ??= []);
  // gtag.js reads the arguments object itself (Google's snippet), not an array of them.
  function gtag(..._args: unknown[]): void {
    // eslint-disable-next-line prefer-rest-params
    dataLayer.push(arguments);
  }
  gtag('js', new Date());
  // Page views are the router's (below): gtag's own would count the first page only.
  gtag('config', id, { send_page_view: false });

  let lastPath: string | undefined;
  const pageView = () => {
    const path = win.location.pathname;
    if (path === lastPath) return;
    lastPath = path;
    gtag('event', 'page_view', { page_location: win.location.href, page_path: path, page_title: win.document.title });
  };
  pageView();
  // wouter announces its navigations as these window events; the title follows the route a moment later.
  for (const type of ['popstate', 'pushState', 'replaceState']) win.addEventListener(type, () => win.setTimeout(pageView, 0));
  onAnalyticsEvent((event) => gtag('event', event.name, event.params));

  const script = win.document.createElement('script');
  script.async = true;
  script.src = `${GTAG_SCRIPT}?id=${encodeURIComponent(id)}`;
  win.document.head.append(script);
  return true;
}
