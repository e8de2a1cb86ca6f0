import { expect, test } from './support/test';

/**
 * Issue 37: the site opens once the platform's status and the merchant's whitelabel flags have answered
 * (src/stores/platform-store.ts), and the routers' speeds choose its CDN. The page's inline script starts all three
 * at navigation start (src/page-load/early-script.ts), with the headers the API client sends, so none of them waits
 * for the first page's code; the client takes each answer instead of asking again (takeEarlyCall).
 */
const PORT = process.env['PREVIEW_PORT'] ?? '4173';
const ENTRY = /\/assets\/index-[^/]+\.js$/;
const SYSTEM_CALLS = ['/wps/system/status', '/wps/system/whitelabel', '/wps/system/domainRoute'];

test("the status, flags and routers calls leave before the site's code has run, with the site's headers", async ({ page, consoleGate }) => {
  consoleGate.allow({ text: /Failed to load resource/, url: ENTRY, reason: 'the test keeps the site’s code away: only the inline script runs' });
  await page.route(ENTRY, (route) => route.abort());
  const asked = SYSTEM_CALLS.map((path) => page.waitForRequest((request) => new URL(request.url()).pathname === path));
  await page.goto(`http://localhost:${PORT}/`);
  const requests = await Promise.all(asked);
  for (const request of requests) {
    expect(request.method()).toBe('GET');
    expect(request.headers()).toMatchObject({ merchant: 'croupier', language: 'en', device: 'web', 'x-gateway-version': '3' });
  }
});

test('the site takes those answers: each call is made once in a load, and the flags it waits for are applied', async ({ page }) => {
  const counts = new Map<string, number>();
  page.on('request', (request) => {
    const path = new URL(request.url()).pathname;
    if (SYSTEM_CALLS.includes(path)) counts.set(path, (counts.get(path) ?? 0) + 1);
  });
  await page.goto(`http://localhost:${PORT}/`);
  // DIRECTREG3 (a whitelabel flag of the default scenario) shows the header's Register button.
  await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toBeVisible();
  await expect(page.locator('[data-node-id="category-tiles"]')).toBeVisible();
  expect(Object.fromEntries(counts)).toEqual(Object.fromEntries(SYSTEM_CALLS.map((path) => [path, 1])));
});
