import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';
import { ORIGIN_SITE, withOriginFile, HAND_EDIT_SHOWN_MS } from './support';
import { ORIGIN_PORT } from './support/servers';

/**
 * Issue 13, two brands from one dist/: schemas/merchants.json maps `localhost` to the default merchant
 * (croupier) and `127.0.0.1` to luckystar, so the same preview server shows two brands by host.
 */
// The origin specs' own server (support/servers.ts): these specs edit its schemas.
const PORT = ORIGIN_PORT;
const CROUPIER = `http://localhost:${PORT}`;
const LUCKYSTAR = `http://127.0.0.1:${PORT}`;

type Brand = { name: string; logo: string; primary: string; nav: string[]; heroTitle: string; chat: string };
const BRANDS: Record<'croupier' | 'luckystar', Brand> = {
  croupier: {
    name: 'Croupier',
    logo: '/art/logo-croupier.svg',
    primary: '#f6c453',
    nav: ['Home', 'Lottery', 'Live Casino', 'Sports', 'Fishing', 'Slots', 'Poker', 'E-Sports', 'Promotions', 'VIP', 'Point Mall'],
    heroTitle: 'Play the biggest jackpots in the Philippines',
    chat: 'Live chat',
  },
  luckystar: {
    name: 'Lucky Star',
    logo: '/art/logo-luckystar.svg',
    primary: '#2ee6a8',
    // merchants/luckystar/menus/header-nav.json: promotions after home, live before slots, no e-sports.
    nav: ['Home', 'Promotions', 'Lottery', 'Sports', 'Fishing', 'Live Casino', 'Slots', 'Poker', 'VIP', 'Point Mall'],
    // merchants/luckystar/i18n/en.json
    heroTitle: 'Live tables and lucky jackpots, every night',
    // merchants/luckystar/layouts/default.json: the chat room instead of the live chat.
    chat: 'Chat room',
  },
};

const navLinks = (page: Page) => page.getByRole('navigation', { name: 'Main navigation' }).locator(':scope > ul > li > a');

