import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { DEMO_PASSWORD } from './support/login';

/**
 * spec §2: the logged-out header's inline login form, chosen by a layout. The operations an operator adds to a
 * merchant's layouts/default override (tests/fixtures/merchants/header-login-inline.json) are served here as Lucky
 * Star's, beside its own; the default merchant keeps the Log in button and its popup.
 */
const LUCKY_STAR = `http://127.0.0.1:${process.env['PREVIEW_PORT'] ?? '4173'}`;
const INLINE = JSON.parse(readFileSync(new URL('../fixtures/merchants/header-login-inline.json', import.meta.url), 'utf8')) as { operations: unknown[] };
const LUCKY_STAR_LAYOUT = JSON.parse(readFileSync(new URL('../../schemas/merchants/luckystar/layouts/default.json', import.meta.url), 'utf8')) as { operations: unknown[] };

const banner = (page: Page) => page.getByRole('banner');

async function serveInlineLayout(page: Page): Promise<void> {
  // The layout as this origin would serve it after an edit: asked for on its own, not from the route's documents file
  // (an answer that is no documents file holds none).
  await page.route('**/schemas/app/first-paint/**/*.documents.json', (route) => route.fulfill({ contentType: 'application/json', body: '{}' }));
  await page.route('**/schemas/merchants/luckystar/layouts/default.json', (route) =>
    route.fulfill({ contentType: 'application/json', body: JSON.stringify({ ...LUCKY_STAR_LAYOUT, operations: [...LUCKY_STAR_LAYOUT.operations, ...INLINE.operations] }) }),
  );
}

test('a merchant whose layout places the inline form logs in from the header row, with the SMS tab (MOBILEVERCODELOGIN3)', async ({ page }) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await serveInlineLayout(page);
  await page.goto(`${LUCKY_STAR}/help`);
  const header = banner(page);
  await expect(header.getByRole('textbox', { name: 'Username' })).toBeVisible();
  // The form replaces the Log in button of the popup; the other visitor buttons stay.
  await expect(header.getByRole('button', { name: 'Log in' })).toHaveCount(1);
  for (const name of ['Register', 'Forgot password?', 'Free Play']) await expect(header.getByRole('button', { name })).toBeVisible();
  // The popup's tabs: the SMS one swaps the fields for the mobile number and its code.
  await header.getByRole('tab', { name: 'SMS code' }).click();
  await expect(header.getByRole('textbox', { name: 'Username' })).toHaveCount(0);
  await expect(header.getByLabel('Mobile number')).toBeVisible();
  await header.getByRole('tab', { name: 'Username' }).click();
  await header.getByRole('textbox', { name: 'Username' }).fill('player01');
  await header.getByLabel('Password').fill(DEMO_PASSWORD);
  await header.getByRole('button', { name: 'Log in' }).click();
  await expect(header).toContainText('player01');
  await expect(header.getByTestId('balance')).toBeVisible();
  await expect(header.getByRole('textbox', { name: 'Username' })).toHaveCount(0);
  await expect(page.getByRole('dialog')).toHaveCount(0);
});

test('on a phone the inline form collapses to the Log in button, which opens the popup; the default merchant keeps the popup', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await serveInlineLayout(page);
  await page.goto(`${LUCKY_STAR}/help`);
  const header = banner(page);
  await expect(header.getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(header.getByRole('textbox')).toHaveCount(0);
  // The header row stays one row, about a tenth of the screen (frame-navigation.spec.ts's budget).
  expect((await header.boundingBox())?.height ?? Infinity).toBeLessThanOrEqual(84);
  await header.getByRole('button', { name: 'Log in' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' }).getByLabel('Username')).toBeVisible();

  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/help');
  await expect(banner(page).getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(banner(page).getByRole('textbox')).toHaveCount(0);
});
