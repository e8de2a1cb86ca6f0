import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { logInAs } from './support/login';

/**
 * Whitelabel flags that change what the site shows (spec §6), each a document condition like DIRECTREG3's
 * Register button: REGMOBVERF3 (mobile verification on register) and AGENTPOLICY3 (the agent policy in the
 * agent centre and on /join). The scenarios noMobileVerification and noAgentPolicy are the default with the flag off.
 */

async function registerMobileTab(page: Page) {
  await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
  const dialog = page.getByRole('dialog', { name: 'Register' });
  await dialog.getByRole('tab', { name: 'Mobile number' }).click();
  await expect(dialog.getByLabel(/^Mobile number/)).toBeVisible();
  return dialog;
}

test('REGMOBVERF3: registering by mobile asks for the SMS code only while mobile verification is on', async ({ page }) => {
  await page.goto('/');
  let dialog = await registerMobileTab(page);
  await expect(dialog.getByLabel(/^Verification code/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Get code' })).toBeVisible();

  await page.goto('/?scenario=noMobileVerification');
  dialog = await registerMobileTab(page);
  await expect(dialog.getByLabel(/^Password/)).toBeVisible();
  await expect(dialog.getByLabel(/^Verification code/)).toHaveCount(0);
  await expect(dialog.getByRole('button', { name: 'Get code' })).toHaveCount(0);
});

test('AGENTPOLICY3: the agent policy shows on /join and in the agent centre only while the flag is on', async ({ page }) => {
  const centre = page.getByRole('dialog', { name: 'Agent Centre' });
  const openCentre = async () => {
    await page.getByRole('banner').getByRole('navigation', { name: 'My shortcuts' }).getByRole('button', { name: 'Agent Centre' }).click();
    await expect(centre.getByRole('navigation').getByRole('button', { name: 'Team Overview', exact: true })).toBeVisible();
  };
  await page.goto('/join');
  const joinPolicy = page.getByRole('main').getByRole('region', { name: 'Agent policy' });
  await expect(joinPolicy).toContainText("45% commission on your team's monthly net win.");
  await logInAs(page, 'agent01');
  await openCentre();
  await centre.getByRole('navigation').getByRole('button', { name: 'Agent Policy', exact: true }).click();
  await expect(centre.locator('.centre__title')).toHaveText('Agent Policy');
  await expect(centre.locator('.centre__page')).toContainText('Commission reaches your wallet by the 5th of the following month.');

  await page.goto('/join?scenario=noAgentPolicy');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Join Us', level: 1 })).toBeVisible();
  await expect(page.getByText("45% commission on your team's monthly net win.")).toHaveCount(0);
  await openCentre();
  await expect(centre.getByRole('navigation').getByRole('button', { name: 'Agent Policy', exact: true })).toHaveCount(0);
});

test('spec §3 constant: a page load keeps merchant_v2 = 1 in local storage', async ({ page }) => {
  await page.goto('/');
  await page.evaluate(() => localStorage.removeItem('merchant_v2'));
  await page.reload();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('merchant_v2'))).toBe('1');
});
