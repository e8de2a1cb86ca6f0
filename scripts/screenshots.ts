/**
 * `npm run screenshots`: the home page logged out and logged in as player01, at 1440 px and 390 px,
 * into docs/screenshots/. Needs the site running (`npm run preview`, or BASE_URL=… for another).
 */
import { chromium, type Page } from 'playwright-core';

const BASE_URL = process.env['BASE_URL'] ?? 'http://127.0.0.1:4173';
const OUT = new URL('../docs/screenshots/', import.meta.url);
const WIDTHS = [1440, 390] as const;

async function logIn(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Username').fill('player01');
  await dialog.getByLabel('Password').fill('Passw0rd!');
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await page.getByTestId('balance').filter({ hasText: /P\s[\d,]+\.\d\d/ }).waitFor();
}

const browser = await chromium.launch({
  executablePath: process.env['CHROMIUM_PATH'] ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  for (const width of WIDTHS) {
    const page = await browser.newPage({ viewport: { width, height: width > 600 ? 900 : 844 } });
    await page.goto(`${BASE_URL}/`, { waitUntil: 'networkidle' });
    await page.screenshot({ path: new URL(`home-logged-out-${width}.png`, OUT).pathname, fullPage: false });
    await logIn(page);
    await page.waitForLoadState('networkidle');
    await page.screenshot({ path: new URL(`home-player01-${width}.png`, OUT).pathname, fullPage: false });
    await page.close();
  }
  console.log('screenshots written to docs/screenshots/');
} finally {
  await browser.close();
}