async function expectBrand(page: Page, brand: Brand): Promise<void> {
  const banner = page.getByRole('banner');
  await expect(banner.getByText(brand.name, { exact: true })).toBeVisible();
  await expect(banner.locator(`img[src="${brand.logo}"]`)).toBeVisible();
  await expect(navLinks(page)).toHaveText(brand.nav);
  await expect(page.locator('[data-node-id="hero"]').getByRole('heading', { level: 1 })).toHaveText(brand.heroTitle);
  await expect.poll(() => page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--color-primary').trim())).toBe(brand.primary);
  // One chat button per brand, in the brand's colour.
  const chat = page.locator('.chat-fab');
  await expect(chat).toHaveCount(1);
  await expect(chat).toHaveAccessibleName(brand.chat);
  const [r, g, b] = [1, 3, 5].map((at) => parseInt(brand.primary.slice(at, at + 2), 16));
  await expect(chat).toHaveCSS('background-color', `rgb(${r}, ${g}, ${b})`);
}

/** Adds a file to the origin for one test (an operator's new file), then removes it. */
async function withNewOriginFile(path: string, content: unknown, body: () => Promise<void>): Promise<void> {
  const file = `${ORIGIN_SITE}schemas/${path}`;
  mkdirSync(dirname(file), { recursive: true });
  try {
    writeFileSync(file, `${JSON.stringify(content, null, 2)}\n`);
    await body();
  } finally {
    rmSync(file);
  }
}

test('the same dist/ shows two brands by host: theme colour, logo and name, header items, its own copy', async ({ page }) => {
  await page.goto(`${CROUPIER}/`);
  await expectBrand(page, BRANDS.croupier);
  await page.goto(`${LUCKYSTAR}/`);
  await expectBrand(page, BRANDS.luckystar);
});

test.describe('a visitor who has not seen the popup notice yet', () => {
  // The popup names the brand too.
  test.use({ unseenPopups: ['notice'] });

  test('on the second merchant nothing names the first brand: the title from the first paint on every route, the notices, banners, marquee, popup, promotions and help', async ({ context, page }) => {
    test.setTimeout(60_000); // five routes in one tab
    await context.addInitScript(() => {
      const titles: string[] = [];
      Reflect.set(window, '__titles', titles);
      const note = () => titles.push(document.title);
      note();
      new MutationObserver(note).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto(`${LUCKYSTAR}/`);
    const popup = page.getByRole('dialog', { name: 'Welcome to Lucky Star' });
    await expect(popup).toBeVisible({ timeout: 15_000 });
    await popup.getByRole('button', { name: 'Got it' }).click();
    await expect(page).toHaveTitle('Lucky Star');
    await expect(page.getByRole('region', { name: 'Featured' }).locator('figcaption').first()).toHaveText('Lucky Star live nights');
    await expect(page.getByRole('marquee', { name: 'News' })).toContainText('Deposits by GCash and Maya now arrive within 1 minute.');
    const visible = () => page.locator('body').innerText();
    expect(await visible()).not.toMatch(/croupier/i);
    for (const [path, title, shows] of [
      ['/promotions', 'Promotions · Lucky Star', 'Welcome bonus 100%'],
      ['/noticePage', 'Notices · Lucky Star', 'Lucky Star will be down for routine maintenance'],
      ['/help', 'Help · Lucky Star', 'Lucky Star is an online gaming'],
      ['/promoDetail?promotionId=101', 'Promotions · Lucky Star', 'Lucky Star may change or end this promotion'],
    ] as const) {
      await page.goto(`${LUCKYSTAR}${path}`);
      await expect(page.getByRole('main').getByText(shows).first(), path).toBeVisible();
      await expect(page, path).toHaveTitle(title);
      expect(await visible(), path).not.toMatch(/croupier/i);
    }
    const titles = (await page.evaluate(() => Reflect.get(window, '__titles'))) as string[];
    expect(titles.filter((title) => /croupier/i.test(title))).toEqual([]);
  });
});

test('TY on the second merchant: the banners and the marquee are the platform\'s TY texts', async ({ page }) => {
  await page.addInitScript(() => localStorage.setItem('lang', 'ty'));
  await page.goto(`${LUCKYSTAR}/`);
  const banners = page.getByRole('region', { name: 'Tampok' });
  await expect(banners.locator('figcaption')).toHaveText(['Live na gabi sa Lucky Star', 'Masuwerteng unang deposito', 'Mga star jackpot', 'Odds sa gabi ng laban']);
  await expect(page.getByRole('marquee', { name: 'Balita' })).toContainText('Pumapasok na sa loob ng 1 minuto ang deposito sa GCash at Maya.');
  // A switch back to EN asks the platform again: its EN texts replace the TY ones without a reload.
  await page.getByRole('banner').getByRole('combobox').selectOption('en');
  await expect(page.getByRole('region', { name: 'Featured' }).locator('figcaption').first()).toHaveText('Lucky Star live nights');
  await expect(page.getByRole('marquee', { name: 'News' })).toContainText('Deposits by GCash and Maya now arrive within 1 minute.');
});

test('the first render already has the merchant\'s copy: the bundled hero title never shows, not even for a frame', async ({ page }) => {
  await page.addInitScript((bundled: string) => {
    const seen = () => {
      if (document.body?.textContent?.includes(bundled)) Reflect.set(window, '__sawBundledTitle', true);
    };
    new MutationObserver(seen).observe(document, { subtree: true, childList: true, characterData: true });
  }, BRANDS.croupier.heroTitle);
  await page.goto(`${LUCKYSTAR}/`);
  await expect(page.locator('[data-node-id="hero"]').getByRole('heading', { level: 1 })).toHaveText(BRANDS.luckystar.heroTitle);
  expect(await page.evaluate(() => Reflect.get(window, '__sawBundledTitle') === true)).toBe(false);
});

test('the run-time copy of the merchant loads with a language switch too', async ({ page }) => {
  await page.goto(`${LUCKYSTAR}/`);
  await expect(page.locator('[data-node-id="hero"]').getByRole('heading', { level: 1 })).toHaveText(BRANDS.luckystar.heroTitle);
  await page.getByRole('banner').getByRole('combobox').selectOption('ty');
  await expect(page.locator('[data-node-id="hero"]').getByRole('heading', { level: 1 })).toHaveText('Mga live na mesa at masuwerteng jackpot, gabi-gabi');
});

test('?merchant=luckystar on localhost shows luckystar in that tab only, for the rest of its session', async ({ page, context }) => {
  await page.goto(`${CROUPIER}/?merchant=luckystar`);
  await expectBrand(page, BRANDS.luckystar);
  await page.goto(`${CROUPIER}/rng`);
  await page.goto(`${CROUPIER}/`);
  await expectBrand(page, BRANDS.luckystar); // the tab keeps its choice without the parameter
  // Another tab of the same browser: the choice is the tab's (sessionStorage), not the browser's.
  const otherTab = await context.newPage();
  await otherTab.goto(`${CROUPIER}/`);
  await expectBrand(otherTab, BRANDS.croupier);
});

test('?merchant= is refused where the API is not the embedded platform: the host\'s brand serves', async ({ page }) => {
  // A real gateway has no /wps/embedded-platform: here it answers something else.
  await page.route('**/wps/embedded-platform', (route) => route.fulfill({ json: { success: true, value: {} } }));
  await page.goto(`${CROUPIER}/?merchant=luckystar`);
  await expectBrand(page, BRANDS.croupier);
  expect(await page.evaluate(() => sessionStorage.getItem('platformMerchant'))).toBeNull();
});

test('a text added to dist/schemas/i18n/en.json shows on the next load, without a rebuild; a missing key keeps the bundled text', async ({ page }) => {
  await page.goto(`${CROUPIER}/`);
  const hero = page.locator('[data-node-id="hero"]');
  await expect(hero.getByRole('heading', { level: 1 })).toHaveText(BRANDS.croupier.heroTitle);
  await withOriginFile(
    'i18n/en.json',
    (text) => {
      const copy = JSON.parse(text) as { texts: Record<string, string> };
      copy.texts['home_hero_subtitle'] = 'Edited on the server a minute ago.';
      return JSON.stringify(copy, null, 2);
    },
    async () => {
      await page.reload();
      await expect(hero.getByText('Edited on the server a minute ago.')).toBeVisible({ timeout: HAND_EDIT_SHOWN_MS });
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(BRANDS.croupier.heroTitle);
      // The merchant's own copy goes on top of the site's.
      await page.goto(`${LUCKYSTAR}/`);
      await expect(hero.getByRole('heading', { level: 1 })).toHaveText(BRANDS.luckystar.heroTitle);
      await expect(hero.getByText('Live dealers first, then slots, sports and lottery — one account for all of Lucky Star.')).toBeVisible();
    },
  );
});

test('an operator adds a merchant override file and its line in dist/schemas/manifest.json: the next load shows it', async ({ page }) => {
  await page.goto(`${CROUPIER}/`);
  await expect(navLinks(page)).toHaveText(BRANDS.croupier.nav);
  const override = { kind: 'override', schemaVersion: 2, id: 'croupier-header-nav', target: 'menus/header-nav', operations: [{ op: 'hide', id: 'pvp' }] };
  await withNewOriginFile('merchants/croupier/menus/header-nav.json', override, () =>
    withOriginFile(
      'manifest.json',
      (text) => {
        const manifest = JSON.parse(text) as { merchants: Record<string, Record<string, string>> };
        manifest.merchants['croupier'] = { 'menus/header-nav': 'merchants/croupier/menus/header-nav.json' };
        return JSON.stringify(manifest, null, 2);
      },
      async () => {
        await page.reload();
        await expect(navLinks(page)).toHaveText(BRANDS.croupier.nav.filter((label) => label !== 'Poker'), { timeout: HAND_EDIT_SHOWN_MS });
      },
    ),
  );
  expect(readFileSync(`${ORIGIN_SITE}schemas/manifest.json`, 'utf8')).not.toContain('merchants/croupier/');
});

test('the floating widget hidden for one merchant only, by an operation added to its override of layouts/default in dist/schemas; its chat room is that override too', async ({ page }) => {
  const floating = page.getByRole('complementary', { name: 'Quick links' });
  const chatRoom = page.getByRole('button', { name: 'Chat room' });
  // No edit yet: both brands have the floating widget; luckystar's override (merchants/luckystar/layouts/default.json)
  // swaps the live chat for its chat room.
  await page.goto(`${LUCKYSTAR}/`);
  await expect(floating).toBeVisible();
  await expect(chatRoom).toBeVisible();
  await page.goto(`${CROUPIER}/`);
  await expect(floating).toBeVisible();
  await expect(chatRoom).toHaveCount(0);

  await withOriginFile(
    'merchants/luckystar/layouts/default.json',
    (text) => {
      const override = JSON.parse(text) as { operations: unknown[] };
      override.operations.push({ op: 'hide', id: 'floating-widget' });
      return JSON.stringify(override, null, 2);
    },
    async () => {
      await page.goto(`${LUCKYSTAR}/`);
      await expect(page.getByRole('complementary', { name: 'Contact and apps' })).toBeVisible();
      // The edit itself (the floating widget hidden), once the page has loaded again from the origin's files.
      await expect(floating).toHaveCount(0, { timeout: HAND_EDIT_SHOWN_MS });
      await expect(chatRoom).toBeVisible();
      await page.goto(`${CROUPIER}/`);
      await expect(floating).toBeVisible();
    },
  );
});
