import { expect, test } from './support/test';
import { collectConsole } from './support';

test('the production build runs under a CSP without unsafe-eval, with no violations', async ({ page }) => {
  const messages = collectConsole(page);
  await page.goto('/');
  const policy = await page.locator('meta[http-equiv="Content-Security-Policy"]').getAttribute('content');
  expect(policy).toContain("script-src 'self'");
  expect(policy).not.toContain('unsafe-eval');
  await expect(page.locator('[data-node-id="category-tiles"]')).toBeVisible();
  await page.goto('/rng');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  expect(messages.filter((m) => /Content Security Policy|EvalError/i.test(m))).toEqual([]);
});

test('the security tests\' hostile notice (hostileContent scenario) runs nothing under the CSP and breaks no rule of it', async ({ page, context }) => {
  const messages = collectConsole(page);
  await page.goto('/noticePage?scenario=hostileContent');
  await page.getByRole('navigation', { name: 'Notices' }).getByRole('button', { name: /Scheduled maintenance \(security test\)/ }).click();
  await expect(page.locator('.notice-pane__content')).toContainText('Maintenance notice');
  expect(await page.evaluate(() => Reflect.get(window, '__pwned'))).toBeUndefined();
  expect(messages.filter((m) => /Content Security Policy|EvalError/i.test(m))).toEqual([]);
  // The default scenario, in a fresh tab (the scenario is the tab's), has no such notice: its newest is a real operator's.
  const fresh = await context.newPage();
  await fresh.goto('/noticePage');
  await expect(fresh.getByRole('main').getByRole('heading', { name: 'Scheduled maintenance this Thursday' })).toBeVisible();
  await expect(fresh.getByRole('main')).not.toContainText('security test');
});
