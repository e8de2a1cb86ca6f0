import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { expectPublished, expectRolledBack } from './support/published';

/**
 * Issue 41, "add a page and put it in the header", as an operator does it without JSON: New page in the studio (a
 * name, an address checked against the routes, a layout, a section from the widget catalogue, the header's menu),
 * the section's text written in the outline, one publish; the site's header shows the page and the page its
 * section. One rollback takes it all away: the header loses it and the address is "Page not found" again.
 */

const PASSWORD = 'Passw0rd!';
const TEXT = 'Open every day from 10:00 to 22:00';
const panel = (page: Page) => page.getByRole('dialog', { name: 'Save and publish' });
const headerItem = (page: Page) => page.locator('[data-node-id="main-nav"] [data-node-id="opening-hours"]').first();

test('an operator adds a page with a section, puts it in the header, publishes, and rolls it back', async ({ page }) => {
  test.setTimeout(150_000);
  await page.goto('/studio?doc=menus/header-nav.json');
  await expect(page.getByRole('tree', { name: 'Outline of menus/header-nav.json' })).toBeVisible({ timeout: 120_000 });

  await page.getByRole('button', { name: 'New page' }).click();
  const dialog = page.getByRole('dialog', { name: 'New page' });
  await dialog.getByLabel('Page name (EN)').fill('Opening hours');
  const address = dialog.getByLabel('Address');
  // An address another page has is refused, in words, and what was typed stays.
  await address.fill('/vip');
  await expect(dialog.getByText('/vip is taken: the page at /vip has it. Choose another address.')).toBeVisible();
  await expect(address).toHaveAttribute('aria-invalid', 'true');
  await address.fill('opening-hours');
  await expect(dialog.getByText('/opening-hours is free.')).toBeVisible();
  await dialog.getByLabel('Look around the page').selectOption('header-footer');
  await dialog.getByLabel('Widget type').selectOption('Text');
  await dialog.getByRole('button', { name: 'Add section' }).click();
  await expect(dialog.getByRole('list', { name: 'Sections of the new page' })).toHaveText(/Text/);
  await expect(dialog.getByLabel('Show it in the menu')).toHaveValue('menus/header-nav');
  await dialog.getByRole('button', { name: 'Create page' }).click();
  await expect(dialog).toBeHidden();

  // The new page opens in the outline with its section selected: its text is written there.
  await expect(page.getByRole('tree', { name: 'Outline of screens/opening-hours.json' })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'New page (kept here)' })).toBeVisible();
  await page.getByRole('region', { name: 'Selected entry' }).getByLabel('Text (EN)').fill(TEXT);
  await expect(page.frameLocator('iframe[title="Preview"]').getByText(TEXT)).toBeVisible();

  await page.getByRole('button', { name: /^Publish…/ }).click();
  const publish = panel(page);
  await publish.getByLabel('User name', { exact: true }).fill('publisher01');
  await publish.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await publish.getByRole('button', { name: 'Sign in', exact: true }).click();
  const changed = publish.getByRole('list', { name: 'Changed files' });
  for (const file of ['screens/opening-hours.json', 'routes.json', 'menus/header-nav.json', 'i18n/en.json', 'i18n/ty.json']) await expect(changed).toContainText(file);
  await publish.getByLabel('What does this change? (required)').fill('New page: Opening hours, in the header');
  await publish.getByRole('button', { name: 'Publish now' }).click();
  await expectPublished(publish);

  // The site, in the same tab, on its next load: the header has the page, and the page shows its section.
  await page.goto('/');
  await expect(headerItem(page)).toHaveText('Opening hours', { timeout: 30_000 });
  await headerItem(page).locator('a').click();
  await expect(page).toHaveURL(/\/opening-hours$/);
  await expect(page.getByText(TEXT)).toBeVisible();

  // One rollback in the studio's history: the page, its route and its menu item go together.
  await page.goto('/studio?doc=menus/header-nav.json');
  await page.getByRole('button', { name: /^Publish…/ }).click();
  await publish.getByRole('tab', { name: 'History' }).click();
  const history = publish.getByRole('list', { name: 'Publishes' });
  await expect(history.getByRole('listitem').first()).toContainText('New page: Opening hours, in the header');
  await history.getByRole('listitem').nth(1).getByRole('button', { name: 'Roll back to this version' }).click();
  await page.getByRole('alertdialog', { name: /^Roll back to [0-9a-f]{7}\?$/ }).getByRole('button', { name: 'Roll back' }).click();
  await expectRolledBack(publish);

  await page.goto('/opening-hours');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible({ timeout: 30_000 });
  await expect(page.locator('[data-node-id="main-nav"] li[data-node-id]').first()).toBeVisible();
  await expect(headerItem(page)).toHaveCount(0);
});
