import { readFileSync } from 'node:fs';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { APIRequestContext, Page } from '@playwright/test';
import { headersFor, parseHeadersFile } from '../../scripts/vite/headers-file';
import { expect, test } from './support/test';
import { collectConsole, ORIGIN_SITE, withOriginFile } from './support';
import { logInAs } from './support/login';

/**
 * Finding 7: the deployment headers of dist/_headers (CSP with frame-ancestors and reporting, caching),
 * as `npm run preview` applies them from that file.
 */

const REPORTS = '/platform-assets/csp-reports';

interface Report {
  via: string;
  directive: string;
  blockedUrl: string;
  documentUrl: string;
}

async function reports(request: APIRequestContext): Promise<Report[]> {
  const body = (await (await request.get(REPORTS)).json()) as { reports: Report[] };
  return body.reports;
}

async function policyOf(page: Page): Promise<string> {
  const response = await page.request.get('/');
  return response.headers()['content-security-policy'] ?? '';
}

test('the site, a hashed asset and a schema file carry the security headers and their caching', async ({ request }) => {
  const home = await request.get('/');
  const headers = home.headers();
  const policy = headers['content-security-policy'] ?? '';
  expect(policy).toContain("frame-ancestors 'self'");
  expect(policy).toContain("frame-src 'self';");
  expect(policy).not.toMatch(/frame-src[^;]*https:/);
  expect(policy).not.toContain('unsafe-eval');
  // Pictures from the site, inline data and the platform's image hosts (none here: its CDNs are site paths), not any https host.
  expect(policy).toContain("img-src 'self' data:;");
  expect(policy).toContain("form-action 'self'");
  expect(policy).toContain(`report-uri ${REPORTS}`);
  // Over plain http Chromium ignores Reporting-Endpoints, and an unusable report-to would silence report-uri:
  // the preview leaves both out; the file an https host sends keeps them.
  expect(policy).not.toContain('report-to');
  expect(headers['reporting-endpoints']).toBeUndefined();
  const httpsHeaders = new Map(headersFor(parseHeadersFile(readFileSync(`${ORIGIN_SITE}_headers`, 'utf8')), '/'));
  expect(httpsHeaders.get('Content-Security-Policy')).toBe(`${policy}; report-to csp-endpoint`);
  expect(httpsHeaders.get('Reporting-Endpoints')).toBe(`csp-endpoint="${REPORTS}"`);
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['cache-control']).toBe('no-cache');
  expect(headers['etag']).toBeTruthy();

  // A client route falls back to index.html with the same headers.
  expect((await request.get('/rng')).headers()['cache-control']).toBe('no-cache');

  const script = /<script[^>]+src="(\/assets\/[^"]+\.js)"/.exec(await home.text())?.[1];
  expect(script).toBeDefined();
  const asset = await request.get(script ?? '');
  expect(asset.status()).toBe(200);
  expect(asset.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(asset.headers()['x-content-type-options']).toBe('nosniff');

  for (const path of ['/schemas/routes.json', '/schemas/manifest.json']) {
    const schema = await request.get(path);
    expect(schema.status()).toBe(200);
    expect(schema.headers()['cache-control']).toBe('no-cache');
    expect(schema.headers()['etag']).toBeTruthy();
  }

  // API answers are the platform's, not the static host's.
  expect((await request.get('/wps/system/status', { headers: { Merchant: 'croupier' } })).headers()['content-security-policy']).toBeUndefined();
});

test('an unchanged schema costs a 304; an operator edit changes the ETag and is served at once', async ({ request }) => {
  const first = await request.get('/schemas/routes.json');
  const etag = first.headers()['etag'] ?? '';
  const again = await request.get('/schemas/routes.json', { headers: { 'If-None-Match': etag } });
  expect(again.status()).toBe(304);
  expect(await again.body()).toHaveLength(0);
  expect(again.headers()['cache-control']).toBe('no-cache');

  await withOriginFile('routes.json', (text) => text.replace(/\}\s*$/, ',\n  "$comment": "edited by headers.spec"\n}\n'), async () => {
    const edited = await request.get('/schemas/routes.json', { headers: { 'If-None-Match': etag } });
    expect(edited.status()).toBe(200);
    expect(edited.headers()['etag']).not.toBe(etag);
    expect(await edited.text()).toContain('edited by headers.spec');
  });
});

test('a game still opens in its frame under the policy, with no CSP violation', async ({ page }) => {
  const messages = collectConsole(page);
  await page.goto('/rng?page=PG');
  await logInAs(page, 'player01');
  const first = page.getByRole('list', { name: 'Games' }).getByRole('article').first();
  const name = await first.getByRole('heading').innerText();
  await first.getByRole('button', { name: /^Play / }).click();
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.frameLocator(`iframe[title="${name}"]`).getByRole('heading', { level: 1 })).toHaveText(name);
  expect(await policyOf(page)).toContain("frame-src 'self'");
  expect(messages.filter((message) => /Content Security Policy/i.test(message))).toEqual([]);
});

test('another origin cannot frame the site (frame-ancestors), the site itself can', async ({ page, baseURL, consoleGate }) => {
  consoleGate.allow({ text: /violates the following Content Security Policy directive: "frame-ancestors 'self'"/, reason: 'the test frames the site from another origin to prove the policy refuses it' });
  // The site frames itself: allowed.
  await page.goto('/');
  await page.evaluate(() => {
    const frame = document.createElement('iframe');
    frame.title = 'own';
    frame.src = '/rng';
    document.body.append(frame);
  });
  await expect(page.frameLocator('iframe[title="own"]').getByRole('banner')).toBeVisible({ timeout: 20_000 });

  // A page on another origin (another port on this machine) frames it: the browser refuses to show it.
  const framer = createServer((_request, response) => response.writeHead(200, { 'Content-Type': 'text/html' }).end(`<!doctype html><title>framer</title><iframe title="site" src="${baseURL}/rng"></iframe>`));
  await new Promise<void>((resolve) => framer.listen(0, '127.0.0.1', resolve));
  try {
    await page.goto(`http://127.0.0.1:${(framer.address() as AddressInfo).port}/`);
    await expect.poll(() => page.frames().map((frame) => frame.url())).toContain('chrome-error://chromewebdata/');
    await expect(page.frameLocator('iframe[title="site"]').getByRole('banner')).toHaveCount(0);
  } finally {
    framer.closeAllConnections();
    await new Promise((resolve) => framer.close(resolve));
  }
});

test('a CSP violation on the page reaches the platform report endpoint', async ({ page, request, consoleGate }) => {
  consoleGate.allow({ text: /violates the following Content Security Policy directive: "frame-src 'self'"/, reason: 'the test causes a violation to prove it is reported' });
  await page.goto('/');
  await expect(page.locator('#root')).not.toBeEmpty();
  const marker = `blocked-${Date.now()}.example`;
  // Any https frame used to be allowed; now only the game-launch origins are.
  await page.evaluate((host) => {
    const frame = document.createElement('iframe');
    frame.src = `https://${host}/`;
    document.body.append(frame);
  }, marker);
  await expect.poll(async () => (await reports(request)).find((report) => report.blockedUrl.includes(marker)), { timeout: 15_000 }).toMatchObject({ directive: 'frame-src', via: 'report-uri', documentUrl: expect.stringContaining('/') });
});
