import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkPackedDocuments, checkPackedDocumentsWhenIdle, DOCUMENTS_CHECKED_MARK, type PackedCheck } from '@/page-load/page-documents';
import { isPageDocuments, pageDocumentsPath } from '@/page-load/first-paint';
import { openHandOff, takePackedDocuments } from '@/page-load/hand-off';

afterEach(() => {
  delete window.__croupierPageLoad;
  vi.useRealTimers();
  vi.unstubAllGlobals();
  performance.clearMarks();
});

/** The origin as it is now: path → text (a path it lacks answers 404; `null` fails as a network error). */
function origin(files: Record<string, string | null>): PackedCheck['fetch'] {
  return vi.fn((input: RequestInfo | URL) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const text = files[url];
    if (text === null) return Promise.reject(new TypeError('Failed to fetch'));
    return Promise.resolve(text === undefined ? new Response('', { status: 404 }) : new Response(text, { status: 200 }));
  });
}

function check(files: Record<string, string | null>, interacted = false, session: 'kept' | 'none' | 'refused' = 'kept') {
  const stored = new Map<string, string>();
  const reload = vi.fn();
  const warn = vi.fn();
  const storage: PackedCheck['session'] =
    session === 'none'
      ? null
      : {
          setItem: (key, value) => {
            if (session === 'refused') throw new DOMException('The quota has been exceeded.', 'QuotaExceededError');
            stored.set(key, value);
          },
        };
  const deps: PackedCheck = { fetch: origin(files), session: storage, reload, interacted: () => interacted, warn, origin: 'http://localhost:4173' };
  return { deps, stored, reload, warn };
}

const PACKED = { '/schemas/screens/home.json': '{"kind":"screen"}', '/schemas/menus/header-nav.json': '{"kind":"menu"}' };

describe("the check of a route's documents file against the origin (src/page-load/page-documents.ts)", () => {
  it('keeps the page when every file the page took from the copy is the origin’s, text for text', async () => {
    const run = check({ ...PACKED });
    expect(await checkPackedDocuments(PACKED, run.deps)).toEqual([]);
    // Each file asked for again, revalidated as a document is, after the page's own work.
    // The service worker answers a request with the check's header from the network only, never from its kept copy.
    expect(run.deps.fetch).toHaveBeenCalledWith('/schemas/screens/home.json', { cache: 'no-cache', headers: { Accept: 'application/json', 'X-Croupier-Documents-Check': '1' }, priority: 'low' });
    expect(run.reload).not.toHaveBeenCalled();
    expect(run.warn).not.toHaveBeenCalled();
    expect(run.stored.size).toBe(0);
  });

  it('loads the page again from the origin when an operator edited a file by hand since the copy was written, and tells the operator how to write it again', async () => {
    const run = check({ ...PACKED, '/schemas/menus/header-nav.json': '{"kind":"menu","items":[]}' });
    expect(await checkPackedDocuments(PACKED, run.deps)).toEqual(['/schemas/menus/header-nav.json']);
    // The tab stops using the copies: the inline script asks for each file (early-script.ts reads this mark).
    expect(run.stored.get('croupier:page-documents-stale')).toBe('1');
    expect(run.reload).toHaveBeenCalledTimes(1);
    expect(run.warn).toHaveBeenCalledWith(expect.stringContaining('/schemas/menus/header-nav.json'));
    expect(run.warn).toHaveBeenCalledWith(expect.stringContaining('npm run schemas:first-paints'));
  });

  it('counts a file the origin no longer serves as changed (removed by hand), and a network failure or a passing error as nothing to compare', async () => {
    const removed = check({ '/schemas/screens/home.json': '{"kind":"screen"}' });
    expect(await checkPackedDocuments(PACKED, removed.deps)).toEqual(['/schemas/menus/header-nav.json']);
    const offline = check({ '/schemas/screens/home.json': null, '/schemas/menus/header-nav.json': null });
    expect(await checkPackedDocuments(PACKED, offline.deps)).toEqual([]);
    expect(offline.reload).not.toHaveBeenCalled();
    const busy = check({});
    busy.deps.fetch = vi.fn(() => Promise.resolve(new Response('Service Unavailable', { status: 503 })));
    expect(await checkPackedDocuments(PACKED, busy.deps)).toEqual([]);
    expect(busy.reload).not.toHaveBeenCalled();
  });

  it('reads a file with a byte order mark as its body reads (without it)', async () => {
    const run = check({ '/schemas/screens/home.json': '{"kind":"screen"}', '/schemas/menus/header-nav.json': '{"kind":"menu"}' });
    expect(await checkPackedDocuments({ '/schemas/screens/home.json': '\uFEFF{"kind":"screen"}' }, run.deps)).toEqual([]);
  });

  it('never loads the page again where the tab cannot keep its mark: the next load would take the copy again and find it old again', async () => {
    for (const session of ['none', 'refused'] as const) {
      const run = check({ ...PACKED, '/schemas/screens/home.json': '{"kind":"screen","body":[]}' }, false, session);
      expect(await checkPackedDocuments(PACKED, run.deps)).toEqual(['/schemas/screens/home.json']);
      expect(run.reload).not.toHaveBeenCalled();
      expect(run.warn).toHaveBeenCalledWith(expect.stringContaining('keeps no session storage'));
    }
  });

  it('asks a schema origin of its own without the header (the worker never sees it, and a header would need its consent)', async () => {
    const run = check({ 'https://cdn.example/schemas/screens/home.json': '{}' });
    await checkPackedDocuments({ 'https://cdn.example/schemas/screens/home.json': '{}' }, run.deps);
    expect(run.deps.fetch).toHaveBeenCalledWith('https://cdn.example/schemas/screens/home.json', { cache: 'no-cache', headers: { Accept: 'application/json' }, priority: 'low' });
  });

  it('never reloads under a visitor who has started using the page (nothing typed is lost): their next load is right', async () => {
    const run = check({ ...PACKED, '/schemas/screens/home.json': '{"kind":"screen","body":[]}' }, true);
    expect(await checkPackedDocuments(PACKED, run.deps)).toEqual(['/schemas/screens/home.json']);
    expect(run.stored.get('croupier:page-documents-stale')).toBe('1');
    expect(run.reload).not.toHaveBeenCalled();
  });

  it('takes the files the inline script took from the copy once, from the hand-off', () => {
    const handOff = openHandOff();
    handOff.packed['/schemas/screens/home.json'] = '{}';
    expect(takePackedDocuments()).toEqual({ '/schemas/screens/home.json': '{}' });
    expect(takePackedDocuments()).toEqual({});
  });
});

