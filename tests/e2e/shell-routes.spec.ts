import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';

interface Frame {
  header: boolean;
  footer: boolean;
  sideMenu: boolean;
}
interface RouteEntry {
  id: string;
  paths: string[];
  layout: string;
}
/** What each layout document of schemas/layouts draws. */
const FRAMES: Record<string, Frame> = {
  default: { header: true, footer: true, sideMenu: true },
  'header-footer': { header: true, footer: true, sideMenu: false },
  'header-only': { header: true, footer: false, sideMenu: false },
  bare: { header: false, footer: false, sideMenu: false },
};
const routes = (JSON.parse(readFileSync(new URL('../../schemas/routes.json', import.meta.url), 'utf8')) as { routes: RouteEntry[]; publicPaths: string[] });

async function expectLayout(page: Page, name: string) {
  const layout = FRAMES[name.replace(/^layouts\//, '')];
  if (!layout) throw new Error(`no expectation for layout ${name}`);
  await expect(page.getByRole('main')).toBeVisible();
  await expect(page.getByRole('banner')).toHaveCount(layout.header ? 1 : 0);
  await expect(page.getByRole('contentinfo')).toHaveCount(layout.footer ? 1 : 0);
  await expect(page.getByRole('complementary', { name: 'Contact and apps' })).toHaveCount(layout.sideMenu ? 1 : 0);
}

test.describe('default scenario: every route of spec §2 with its layout', () => {
  for (const route of routes.routes) {
    test(`${route.paths.join(', ')}`, async ({ page }) => {
      for (const path of route.paths) {
        await page.goto(path);
        await expectLayout(page, route.layout);
        await expect(page.getByRole('main').locator('[data-node-id]').first()).toBeVisible();
      }
    });
  }
});

test.describe('maintenance scenario (status 1)', () => {
  test('every route shows the maintenance page with Contact Us', async ({ page }) => {
    await page.goto('/?scenario=maintenance');
    for (const route of routes.routes) {
      await page.goto(route.paths[0]!);
      await expect(page.getByRole('heading', { name: 'System maintenance' })).toBeVisible();
      await expect(page.getByText('We are currently performing a system maintenance')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Contact Us' })).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Main navigation' })).toHaveCount(0);
    }
  });

  test('Contact Us opens customer service in a new window', async ({ page, context }) => {
    await page.goto('/?scenario=maintenance');
    const popup = context.waitForEvent('page');
    await page.getByRole('button', { name: 'Contact Us' }).click();
    const opened = await popup;
    await expect(opened).toHaveURL(/\/platform-assets\/pages\/(customer-service|live-chat)/);
  });
});

test.describe('restricted scenario (status 2)', () => {
  test('shows the restriction sentence with the visitor\'s IP and country', async ({ page }) => {
    await page.goto('/rng?scenario=restricted');
    await expect(page.getByText('Due to restriction of your location or IP address, you are not allowed to access the site')).toBeVisible();
    await expect(page.getByText('198.51.100.7')).toBeVisible();
    await expect(page.getByText('US', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Contact Us' })).toBeVisible();
  });
});

test.describe('loginRequired scenario (loginedToHomePage on)', () => {
  test('a visitor is sent to /login from any non-public path', async ({ page }) => {
    await page.goto('/?scenario=loginRequired');
    for (const path of ['/', '/rng', '/live', '/promotions', '/vip', '/game']) {
      await page.goto(path);
      await expect(page).toHaveURL(/\/login\?from=/);
    }
  });

  test('public paths stay open to visitors', async ({ page }) => {
    await page.goto('/login?scenario=loginRequired');
    for (const path of routes.publicPaths.filter((p) => p !== '/register.html')) {
      await page.goto(path);
      await expect(page).toHaveURL(new RegExp(`${path.replace('.', '\\.')}$`));
    }
  });
});
