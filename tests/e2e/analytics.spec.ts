import { expect, test } from './support/test';
import type { BrowserContext, Page } from '@playwright/test';
import { ANALYTICS_SOURCES } from '../../scripts/vite/headers-file';
import { fetchForRoute } from './support/route-fetch';

/**
 * spec §3 analytics: the platform names a Google Analytics id (`status.info.analytics.gtagId`, G-CROUPIER0 on the
 * embedded platform). The e2e build is made without ANALYTICS_GTAG, so its policy names no Google host and the site
 * loads no analytics. A build made with ANALYTICS_GTAG=1 has the same policy plus ANALYTICS_SOURCES: the second test
 * serves the pages with that policy, stands in for gtag.js and Google's collection endpoint, and counts the hits.
 */

const GTAG_ID = 'G-CROUPIER0';
const PASSWORD = 'Passw0rd1';

/** The served policy with the analytics sources a build made with ANALYTICS_GTAG=1 adds, directive by directive. */
function withAnalytics(policy: string): string {
  return policy
    .split(';')
    .map((part) => {
      const directive = part.trim();
      const name = directive.split(' ')[0] as keyof typeof ANALYTICS_SOURCES;
      return name in ANALYTICS_SOURCES ? [directive, ...ANALYTICS_SOURCES[name]].join(' ') : directive;
    })
    .join('; ');
}

async function serveConfiguredBuild(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => !/^\/(wps|lgw|lotto|platform-assets|schemas|assets)\//.test(url.pathname) && url.hostname !== 'www.googletagmanager.com',
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await fetchForRoute(route);
      const html = (await response.text()).replace(/(<meta http-equiv="Content-Security-Policy" content=")([^"]*)"/i, (_all, start: string, policy: string) => `${start}${withAnalytics(policy.replaceAll('&#39;', "'"))}"`);
      const headers = { ...response.headers() };
      if (headers['content-security-policy']) headers['content-security-policy'] = withAnalytics(headers['content-security-policy']);
      await route.fulfill({ response, body: html, headers: { ...headers, 'content-length': String(Buffer.byteLength(html)) } });
    },
  );
}

interface Hit {
  id: string;
  event: string;
  params: Record<string, string>;
}

/**
 * gtag.js stood in for: it reads the dataLayer the site fills (and what it pushes later) and sends each event to the
 * collection endpoint as gtag.js would (`/g/collect?tid=…&en=…&ep.<param>=…`), where the test records it.
 */
const GTAG_STAND_IN = `(function () {
  var dataLayer = window.dataLayer = window.dataLayer || [];
  var id = new URL(document.currentScript.src).searchParams.get('id');
  function send(entry) {
    if (entry[0] !== 'event') return;
    var query = new URLSearchParams({ tid: id, en: entry[1] });
    var params = entry[2] || {};
    Object.keys(params).forEach(function (key) { query.set('ep.' + key, String(params[key])); });
    fetch('https://www.google-analytics.com/g/collect?' + query, { method: 'POST', mode: 'no-cors', keepalive: true });
  }
  dataLayer.forEach(send);
  var push = dataLayer.push.bind(dataLayer);
  dataLayer.push = function (entry) { var length = push(entry); send(entry); return length; };
})();`;

async function standInForGoogle(page: Page): Promise<Hit[]> {
  const hits: Hit[] = [];
  await page.route('https://www.googletagmanager.com/gtag/js?*', (route) => route.fulfill({ contentType: 'text/javascript', body: GTAG_STAND_IN }));
  await page.route('https://www.google-analytics.com/g/collect?*', async (route) => {
    const query = new URL(route.request().url()).searchParams;
    const params = Object.fromEntries([...query].filter(([key]) => key.startsWith('ep.')).map(([key, value]) => [key.slice(3), value]));
    hits.push({ id: query.get('tid') ?? '', event: query.get('en') ?? '', params });
    await route.fulfill({ status: 204 });
  });
  return hits;
}

test('a build without ANALYTICS_GTAG loads no analytics although the platform names an id, and its policy names no Google host', async ({ page }) => {
  const google: string[] = [];
  page.on('request', (request) => {
    if (/google/.test(new URL(request.url()).hostname)) google.push(request.url());
  });
  const status = page.waitForResponse((response) => response.url().includes('/wps/system/status'));
  await page.goto('/');
  expect(((await (await status).json()) as { value: { info: { analytics: { gtagId?: string } } } }).value.info.analytics.gtagId).toBe(GTAG_ID);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content')).not.toMatch(/google/);
  // The loader waits for an idle page: give it that moment, then nothing may have gone to Google.
  await page.evaluate(() => new Promise((resolve) => requestIdleCallback(() => setTimeout(resolve, 300), { timeout: 3_000 })));
  expect(await page.evaluate(() => 'dataLayer' in window)).toBe(false);
  expect(google).toEqual([]);
});

test('configured: the page views, the sign-up, the sign-in and the deposit reach the platform-named Google Analytics id', async ({ page, context }) => {
  test.slow();
  await serveConfiguredBuild(context);
  const hits = await standInForGoogle(page);
  const events = () => hits.map((hit) => `${hit.event} ${hit.params['page_path'] ?? hit.params['method'] ?? hit.params['value'] ?? ''}`.trim());

  await page.goto('/');
  await expect.poll(events).toEqual(['page_view /']);
  await page.getByRole('banner').getByRole('link', { name: 'Promotions', exact: true }).first().click();
  await expect.poll(events).toEqual(['page_view /', 'page_view /promotions']);

  const username = `ga${Date.now().toString(36).slice(-8)}`;
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByLabel(/^Username/).fill(username);
  await register.getByLabel(/^Password/).fill(PASSWORD);
  await register.getByLabel('Confirm password').fill(PASSWORD);
  await register.getByRole('checkbox', { name: 'I am 18 years old or older.' }).check();
  await register.getByRole('checkbox', { name: 'I have read and accept the General Terms and Conditions.' }).check();
  await register.getByRole('button', { name: 'Register' }).click();
  await page.getByRole('alertdialog', { name: 'Welcome! Your account is ready.' }).getByRole('button', { name: 'Later' }).click();
  await expect.poll(events).toContain('sign_up register');

  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('alertdialog', { name: 'Sign out' }).getByRole('button', { name: 'Sign out' }).click();
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByLabel(/^Username/).fill(username);
  await login.getByLabel(/^Password/).fill(PASSWORD);
  await login.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner')).toContainText(username);
  await expect.poll(events).toContain('login password');

  await page.goto('/?memberCentre=depositv2');
  const form = page.getByRole('dialog', { name: 'Member Centre' }).getByRole('region', { name: 'Make a deposit' });
  await expect(form).toBeVisible({ timeout: 15_000 });
  const picker = form.getByLabel('Deposit channel');
  await picker.selectOption({ label: (await picker.locator('option', { hasText: 'GCash' }).textContent()) ?? 'GCash' });
  await form.getByRole('textbox', { name: 'Amount' }).fill('500');
  await form.getByRole('button', { name: 'Deposit' }).click();
  await expect.poll(events).toContain('deposit 500');
  expect(new Set(hits.map((hit) => hit.id))).toEqual(new Set([GTAG_ID]));
});
