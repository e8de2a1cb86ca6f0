import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';

/**
 * Issue 37: the site opens once the platform's status and the merchant's whitelabel flags have answered
 * (src/stores/platform-store.ts), and the routers' speeds choose its CDN. The page's inline script starts all three
 * at navigation start (src/page-load/early-script.ts), with the headers the API client sends, so none of them waits
 * for the first page's code; and once the status says the site is open, the frame's vendor list, the first data call
 * the site makes then, and the data calls the route's first paint names (its widgets' first queries, noted by the build:
 * scripts/schemas/first-paint-calls.ts). The client takes each answer instead of asking again (takeEarlyCall).
 */
const PORT = process.env['PREVIEW_PORT'] ?? '4173';
const ENTRY = /\/assets\/index-[^/]+\.js$/;
const SYSTEM_CALLS = ['/wps/system/status', '/wps/system/whitelabel', '/wps/system/domainRoute'];
const VENDOR_LIST = '/wps/relay/GCSGAME_newGameVendor';
const EARLY_CALLS = [...SYSTEM_CALLS, VENDOR_LIST];

test("the status, flags and routers calls, then the vendor list, leave before the site's code has run, with the site's headers", async ({ page, consoleGate }) => {
  consoleGate.allow({ text: /Failed to load resource/, url: ENTRY, reason: 'the test keeps the site’s code away: only the inline script runs' });
  await page.route(ENTRY, (route) => route.abort());
  const asked = EARLY_CALLS.map((path) => page.waitForRequest((request) => new URL(request.url()).pathname === path));
  await page.goto(`http://localhost:${PORT}/`);
  const requests = await Promise.all(asked);
  for (const request of requests) {
    expect(request.method()).toBe('GET');
    expect(request.headers()).toMatchObject({ merchant: 'croupier', language: 'en', device: 'web', 'x-gateway-version': '3' });
  }
  expect(new URL(requests[3]!.url()).search).toBe('?platform=html5-desktop&language=en');
});

test("the site's stylesheet is asked for first, before the inline script's documents and platform calls (issue 37)", async ({ page }) => {
  // It blocks the first frame: behind the script's ~30 requests on six connections it came late, and Chromium then held
  // the page's frames for seconds under a phone's screen (scripts/vite/early-fetch-plugin.ts, takeStylesheets).
  const order: string[] = [];
  page.on('request', (request) => order.push(new URL(request.url()).pathname));
  await page.goto(`http://localhost:${PORT}/`);
  await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
  const stylesheet = order.findIndex((path) => /^\/assets\/[^/]+\.css$/.test(path));
  const firstOfScript = order.findIndex((path) => path.startsWith('/schemas/') || path.startsWith('/wps/'));
  expect(order[0]).toBe('/');
  expect(stylesheet).toBe(1);
  expect(firstOfScript).toBeGreaterThan(stylesheet);
});

test('the site takes those answers: each call is made once in a load, and the flags it waits for are applied', async ({ page }) => {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (EARLY_CALLS.includes(path)) counts.set(path, (counts.get(path) ?? 0) + 1);
  });
  await page.goto(`http://localhost:${PORT}/live`);
  // DIRECTREG3 (a whitelabel flag of the default scenario) shows the header's Register button; the live lobby's
  // vendors come from the vendor list.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toBeVisible();
  await expect(page.getByRole('main').getByRole('heading', { level: 1, name: 'Live Casino' })).toBeVisible();
  await expect(page.locator('.live-lobby img').first()).toBeVisible();
  expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(EARLY_CALLS.map((path) => [path, 1])));
});

test('under maintenance no vendor list is asked for: the closed site makes no data call, and neither does the inline script', async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (path.startsWith('/wps/relay/') || path.startsWith('/lgw/')) asked.push(path);
  });
  await page.goto(`http://localhost:${PORT}/live?scenario=maintenance`);
  await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Contact Us' })).toBeVisible();
  expect(asked).toEqual([]);
});

/** A route's first paint for a Croupier visitor in EN, as the build wrote it. */
function firstPaintFile(route: string): unknown {
  return JSON.parse(readFileSync(`dist/schemas/app/first-paint/croupier/en/${route}.json`, 'utf8'));
}

/** The data calls the build noted in a route's first paint for a Croupier visitor in EN (`FirstPaint.calls`). */
function firstPaintCalls(route: string): string[] {
  const paint = firstPaintFile(route);
  const calls: unknown = typeof paint === 'object' && paint !== null ? Reflect.get(paint, 'calls') : undefined;
  return Array.isArray(calls) ? calls.filter((call): call is string => typeof call === 'string') : [];
}

const pathAndQuery = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

