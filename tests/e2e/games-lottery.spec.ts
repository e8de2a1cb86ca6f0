import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { logInAs } from './support/login';

/** The header's lottery dropdown, opened by hovering or focusing its item. */
async function chooseLotteryVendor(page: Page, vendor: string): Promise<void> {
  // The main navigation's item (the phone Menu's panel, closed, names the same menu item too).
  const item = page.getByRole('navigation', { name: 'Main navigation' }).locator('[data-node-id="lottery"]');
  await item.hover();
  await item.locator(`[data-vendor="${vendor}"] a`).click();
}

test.describe('lottery routing by account type (spec §4)', () => {
  for (const [vendor, route] of [
    ['TCG_LOTTO_VN', /\/vnlottery\?gameCode=VN_NORTH_1/],
    ['TCG_SEA', /\/seaLottery\?gameCode=SEA_PCSO_6_42/],
    ['TCG', /\/lottery\?gameCode=ZY_PK10/],
  ] as const) {
    test(`${vendor} goes to its lottery route`, async ({ page }) => {
      await page.goto('/');
      await logInAs(page, 'player01');
      await chooseLotteryVendor(page, vendor);
      await expect(page).toHaveURL(route);
      await expect(page.getByRole('button', { name: 'Bet now' })).toBeVisible();
    });
  }

  test('the VN lottery shows its draws and bets into the /game page', async ({ page }) => {
    await page.goto('/');
    await logInAs(page, 'player01');
    await page.goto('/vnlottery?gameCode=VN_NORTH_FAST');
    await expect(page.getByRole('region', { name: 'North Fast 5', exact: true })).toBeVisible();
    await expect(page.getByText(/Betting (open|closed)/)).toBeVisible();
    await page.getByRole('button', { name: 'Bet now' }).click();
    await expect(page).toHaveURL(/\/game$/);
    await expect(page.frameLocator('iframe[title="North Fast 5"]').getByRole('heading', { level: 1 })).toHaveText('North Fast 5');
  });
});
