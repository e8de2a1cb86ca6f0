import { expect, test } from './support/test';

test('a login from an unregistered IP asks for one more proof, then logs in (spec §4)', async ({ page }) => {
  await page.goto('/');
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel(/^Username/).fill('roamer01');
  await dialog.getByLabel(/^Password/).fill('Passw0rd!');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(dialog.getByRole('heading', { name: 'Confirm it’s you' })).toBeVisible();
  await dialog.getByRole('radio', { name: 'Authenticator app' }).check();
  await dialog.getByLabel(/6-digit code/).fill('000000');
  await dialog.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(dialog.getByRole('alert')).toContainText('did not match');
  await dialog.getByLabel(/6-digit code/).fill('246810');
  await dialog.getByRole('button', { name: 'Verify and log in' }).click();
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('banner')).toContainText('roamer01');
});
