import { expect, test } from './support/test';
import { DEMO_PASSWORD } from './support/login';
import { installXssHooks, withoutCsp } from './support/no-csp';
import { fetchForRoute } from './support/route-fetch';

/**
 * Issue 16, findings 1 and 3: crafted `?from=` values and hostile customer-service links. Both run
 * without the CSP, so what is proved is the code, not the second line of defence.
 */

/** `?from=` values that the browser (or a router that decodes the path once, as React Router did) would take off the site. Written into the URL as they are. */
const CRAFTED_FROM = ['/%5Cevil.example', '/\\evil.example', '/%09/', '/%5C%5C', '/\\/', '/%0a/', '/%0d/'];

test.describe('a crafted /login?from= lands on the home page (finding 3)', () => {
  test('player01 logs in through each crafted value and lands home, with no page error (the console gate fails the test on one)', async ({ context, page }) => {
    test.setTimeout(120_000);
    await withoutCsp(context);
    for (const from of CRAFTED_FROM) await test.step(`from=${from}`, async () => {
      // Each value starts signed out, as in a new tab but without a new tab's renderer: the session lives in the tab's
      // session storage, emptied from a document of the site that runs no app (its icon), so no call of the signed-in
      // page is left to go out without its session.
      if (page.url().startsWith('http')) {
        await page.goto('/favicon.svg');
        await page.evaluate(() => window.sessionStorage.clear());
      }
      await page.goto(`/login?from=${from}`);
      const dialog = page.getByRole('dialog');
      await dialog.getByLabel('Username').fill('player01');
      await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
      await dialog.getByRole('button', { name: 'Log in' }).click();
      await expect(page, `from=${from}`).toHaveURL(/\/$/);
      await expect(page.locator('[data-node-id="category-tiles"]'), `from=${from}`).toBeVisible();
      // Logged in, the same address goes home too (a reload of it once showed React Router's error page): a real
      // reload for the first value, the router's own history for the others (same route, no page load).
      if (from === CRAFTED_FROM[0]) await page.goto(`/login?from=${from}`);
      else await page.evaluate((address) => {
        window.history.pushState(null, '', address);
        window.dispatchEvent(new PopStateEvent('popstate'));
      }, `/login?from=${from}`);
      await expect(page, `from=${from} (logged in)`).toHaveURL(/\/$/);
      await expect(page.locator('[data-node-id="category-tiles"]')).toBeVisible();
    });
  });

  test('a site path in ?from= is still where a fresh login returns', async ({ page }) => {
    await page.goto('/login?from=%2Fpromotions');
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill('player01');
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
  });
});

test('customer-service links go through the URL policy (finding 1): a refused link closes the popup and says customer service is unavailable', async ({ context, page }) => {
  const hostile = ['javascript:window.__xss=1', 'data:text/html,<script>opener.__xss=1</script>', '//evil.example/chat', '/\t/evil.example/chat'];
  let current = hostile[0] ?? '';
  await withoutCsp(context);
  await installXssHooks(context);
  page.on('dialog', (dialog) => {
    throw new Error(`a browser dialog opened: ${dialog.message()}`);
  });
  // Customer service reads the system status afresh on each click: each click gets the next link.
  await page.route(
    (url) => url.pathname === '/wps/system/status',
    async (route) => {
      const response = await fetchForRoute(route);
      const body = (await response.json()) as { value: { info: { customerService: unknown; resources: { resourceType: string; url: string }[] } } };
      body.value.info.customerService = { version: { pathList: [{ type: '1', name: 'Live chat', path: current }] } };
      for (const resource of body.value.info.resources) if (resource.resourceType === 'LIVECHAT2') resource.url = current;
      await route.fulfill({ response, json: body });
    },
  );
  await page.goto('/');
  await expect(page.locator('[data-node-id="category-tiles"]')).toBeVisible();
  // The live-chat button is not rendered for a refused link.
  await expect(page.getByRole('link', { name: 'Live chat' })).toHaveCount(0);
  for (const path of hostile) {
    current = path;
    const popupOpened = context.waitForEvent('page');
    await page.getByRole('complementary', { name: 'Contact and apps' }).getByRole('link', { name: 'Customer Service' }).click();
    const popup = await popupOpened;
    const message = page.getByRole('alertdialog').filter({ hasText: 'Customer service is not available right now. Please try again.' });
    await expect(message, path).toBeVisible();
    await expect.poll(() => popup.isClosed(), { message: path }).toBe(true);
    await message.getByRole('button').first().click();
    await expect(message).toBeHidden();
  }
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss)).toBeUndefined();
});
