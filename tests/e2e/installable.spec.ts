import type { BrowserContext, Page, Request } from '@playwright/test';
import { expect, test } from './support/test';

/**
 * Issue 37, the "lite" app: each merchant's site is installable from its own web app manifest (written from its
 * theme), its service worker serves the hashed code from cache on the next visit while documents still go to the
 * network (a publish shows on the next load), and a page that cannot load shows the brand's offline page.
 * The other specs block service workers (playwright.config.ts): a worker would answer requests their routes fake.
 */
test.use({ serviceWorkers: 'allow' });

const PORT = process.env['PREVIEW_PORT'] ?? '4173';
const BRANDS = [
  { merchant: 'croupier', origin: `http://localhost:${PORT}`, name: 'Croupier', background: '#0d0f1a', logo: '/art/logo-croupier.svg' },
  { merchant: 'luckystar', origin: `http://127.0.0.1:${PORT}`, name: 'Lucky Star', background: '#07131a', logo: '/art/logo-luckystar.svg' },
] as const;

/** Waits until the page's service worker is active and controls the page (it claims its clients when it activates). */
async function workerInControl(page: Page): Promise<void> {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, { timeout: 15_000 });
}

/** Network requests the service worker itself made, by path (Chromium reports them on the context). */
function workerRequests(context: BrowserContext): { paths: string[]; stop: () => void } {
  const paths: string[] = [];
  const listener = (request: Request) => {
    if (request.serviceWorker()) paths.push(new URL(request.url()).pathname);
  };
  context.on('request', listener);
  return { paths, stop: () => context.off('request', listener) };
}

