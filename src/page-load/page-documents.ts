import { PAGE_DOCUMENTS_STALE_KEY } from '../schema/storage-keys';
import { DOCUMENTS_CHECK_HEADER } from '../service-worker/routes';
import { afterPageSettled } from './after-load';
import { takePackedDocuments } from './hand-off';

/*
 * A route's documents file (`PageDocuments`, beside its first paint) is a copy: the build and the publish service
 * write it from the documents they deploy, but an operator may also edit a document on the origin by hand, and that
 * edit must show on the next load. So once the page has loaded and the main thread is idle, the site asks the origin
 * for each file it took from the copy (revalidated, as any document) and compares the texts. If one differs, this tab
 * stops using the copies (the inline script asks for each file again) and the page loads again at once, unless the
 * visitor has started using it (nothing typed is lost: their next load is right).
 */

export interface PackedCheck {
  fetch: typeof fetch;
  /** The tab's session storage (null where the browser refuses it). */
  session: Pick<Storage, 'setItem'> | null;
  reload: () => void;
  /** Whether the visitor has pressed, tapped, scrolled or typed on this page yet. */
  interacted: () => boolean;
  warn: (message: string) => void;
  /** This page's origin: a same-origin request carries the check's header, which the service worker answers from the network only. */
  origin?: string;
}

/** A text as a response body reads it (a byte order mark is not part of it). */
const bodyText = (text: string): string => (text.startsWith('\uFEFF') ? text.slice(1) : text);

/**
 * Compares each file taken from the documents file (URL → its text) with the origin's; resolves with those that differ.
 * Only an answer says so: the file's text (another one), or its absence (404 or 410: removed by hand). A failed
 * request or any other status (a passing 5xx, a 429) says nothing, and the copy stands.
 */
export async function checkPackedDocuments(packed: Readonly<Record<string, string>>, check: PackedCheck): Promise<string[]> {
  const changed: string[] = [];
  await Promise.all(
    Object.entries(packed).map(async ([url, text]) => {
      try {
        const sameOrigin = check.origin !== undefined && new URL(url, check.origin).origin === check.origin;
        const headers: Record<string, string> = { Accept: 'application/json', ...(sameOrigin ? { [DOCUMENTS_CHECK_HEADER]: '1' } : {}) };
        const response = await check.fetch(url, { cache: 'no-cache', headers, priority: 'low' });
        if (response.status === 404 || response.status === 410) changed.push(url);
        else if (response.ok && bodyText(await response.text()) !== bodyText(text)) changed.push(url);
      } catch {
        // Offline, the origin unreachable or a URL this page cannot resolve: nothing to compare against; the copy stands.
      }
    }),
  );
  if (changed.length === 0) return changed;
  // The tab asks for each file from now on, if it can keep that mark: without it, the next load would take the copy
  // again and find it old again, so the page is not loaded again at all (its next load after a write is right).
  let marked = false;
  try {
    if (check.session) {
      check.session.setItem(PAGE_DOCUMENTS_STALE_KEY, '1');
      marked = true;
    }
  } catch {
    marked = false;
  }
  check.warn(
    `[croupier schema] This route's documents file (app/first-paint/…/<route>.documents.json) holds another version of ${changed.join(', ')} than the origin serves: a document was edited or removed after the last build or publish. ${marked ? 'This tab now asks the origin for each document.' : 'This browser keeps no session storage: its pages go on reading the file.'} Publish, or run \`npm run schemas:first-paints -- --root <origin folder>\`, to write it again.`,
  );
  if (marked && !check.interacted()) check.reload();
  return changed;
}

let interacted = false;

/**
 * Notes the visitor's first press, tap, scroll or typing from the moment the site's code runs (before that only the
 * first paint, inert, is on screen): the check never loads the page again under someone using it.
 */
export function watchFirstInteraction(): void {
  const mark = () => {
    interacted = true;
  };
  for (const type of ['pointerdown', 'keydown', 'wheel', 'touchstart'] as const) window.addEventListener(type, mark, { capture: true, once: true, passive: true });
}

/**
 * The performance mark the check leaves when it has ended (or had nothing to compare, or the browser was offline): its
 * detail is the number of files found changed. A page's tools, and the e2e specs, read it to know the check's requests
 * are over.
 */
export const DOCUMENTS_CHECKED_MARK = 'croupier:documents-checked';

/** Checks the files the page took from its documents file once the page has settled (`afterPageSettled`) and the main thread is idle. */
export function checkPackedDocumentsWhenIdle(): void {
  const ended = (changed: number) => {
    try {
      performance.mark(DOCUMENTS_CHECKED_MARK, { detail: changed });
    } catch {
      // A browser without User Timing level 3: nothing to leave.
    }
  };
  const start = () => {
    const packed = takePackedDocuments();
    // Offline, every request would fail (and say so in the console): the copy stands until a load that is online.
    if (Object.keys(packed).length === 0 || navigator.onLine === false) {
      ended(0);
      return;
    }
    const session = (() => {
      try {
        return window.sessionStorage;
      } catch {
        return null;
      }
    })();
    void checkPackedDocuments(packed, { fetch: (input, init) => fetch(input, init), session, reload: () => window.location.reload(), interacted: () => interacted, warn: (message) => console.warn(message), origin: window.location.origin }).then(
      (changed) => ended(changed.length),
      () => ended(0),
    );
  };
  afterPageSettled(start, 2_000, 500);
}
