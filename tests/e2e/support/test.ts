import { test as base, expect, type Browser, type BrowserContext, type ConsoleMessage, type WebError } from '@playwright/test';
import { NOTICE_POPUP_SHOWN_KEY, RED_ENVELOPE_DISMISSED_KEY } from '../../../src/schema/storage-keys';

/**
 * The popups a session shows once, by the session-storage key that marks them seen: the home page's popup notice, and
 * a member's red envelope until opened or closed.
 */
const ONCE_POPUP_KEYS = { notice: NOTICE_POPUP_SHOWN_KEY, redEnvelope: RED_ENVELOPE_DISMISSED_KEY } as const;
export type OncePopup = keyof typeof ONCE_POPUP_KEYS;

/**
 * Most specs test something else than those popups, so their browser sessions start past them (all but the ones in
 * `unseen`). The specs of the popups say which they need to see, with `test.use({ unseenPopups: [...] })`.
 */
async function seenPopup(context: BrowserContext, unseen: readonly OncePopup[] = []): Promise<void> {
  await context.addInitScript((keys: string[]) => {
    // about:blank (every new page's first document) has no storage of its own: nothing to mark there.
    if (window.location.protocol !== 'http:' && window.location.protocol !== 'https:') return;
    for (const key of keys) window.sessionStorage.setItem(key, '1');
  }, Object.entries(ONCE_POPUP_KEYS).filter(([popup]) => !unseen.some((name) => name === popup)).map(([, key]) => key));
}

/**
 * An error a test causes on purpose, allowed in that test only. `text` matches the console line
 * (or the page error's message); `url`, when given, must match the URL the line is about (for
 * Chromium's "Failed to load resource" lines, the resource the test made fail). `reason` says why.
 */
export interface AllowedError {
  text: RegExp;
  url?: RegExp;
  reason: string;
}

/** What the console gate saw: one line per console error or page error. */
interface Seen {
  kind: 'console' | 'pageerror';
  text: string;
  url: string;
  page: string;
}

export interface ConsoleGate {
  /** Allows console errors or page errors this test causes on purpose (a 500 it injects…). */
  allow: (...rules: AllowedError[]) => void;
  /** Everything seen so far (allowed or not), for assertions on what the app reports. */
  seen: () => readonly Seen[];
  /** Watches one more context (the test's own `context` fixture: with `reuseContext` it does not come from `browser.newContext`). */
  track: (context: BrowserContext) => BrowserContext;
  /** Stops recording: what the fixtures do after the test's body (leaving the page, clearing storage) is not the test's. */
  stop: () => void;
}

function describe(entry: Seen): string {
  const where = entry.url && entry.url !== entry.page ? ` (resource ${entry.url})` : '';
  return `${entry.kind} on ${entry.page || 'a page'}: ${entry.text.slice(0, 400)}${where}`;
}

function allowedBy(rules: readonly AllowedError[], entry: Seen): boolean {
  return rules.some((rule) => rule.text.test(entry.text) && (rule.url === undefined || rule.url.test(entry.url)));
}

/** Every console error and page error of one context (all of its pages, popups included). */
function watch(context: BrowserContext, record: (entry: Seen) => void): void {
  context.on('console', (message: ConsoleMessage) => {
    if (message.type() !== 'error') return;
    record({ kind: 'console', text: message.text(), url: message.location().url, page: message.page()?.url() ?? '' });
  });
  context.on('weberror', (error: WebError) => {
    const thrown = error.error();
    record({ kind: 'pageerror', text: `${thrown.name}: ${thrown.message}`, url: '', page: error.page()?.url() ?? '' });
  });
}

/**
 * The in-process server object behind a kept context (`connection.toImpl`, a Playwright internal), when it has the
 * members this file relies on. `undefined` if a Playwright upgrade moved them: the callers then leave Playwright's own
 * reset alone, and warn once.
 */