for (const brand of BRANDS) {
  test(`${brand.name}: installable with its own manifest, code from cache on the next visit, documents from the network, an offline page in its brand`, async ({ page, context, consoleGate }) => {
    await page.goto(`${brand.origin}/`);
    await expect(page.getByRole('banner').getByText(brand.name, { exact: true })).toBeVisible();

    // The manifest the inline script links is this merchant's, from its theme.
    const link = page.locator('link[rel="manifest"]');
    await expect(link).toHaveAttribute('href', `/schemas/app/${brand.merchant}.webmanifest`);
    const manifest: unknown = await (await page.request.get(`${brand.origin}/schemas/app/${brand.merchant}.webmanifest`)).json();
    expect(manifest).toMatchObject({ name: brand.name, start_url: '/', display: 'standalone', background_color: brand.background, theme_color: brand.background, icons: [{ src: brand.logo, sizes: 'any', type: 'image/svg+xml' }] });
    await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', brand.background);

    await workerInControl(page);
    // The code the first visit loaded, before the worker existed and since, is in the worker's cache (the app hands it
    // the list).
    const firstVisitCode = await page.waitForFunction(async () => {
      const loaded = performance.getEntriesByType('resource').map((entry) => entry.name).filter((url) => url.startsWith(`${location.origin}/assets/`));
      const cached = await Promise.all(loaded.map((url) => caches.match(url, { ignoreVary: true })));
      return loaded.length > 10 && cached.every(Boolean) ? loaded.map((url) => new URL(url).pathname) : false;
    }, undefined, { timeout: 15_000 }).then(async (handle) => {
      const paths = await handle.jsonValue();
      return Array.isArray(paths) ? paths : [];
    });

    // The next visit: the code the first one loaded comes from the worker's cache, none of it from the network (a
    // route counts what reaches it, the worker's requests included); the documents are asked of the network, so an
    // operator's publish shows on this load.
    const fromNetwork: string[] = [];
    await context.route('**/assets/**', (route) => {
      fromNetwork.push(new URL(route.request().url()).pathname);
      return route.fallback();
    });
    const servedByWorker: string[] = [];
    page.on('response', (response) => {
      if (response.fromServiceWorker()) servedByWorker.push(new URL(response.url()).pathname);
    });
    const network = workerRequests(context);
    try {
      await page.reload();
      await expect(page.getByRole('banner').getByText(brand.name, { exact: true })).toBeVisible();
      await expect(page.getByRole('main')).toBeVisible();
    } finally {
      network.stop();
      await context.unroute('**/assets/**');
    }
    expect(fromNetwork.filter((path) => firstVisitCode.includes(path))).toEqual([]);
    expect(servedByWorker).toEqual(expect.arrayContaining(firstVisitCode.filter((path) => path.endsWith('.js')).slice(0, 10)));
    // A visitor's page takes its documents from its route's documents file (beside its first paint), a member's each on its own.
    expect(network.paths.filter((path) => path === '/schemas/routes.json' || /^\/schemas\/app\/first-paint\/[a-z]+\/[a-z]+\/[\w-]+\.documents\.json$/.test(path))).not.toEqual([]);

    // The page's check of the documents it took from its documents file (against the origin, once idle) is over
    // before the network goes: its requests would fail in the console (src/page-load/page-documents.ts leaves a mark).
    await page.waitForFunction(() => performance.getEntriesByName('croupier:documents-checked').length > 0, undefined, { timeout: 15_000 });

    // No network: a page that cannot load is the brand's offline page, which brings the player back when it returns.
    // What the offline page needs is in the worker's caches before the network goes.
    await page.waitForFunction(async (merchant) => Boolean((await caches.match('/offline.html', { ignoreSearch: true })) && (await caches.match(`/schemas/app/${merchant}.brand.json`))), brand.merchant, { timeout: 15_000 });
    consoleGate.allow({ text: /ERR_INTERNET_DISCONNECTED/, reason: 'the test takes the network away while the page may still load its lazy pictures' });
    // The network goes twice over: Chromium's offline mode, and every request the context makes (the worker's own
    // fetches included) failing as a lost connection does. Offline mode alone reaches a worker that Chromium starts
    // afresh for the navigation only once Playwright has attached to it; a CI run once loaded the page from the network
    // in that gap.
    await context.route('**/*', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    try {
      await page.goto(`${brand.origin}/promotions`);
      await expect(page.getByRole('heading', { name: 'You are offline' })).toBeVisible();
      await expect(page.getByText(brand.name, { exact: true })).toBeVisible();
      await expect(page).toHaveTitle(`Offline · ${brand.name}`);
      await expect(page.locator('#offline-logo')).toHaveAttribute('src', brand.logo);
    } finally {
      await context.setOffline(false);
      await context.unroute('**/*');
    }
    await page.getByRole('button', { name: 'Try again' }).click();
    await expect(page.getByRole('banner').getByText(brand.name, { exact: true })).toBeVisible();
  });
}

test('/down offers the lite app: the browser’s install dialog when it has one, a QR code that opens the site on a computer', async ({ page }) => {
  const origin = BRANDS[0].origin;
  await page.goto(`${origin}/down`);
  const card = page.getByRole('region', { name: 'Lite mobile' });
  // A computer without the browser's offer: the code opens this site on a phone.
  await expect(card.locator('[data-qr-value]')).toHaveAttribute('data-qr-value', `${origin}/`);
  await expect(card.getByText('Scan the code with your phone')).toBeVisible();

  // The browser offers installation (Chromium's beforeinstallprompt, here raised by the test with the player's yes).
  // The app listens for it from when its worker registers, once the page is idle: the offer is raised until heard.
  const install = card.getByRole('button', { name: 'Install the app' });
  await expect(async () => {
    await page.evaluate(() => {
      const offer = new Event('beforeinstallprompt', { cancelable: true });
      Object.assign(offer, { prompt: () => Promise.resolve(), userChoice: Promise.resolve({ outcome: 'accepted' }) });
      window.dispatchEvent(offer);
    });
    await expect(install).toBeVisible({ timeout: 1_000 });
  }).toPass({ timeout: 20_000 });
  await install.click();
  await expect(card.getByRole('status')).toHaveText('The app is installed on this device. Open it from your home screen.');
});