describe('the check once the page has loaded and is idle', () => {
  const checkedMarks = () => performance.getEntriesByName(DOCUMENTS_CHECKED_MARK, 'mark').map((entry) => (entry as PerformanceMark).detail as unknown);

  it('asks the origin for each packed file after the load, then leaves a mark saying how many changed', async () => {
    // Only the clock's timers: the page's performance timeline stays the real one, which holds the mark.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetched = vi.fn((input: RequestInfo | URL) => Promise.resolve(new Response(String(input) === '/schemas/screens/home.json' ? '{"kind":"screen"}' : '{"kind":"menu"}', { status: 200 })));
    vi.stubGlobal('fetch', fetched);
    openHandOff().packed = { ...PACKED };
    checkPackedDocumentsWhenIdle();
    expect(fetched).not.toHaveBeenCalled();
    await vi.runAllTimersAsync();
    expect(fetched).toHaveBeenCalledTimes(2);
    expect(checkedMarks()).toEqual([0]);
  });

  it('asks nothing while the browser is offline (each request would fail in the console), and still leaves its mark', async () => {
    // Only the clock's timers: the page's performance timeline stays the real one, which holds the mark.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const fetched = vi.fn(() => Promise.reject(new TypeError('Failed to fetch')));
    vi.stubGlobal('fetch', fetched);
    vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    openHandOff().packed = { ...PACKED };
    checkPackedDocumentsWhenIdle();
    await vi.runAllTimersAsync();
    expect(fetched).not.toHaveBeenCalled();
    expect(checkedMarks()).toEqual([0]);
    vi.restoreAllMocks();
  });
});

describe("a route's documents file (src/page-load/first-paint.ts)", () => {
  it('lies beside the first paint, per merchant, language and route', () => {
    expect(pageDocumentsPath('luckystar', 'ty', 'rng')).toBe('app/first-paint/luckystar/ty/rng.documents.json');
  });

  it('is read only as that route’s file of texts: anything else holds nothing', () => {
    expect(isPageDocuments({ route: 'home', documents: { 'routes.json': '{}' } }, 'home')).toBe(true);
    expect(isPageDocuments({ route: 'rng', documents: {} }, 'home')).toBe(false);
    expect(isPageDocuments({ route: 'home', documents: { 'routes.json': {} } }, 'home')).toBe(false);
    expect(isPageDocuments({ route: 'home', documents: [] }, 'home')).toBe(false);
    expect(isPageDocuments(null, 'home')).toBe(false);
  });
});
