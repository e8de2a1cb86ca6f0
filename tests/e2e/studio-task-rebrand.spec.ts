import type { APIRequestContext, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectPublished } from './support/published';

/**
 * Issue 41's "rebrand a merchant", done as an operator does it in the studio, without typing JSON: the second
 * merchant's main colour picked in the theme editor, the contrast warning seen and its proposed shade applied with one
 * click, published; the second merchant's site then shows the new colour and the first merchant's does not. Then a
 * new merchant: its host, its theme started from the second merchant's, its name and headline, in one publish; its
 * host serves the site in its theme.
 */

const PASSWORD = 'Passw0rd!';
// The studio's server (playwright.config.ts, the built studio on STUDIO_PORT).
const PORT = process.env['STUDIO_PORT'] ?? '4175';
// schemas/merchants.json: localhost serves croupier, 127.0.0.1 serves luckystar (the same server).
const FIRST = `http://localhost:${PORT}`;
const SECOND = `http://127.0.0.1:${PORT}`;
const THEME = 'merchants/luckystar/themes/default.json';
const MAIN = 'Main colour (buttons, links)';

const panel = (page: Page) => page.getByRole('dialog', { name: 'Save and publish' });
const editor = (page: Page) => page.getByRole('region', { name: 'Theme' });
const preview = (page: Page) => page.frameLocator('iframe[title="Preview"]');

/** The colour the site's stylesheet draws the main colour with, on the page's root (the theme's custom property). */
async function primaryOf(page: Page): Promise<string> {
  return page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim());
}

const rgb = (hex: string) => `rgb(${[1, 3, 5].map((at) => parseInt(hex.slice(at, at + 2), 16)).join(', ')})`;

/** Publish… as publisher01 (the spec's tests each start signed out), for all merchants or as the studio suggests. */
async function publish(page: Page, message: string, check?: (dialog: ReturnType<typeof panel>) => Promise<void>): Promise<void> {
  await page.getByRole('button', { name: /^Publish…/ }).click();
  const dialog = panel(page);
  await dialog.getByLabel('User name', { exact: true }).fill('publisher01');
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
  await dialog.getByLabel('What does this change? (required)').fill(message);
  await check?.(dialog);
  await dialog.getByRole('button', { name: 'Publish now' }).click();
  await expectPublished(dialog, ': the site shows it on its next page load.');
  await dialog.getByRole('button', { name: 'Close' }).click();
}

/** The API, signed in as publisher02 (the request context keeps the cookie): the CSRF token and the live publish. */
async function api(request: APIRequestContext): Promise<{ csrfToken: string; live: string | undefined }> {
  const signedIn = await request.post('/publish-api/session', { data: { username: 'publisher02', password: PASSWORD }, headers: { Origin: FIRST } });
  const { csrfToken } = (await signedIn.json()) as { csrfToken: string };
  const { publishes } = (await (await request.get('/publish-api/publishes')).json()) as { publishes: { id: string }[] };
  return { csrfToken, live: publishes[0]?.id };
}

/** Puts the origin back as it was before this spec (one rollback through the API), for the studio specs after it. */
async function rollBackTo(request: APIRequestContext, id: string): Promise<void> {
  const { csrfToken, live } = await api(request);
  if (live === id) return;
  const back = await request.post('/publish-api/rollbacks', { data: { to: id, base: live }, headers: { Origin: FIRST, 'X-CSRF-Token': csrfToken } });
  expect(back.status()).toBe(201);
}

