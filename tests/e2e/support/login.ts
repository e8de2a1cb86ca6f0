import { expect, type Page } from '@playwright/test';

export const DEMO_PASSWORD = 'Passw0rd!';

/** Logs in through the header's login popup, as a player would. */
export async function logInAs(page: Page, username: string): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill(username);
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeHidden();
}
