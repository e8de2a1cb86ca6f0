import { expect, test } from './support/test';
import { logInAs } from './support/login';

/**
 * spec §9 infinite scroll (throttle 200 ms, distance 0) on the account record (schemas/screens/member/transactionHistory.json,
 * `"more": "scroll"`): scrolling to the end of the list brings the next page under it, without page buttons.
 */
test('the account record loads its next page when the player scrolls to its end', async ({ page }) => {
  await page.goto('/help');
  await logInAs(page, 'player01');
  await page.goto('/help?memberCentre=transactionHistory');
  const centre = page.getByRole('dialog', { name: 'Member Centre' }).locator('.centre__page');
  const rows = centre.locator('tbody tr.record-table__row');
  await expect(rows).toHaveCount(10, { timeout: 15_000 });
  await expect(centre.getByRole('navigation', { name: /^Pages of/ })).toHaveCount(0);
  const firstPageIds = await rows.locator('[data-field="transactionId"]').allTextContents();
  const nextPage = page.waitForRequest((request) => request.url().includes('ODSFE2_MemTransDet') && new URL(request.url()).searchParams.get('pageNo') === '2');
  // The player scrolls to the end of the list (once: the page that joins pushes the end out of view again).
  await centre.locator('.record-table__more').scrollIntoViewIfNeeded();
  await nextPage;
  // The second page joins below; the end of the list has moved out of view, so nothing more loads until it is back.
  await expect(rows).toHaveCount(20);
  // The first page stays on top, in its order; the next ones join below it, none repeated.
  const ids = await rows.locator('[data-field="transactionId"]').allTextContents();
  expect(ids.slice(0, 10)).toEqual(firstPageIds);
  expect(new Set(ids).size).toBe(ids.length);
  await expect(centre.getByRole('status').filter({ hasText: /^20 of \d+ shown$/ })).toBeAttached();
});
