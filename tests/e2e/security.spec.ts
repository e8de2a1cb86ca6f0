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
