import { PAGE_DOCUMENTS_STALE_KEY } from '../schema/storage-keys';
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
  /** Whether the visitor has pressed, tapped or typed on this page yet. */
  interacted: () => boolean;
  warn: (message: string) => void;
}

/** Compares each file taken from the documents file (URL → its text) with the origin's; resolves with those that differ. */
export async function checkPackedDocuments(packed: Readonly<Record<string, string>>, check: PackedCheck): Promise<string[]> {
  const changed: string[] = [];
  await Promise.all(
    Object.entries(packed).map(async ([url, text]) => {
      try {
        const response = await check.fetch(url, { cache: 'no-cache', headers: { Accept: 'application/json' }, priority: 'low' });
        // A file the origin no longer serves was removed by hand: the copy is older too.
        if (!response.ok || (await response.text()) !== text) changed.push(url);
      } catch {
        // Offline or the origin unreachable: nothing to compare against; the copy stands.
      }
    }),
  );
  if (changed.length === 0) return changed;
  try {
    check.session?.setItem(PAGE_DOCUMENTS_STALE_KEY, '1');
  } catch {
    // A browser that refuses storage asks for the copy again next time; the check runs again then.
  }
  check.warn(
    `[croupier schema] This route's documents file (app/first-paint/…/<route>.documents.json) is older than ${changed.join(', ')} on the origin: a document was edited after the last build or publish. This tab now asks for each document; publish, or run \`npm run schemas:first-paints -- --root <origin folder>\`, to write the file again.`,
  );
  if (!check.interacted()) check.reload();
  return changed;
}

/** Checks the files the page took from its documents file once the page has loaded and the main thread is idle. */
export function checkPackedDocumentsWhenIdle(): void {
  const packed = takePackedDocuments();
  if (Object.keys(packed).length === 0) return;
  let interacted = false;
  const mark = () => {
    interacted = true;
  };
  for (const type of ['pointerdown', 'keydown'] as const) window.addEventListener(type, mark, { capture: true, once: true, passive: true });
  const session = (() => {
    try {
      return window.sessionStorage;
    } catch {
      return null;
    }
  })();
  const start = () => void checkPackedDocuments(packed, { fetch: (input, init) => fetch(input, init), session, reload: () => window.location.reload(), interacted: () => interacted, warn: (message) => console.warn(message) });
  const whenIdle = () => (typeof requestIdleCallback === 'function' ? requestIdleCallback(start, { timeout: 5_000 }) : setTimeout(start, 1_000));
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}