test.describe.serial('rebrand a merchant in the studio', () => {
  test.describe.configure({ timeout: 120_000 });
  let before: string | undefined;
  /** The second merchant's main colour once mended (the new merchant's theme starts from it). */
  let shade = '';

  test.beforeAll(async ({ request }) => {
    before = (await api(request)).live;
  });

  test.afterAll(async ({ request }) => {
    if (before) await rollBackTo(request, before);
  });

  test('the second merchant\'s main colour: picked, warned about, mended with the proposed shade, published; only that merchant\'s site changes', async ({ page }) => {
    await page.goto(`/studio?doc=${THEME}`);
    const theme = editor(page);
    await expect(theme.getByRole('heading', { name: 'Theme of luckystar' })).toBeVisible({ timeout: 60_000 });
    // The panel shows the merchant's logo now, beside its upload control (studio-task-banner.spec.ts uploads one).
    await expect(theme.getByRole('group', { name: 'Logo and tab icon' }).getByRole('img', { name: 'The logo now' })).toBeVisible();
    await expect(preview(page).locator('[data-node-id="hero"]')).toBeVisible({ timeout: 30_000 });

    // A blue too dark for the dark panels: the editor says which pairs fail, by how much, and proposes a shade.
    await theme.getByLabel(MAIN, { exact: true }).fill('#3a6df0');
    const contrast = theme.getByRole('region', { name: 'Contrast' });
    await expect(contrast).toContainText('Main colour (buttons, links) on Page background: 4.14:1, players need 4.5:1.');
    await expect(theme.getByLabel(`${MAIN} (hex code)`)).toHaveValue('#3a6df0');
    // The preview shows the colour being picked at once.
    await expect.poll(() => preview(page).locator('html').evaluate((root) => getComputedStyle(root).getPropertyValue('--color-primary').trim())).toBe('#3a6df0');
    const use = contrast.getByRole('button', { name: new RegExp(`^Use #[0-9a-f]{6} for ${MAIN.replace(/[()]/g, '\\$&')}$`) });
    shade = /#[0-9a-f]{6}/.exec((await use.textContent()) ?? '')?.[0] ?? '';
    expect(shade).toMatch(/^#[0-9a-f]{6}$/);
    await use.click();
    await expect(contrast).toContainText('Every text and control is readable');
    await expect(theme.getByLabel(`${MAIN} (hex code)`)).toHaveValue(shade);
    await expect.poll(() => preview(page).locator('html').evaluate((root) => getComputedStyle(root).getPropertyValue('--color-primary').trim())).toBe(shade);

    await publish(page, 'Lucky Star in blue');

    await page.goto(`${SECOND}/`);
    await expect(page.locator('[data-node-id="hero"]')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => primaryOf(page)).toBe(shade);
    await expect(page.locator('.chat-fab')).toHaveCSS('background-color', rgb(shade));
    await page.goto(`${FIRST}/`);
    await expect(page.locator('[data-node-id="hero"]')).toBeVisible({ timeout: 30_000 });
    await expect.poll(() => primaryOf(page)).toBe('#f6c453');
  });

  test('a new merchant: host names checked, theme started from the second merchant\'s, name and headline; its host serves it after one publish', async ({ page }) => {
    await page.goto(`/studio?doc=${THEME}`);
    await editor(page).getByRole('button', { name: 'New merchant…' }).click();
    const dialog = page.getByRole('dialog', { name: 'New merchant' });
    await dialog.getByLabel('Brand name').fill('Golden Palace');
    await dialog.getByLabel('Merchant code').fill('goldenpalace');
    // The second merchant's host is refused, by name.
    await dialog.getByLabel('Web addresses (host names)').fill('127.0.0.1');
    await dialog.getByLabel('Start the theme from').selectOption(THEME);
    await dialog.getByLabel('Home banner headline (EN)').fill('Golden nights, every night');
    await dialog.getByLabel('Home banner headline (TY)').fill('Gintong gabi, gabi-gabi');
    await dialog.getByRole('button', { name: 'Create merchant' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('127.0.0.1 already shows merchant luckystar.');
    await dialog.getByLabel('Web addresses (host names)').fill('goldenpalace.localhost');
    await dialog.getByRole('button', { name: 'Create merchant' }).click();
    await expect(dialog).toBeHidden();

    const theme = editor(page);
    await expect(theme.getByRole('heading', { name: 'Theme of goldenpalace' })).toBeVisible();
    await expect(theme.getByRole('status')).toContainText('Merchant goldenpalace is ready to publish');
    await expect(theme.getByLabel('Brand name')).toHaveValue('Golden Palace');

    await publish(page, 'New merchant Golden Palace', async (dialog) => {
      // All merchants: merchants.json with the new merchant's own files, in one publish.
      await expect(dialog.getByLabel('Publish for')).toHaveValue('');
      const changes = dialog.getByText('This publish changes:').locator('..');
      for (const file of ['merchants.json', 'merchants/goldenpalace/themes/default.json', 'merchants/goldenpalace/i18n/en.json', 'merchants/goldenpalace/i18n/ty.json']) await expect(changes).toContainText(file);
    });

    await page.goto(`http://goldenpalace.localhost:${PORT}/`);
    await expect(page.locator('[data-node-id="hero"]').getByRole('heading', { level: 1 })).toHaveText('Golden nights, every night', { timeout: 30_000 });
    await expect(page.getByRole('banner').getByText('Golden Palace', { exact: true })).toBeVisible();
    await expect(page).toHaveTitle(/Golden Palace/);
    // Its theme started from the second merchant's, as published a moment ago.
    await expect.poll(() => primaryOf(page)).toBe(shade);
  });
});