test("a route's first data calls, named in its first paint, leave before the site's code has run, with the site's headers (issue 37)", async ({ page, consoleGate }) => {
  consoleGate.allow({ text: /Failed to load resource/, url: ENTRY, reason: 'the test keeps the site’s code away: only the inline script runs' });
  await page.route(ENTRY, (route) => route.abort());
  expect(firstPaintCalls('promotions')).toEqual(['/wps/promotion/list']);
  const home = firstPaintCalls('home');
  expect(home).toContain('/wps/sports/hotMatches');
  expect(home).toContain('/wps/relay/MCSFE_getListAnnouncements?types=H&platform=html5-desktop&execution=1');
  // A widget's own first calls (`defineWidget`'s `firstCalls`): the lottery lobby's popular games in Croupier's lottery
  // type, and the lottery gateway's menus its vendor lobby lists.
  expect(firstPaintCalls('lottery')).toEqual(['/lgw/games/popular?count=20&prizeMode=SEA&device=web&language=en', '/lgw/games/game_menus?language=en']);
  expect(firstPaintFile('lottery')).toMatchObject({ callsOn: ['/lottery', '/seaLottery'] });
  const promotions = page.waitForRequest((request) => pathAndQuery(request.url()) === '/wps/promotion/list');
  await page.goto(`http://localhost:${PORT}/promotions`);
  const request = await promotions;
  expect(request.method()).toBe('GET');
  expect(request.headers()).toMatchObject({ merchant: 'croupier', language: 'en', device: 'web', 'x-gateway-version': '3' });
  // A campaign's link (an ad's or a newsletter's tags) lands on the same page: its calls leave as early.
  const campaign = page.waitForRequest((request) => pathAndQuery(request.url()) === '/wps/promotion/list');
  await page.goto(`http://localhost:${PORT}/promotions?utm_source=newsletter&utm_campaign=december&gclid=EAIaIQ`);
  await campaign;
  // Any other parameter may be one the page's queries read: the script leaves them to the site.
  const asked: string[] = [];
  page.on('request', (request) => asked.push(pathAndQuery(request.url())));
  await page.goto(`http://localhost:${PORT}/promotions?utm_source=newsletter&page=2`);
  await page.waitForLoadState('networkidle');
  expect(asked).toContain('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=en');
  expect(asked).not.toContain('/wps/promotion/list');
});

test('the site takes them: on each route whose first paint names calls, each is asked once in a whole load and none is left over, and its data shows', async ({ page }) => {
  const routes: { id: string; path: string; shown: () => Promise<void> }[] = [
    { id: 'home', path: '/', shown: () => expect(page.getByRole('main').getByRole('region', { name: 'Hot matches' }).getByRole('listitem').first()).toBeVisible() },
    { id: 'promotions', path: '/promotions', shown: () => expect(page.getByRole('link', { name: 'Welcome bonus 100%' })).toBeVisible() },
    { id: 'notices', path: '/noticePage', shown: () => expect(page.getByRole('main').getByRole('heading', { name: 'Scheduled maintenance this Thursday' })).toBeVisible() },
    // A campaign's link: the calls left early as well, and the site takes them.
    { id: 'promotions', path: '/promotions?utm_source=newsletter&fbclid=IwAR2x', shown: () => expect(page.getByRole('link', { name: 'Welcome bonus 100%' })).toBeVisible() },
    { id: 'lottery', path: '/lottery', shown: () => expect(page.locator('[data-node-id="lottery-lobby"]').getByText('Lotto 6/42', { exact: true }).first()).toBeVisible() },
    // The home page again in the same tab: its popup notice, shown once a session, is not asked for again, and was never
    // one of the calls started ahead (its widget does not query on every mount).
    { id: 'home', path: '/', shown: () => expect(page.getByRole('main').getByRole('region', { name: 'Hot matches' }).getByRole('listitem').first()).toBeVisible() },
  ];
  for (const route of routes) {
    const calls = firstPaintCalls(route.id);
    expect(calls.length, route.id).toBeGreaterThan(0);
    const counts = new Map<string, number>();
    const count = (request: { url: () => string }) => {
      const asked = pathAndQuery(request.url());
      if (calls.includes(asked)) counts.set(asked, (counts.get(asked) ?? 0) + 1);
    };
    page.on('request', count);
    await page.goto(`http://localhost:${PORT}${route.path}`);
    await route.shown();
    await page.waitForLoadState('networkidle');
    page.off('request', count);
    expect(Object.fromEntries(counts), route.id).toEqual(Object.fromEntries(calls.map((call) => [call, 1])));
    // Every call the inline script started was taken by the site (none is left for a later request): its first data
    // calls, and the vendor list, which it asks for only when the tab does not keep it already.
    const left = await page.evaluate(() => {
      const handOff: unknown = Reflect.get(window, '__croupierPageLoad');
      const started: unknown = typeof handOff === 'object' && handOff !== null ? Reflect.get(handOff, 'calls') : undefined;
      return Array.isArray(started) ? started.map((call: unknown) => (typeof call === 'object' && call !== null ? String(Reflect.get(call, 'url')) : '?')) : ['no hand-off'];
    });
    expect(left, route.id).toEqual([]);
  }
});

test("a route whose calls follow the path starts none on its other paths: /vnlottery opens on the number lottery, not the brand's SEA", async ({ page }) => {
  const asked: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname.startsWith('/lgw/games/')) asked.push(pathAndQuery(request.url()));
  });
  await page.goto(`http://localhost:${PORT}/vnlottery`);
  await expect(page.locator('[data-node-id="lottery-lobby"]').getByText('Hanoi Daily', { exact: true }).first()).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(asked.filter((call) => call.startsWith('/lgw/games/popular')).sort()).toEqual(['/lgw/games/popular?count=20&prizeMode=Lott&device=web&language=en']);
  expect(asked.filter((call) => call.startsWith('/lgw/games/game_menus'))).toEqual(['/lgw/games/game_menus?language=en']);
  const left = await page.evaluate(() => {
    const handOff: unknown = Reflect.get(window, '__croupierPageLoad');
    const started: unknown = typeof handOff === 'object' && handOff !== null ? Reflect.get(handOff, 'calls') : undefined;
    return Array.isArray(started) ? started.length : -1;
  });
  expect(left).toBe(0);
});