function serverSideContext(context: BrowserContext, ...members: readonly string[]): object | undefined {
  const connection: unknown = Reflect.get(context, '_connection');
  const toImpl: unknown = typeof connection === 'object' && connection !== null ? Reflect.get(connection, 'toImpl') : undefined;
  const server: unknown = typeof toImpl === 'function' ? toImpl.call(connection, context) : undefined;
  if (typeof server !== 'object' || server === null) return undefined;
  return members.every((member) => typeof Reflect.get(server, member) === 'function') ? server : undefined;
}

const warned = new Set<string>();
function warnOnce(message: string): void {
  if (!warned.has(message)) console.warn(`e2e: ${message}`);
  warned.add(message);
}

/**
 * `reuseContext` (playwright.config.ts) resets the kept context before each test, and the reset also empties the
 * browser's HTTP cache (`Network.clearBrowserCache`), which no option turns off. Every test's first page then downloads,
 * parses and compiles the whole app afresh. On this two-core machine, where the e2e is CPU-bound, keeping the cache
 * took shell-routes + content-screens from 250 to 215 CPU-seconds and member-centre + numbers-states from 188 to 172
 * (machine-wide busy time, one worker). Nothing a test checks lives in that cache: the built assets are immutable
 * (hashed names), and the documents, the index and the platform's answers are revalidated or not stored
 * (`Cache-Control` in scripts/vite/headers-file.ts, `cache: 'no-cache'` in the schema loader), so an origin edit still
 * shows on the next load. Cookies, storage, IndexedDB, pages, routes and init scripts are still reset.
 *
 * Playwright has no public switch for this, so the kept context's own `clearCache` is replaced with one that does
 * nothing, on the in-process server object Playwright's worker drives. If a Playwright upgrade moves that, this warns
 * once and the suite runs as before: slower, never less isolated.
 */
function keepHttpCacheOnReuse(context: BrowserContext): void {
  const server = serverSideContext(context, 'clearCache');
  if (!server) return warnOnce('could not keep the HTTP cache between tests (Playwright internals moved); every test loads cold');
  Reflect.set(server, 'clearCache', async () => {});
}

/** What Playwright's reset clears in an origin, besides session storage, from the browser side. */
const ORIGIN_STORAGE = 'local_storage,indexeddb,service_workers,cache_storage,file_systems';

/**
 * Empties, at the end of a test, the storage of the origin its kept tab is on (nearly always the only origin it
 * visited), so that the next test's reset has no origin left to visit. That reset (`setStorageState(…,
 * 'resetForReuse')`) otherwise loads each visited origin again in the kept tab, behind a request interceptor, and runs a
 * storage script there: about 1 CPU-second a test on this machine (20 one-page tests: 66 → 48–51 CPU-seconds).
 * - The test's other tabs close first, as the reset would close them (their session storage goes with them).
 * - In the kept tab, the page stops keeping writes and empties its session and local storage, in one step (session
 *   storage belongs to the tab: no DevTools call reaches it once the tab has left the origin). The tab then goes to
 *   about:blank, as the reset would, so nothing of the app runs afterwards.
 * - `Storage.clearDataForOrigin` then empties that origin's local storage again, IndexedDB, service workers, Cache
 *   Storage and file system. Cookies are cleared by the reset itself.
 * Any other origin the test visited (a second merchant's host, a game's) stays listed, and the reset clears it as
 * before; so does every origin if anything here fails (the tab crashed, Playwright internals moved).
 */
async function clearVisitedOrigin(context: BrowserContext): Promise<void> {
  const server = serverSideContext(context, 'visitedOrigins');
  const origins: unknown = server ? Reflect.apply(Reflect.get(server, 'visitedOrigins') as () => unknown, server, []) : undefined;
  if (!(origins instanceof Set)) return warnOnce('could not clear the visited origin at the end of a test (Playwright internals moved); the reset visits it');
  const [kept, ...others] = context.pages();
  if (!kept) return;
  const url = new URL(kept.url());
  if (!/^https?:$/.test(url.protocol) || !origins.has(url.origin)) return;
  // Unlisted first: a document of that origin that loads from here on (a navigation the test did not wait for) lists
  // it again, through Playwright's own bookkeeping, and the reset then clears it.
  origins.delete(url.origin);
  try {
    for (const page of others) await page.close();
    const cleared = await kept.evaluate(() => {
      // This document is being left: nothing it writes from now on is kept.
      Storage.prototype.setItem = () => undefined;
      window.sessionStorage.clear();
      window.localStorage.clear();
      return window.location.origin;
    });
    if (cleared !== url.origin) throw new Error(`the tab had moved on to ${cleared}`);
    await kept.goto('about:blank');
    const devTools = await context.newCDPSession(kept);
    try {
      await devTools.send('Storage.clearDataForOrigin', { origin: url.origin, storageTypes: ORIGIN_STORAGE });
    } finally {
      await devTools.detach();
    }
  } catch (error) {
    origins.add(url.origin);
    warnOnce(`clearing the visited origin failed, the reset visits it instead: ${error instanceof Error ? error.message : String(error)}`);
  }
}

interface Fixtures {
  consoleGate: ConsoleGate;
  /** Popups this test's session has not seen yet (default: none, every once-per-session popup is past). */
  unseenPopups: readonly OncePopup[];
}

/**
 * Every test fails on a console error or an uncaught page error (a React warning, an unhandled
 * rejection, a failed request) in any page of any context it opens — the test's own `page`, a
 * `browser.newContext()` of a second member, popups — unless the test allowed that very error
 * with `consoleGate.allow(…)`. Checked at teardown, so the next one is caught the day it appears.
 */
export const test = base.extend<Fixtures>({
  consoleGate: [
    async ({ browser }, provide) => {
      const seen: Seen[] = [];
      let recording = true;
      const record = (entry: Seen) => void (recording && seen.push(entry));
      const rules: AllowedError[] = [];
      const watched = new WeakSet<BrowserContext>();
      const track = (context: BrowserContext): BrowserContext => {
        if (!watched.has(context)) {
          watched.add(context);
          watch(context, record);
        }
        return context;
      };
      // Contexts the test opens itself (browser.newContext / newPage) are watched too.
      const original = browser.newContext.bind(browser);
      browser.newContext = async (...args: Parameters<Browser['newContext']>) => track(await original(...args));
      for (const context of browser.contexts()) track(context);
      try {
        await provide({ allow: (...added) => rules.push(...added), seen: () => seen, track, stop: () => void (recording = false) });
      } finally {
        browser.newContext = original;
      }
      const problems = seen.filter((entry) => !allowedBy(rules, entry)).map(describe);
      if (problems.length > 0) throw new Error(`Console errors or page errors the test did not allow:\n- ${problems.join('\n- ')}`);
    },
    { auto: true },
  ],
  unseenPopups: [[], { option: true }],
  context: async ({ context, consoleGate, unseenPopups }, provide, testInfo) => {
    keepHttpCacheOnReuse(context);
    consoleGate.track(context);
    await seenPopup(context, unseenPopups);
    await provide(context);
    // After a failure Playwright starts a new worker, and with it a new context: nothing here is needed then.
    const passed = testInfo.status === testInfo.expectedStatus;
    // One round trip to the tab first, so the console lines and page errors the test raised reach the gate.
    if (passed) await context.pages()[0]?.evaluate(() => 0).catch(() => undefined);
    consoleGate.stop();
    if (passed) await clearVisitedOrigin(context);
  },
});

/** A second browser (another member), also past the popup notice. */
export async function newContext(browser: Browser, unseen: readonly OncePopup[] = []): Promise<BrowserContext> {
  const context = await browser.newContext();
  await seenPopup(context, unseen);
  return context;
}

export { expect };

/** Chromium's line for a request that failed (HTTP error status or dropped connection). */
export const FAILED_RESOURCE = /^Failed to load resource/;

