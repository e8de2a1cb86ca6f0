import type { Page, Route } from '@playwright/test';
import { expect, FAILED_RESOURCE, test } from './support/test';
import { logInAs } from './support/login';
import { fetchForRoute } from './support/route-fetch';

/**
 * Issue 26, numbers and states, findability, and platform HTML that loads nothing from unknown hosts:
 * each checked on the real page (the production build against the embedded platform).
 */

/** Any float noise a member could read: a number with five or more decimals. */
const FLOAT_NOISE = /\d\.\d{5,}/;

test('/pvp shows minimum bets in the money format, never float noise', async ({ page }) => {
  await page.goto('/pvp');
  const rooms = page.getByRole('region', { name: 'Open tables' });
  await expect(rooms.getByRole('listitem').first()).toBeVisible();
  const bets = await rooms.getByText(/^Min bet /).allInnerTexts();
  expect(bets.length).toBeGreaterThan(0);
  for (const bet of bets) expect(bet).toMatch(/^Min bet P \d{1,3}(,\d{3})*\.\d{2}$/);
  expect(bets).toContain('Min bet P 3.00');
  expect(await page.locator('main').innerText()).not.toMatch(FLOAT_NOISE);
});

test.describe('/promoDetail', () => {
  test('without an id: one "Promotion not found" and a link back to the promotions', async ({ page }) => {
    await page.goto('/promoDetail');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotion not found' })).toBeVisible();
    await expect(page.getByRole('alert')).toHaveCount(0);
    await page.getByRole('main').getByRole('link', { name: 'All promotions' }).click();
    await expect(page).toHaveURL(/\/promotions$/);
  });

  test('with an unknown id: the same one message, not an error box per part', async ({ page, consoleGate }) => {
    consoleGate.allow({ text: FAILED_RESOURCE, url: /\/promotion\/detail/, reason: 'the platform answers 400 for a promotion it does not know' });
    await page.goto('/promoDetail?promotionId=999');
    await expect(page.getByRole('heading', { level: 1, name: 'Promotion not found' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Try again' })).toHaveCount(0);
    await expect(page.getByRole('main').getByRole('link', { name: 'All promotions' })).toHaveAttribute('href', '/promotions');
  });

  test('a promotion: its picture, a back link, its name, and the apply button', async ({ page }) => {
    await page.goto('/promotions');
    // vip01: content-screens.spec.ts applies to this promotion as player01, which leaves it "applying" for player01.
    await logInAs(page, 'vip01');
    await page.getByRole('main').getByRole('link', { name: 'Daily check-in bonus' }).click();
    await expect(page).toHaveURL(/\/promoDetail\?promotionId=106$/);
    const main = page.getByRole('main');
    await expect(main.getByRole('heading', { level: 1, name: 'Daily check-in bonus' })).toBeVisible();
    const picture = main.locator('.record-page__image');
    await expect(picture).toBeVisible();
    expect(await picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0)).toBe(true);
    await expect(main.getByRole('link', { name: /All promotions/ })).toHaveAttribute('href', '/promotions');
    await expect(main.getByRole('button', { name: 'Send application' })).toBeVisible();
  });
});

test('point mall: a reward out of stock is sold out and cannot be redeemed', async ({ page }) => {
  await page.goto('/pointMall');
  await logInAs(page, 'player01');
  const phone = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Gaming phone' }) });
  await expect(phone.getByText('Sold out', { exact: true })).toBeVisible();
  const redeem = phone.getByRole('button', { name: 'Redeem' });
  await expect(redeem).toBeDisabled();
  await expect(redeem).toHaveAccessibleDescription('Out of stock: it cannot be redeemed until it is restocked.');
  const earbuds = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'Wireless earbuds' }) });
  await expect(earbuds.getByRole('button', { name: 'Redeem' })).toBeEnabled();
});

/** Closes the member centre as a player does (Escape), back on the page under it. */
async function closeCentre(page: Page): Promise<void> {
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Member Centre' })).toHaveCount(0);
}

test.describe('the signed-in header', () => {
  for (const width of [390, 1440]) {
    test(`player01 at ${width} px reaches Platform Information (with the unread count), My Wallet and My Account`, async ({ page }) => {
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/help');
      await logInAs(page, 'player01');
      const banner = page.getByRole('banner');
      // Wide, they are captioned icons beside the balance; on a phone, links in the Menu button's panel.
      const shortcut = async (name: string | RegExp) => {
        if (width >= 1440) return banner.getByRole('navigation', { name: 'My shortcuts' }).getByRole('button', { name });
        await banner.getByRole('button', { name: 'Menu' }).click();
        return banner.getByRole('region', { name: 'Menu' }).getByRole('navigation', { name: 'My shortcuts' }).getByRole('link', { name });
      };
      const messages = await shortcut(width >= 1440 ? /^Platform Information, \d+ unread$/ : /^Platform Information \d+$/);
      await expect(messages).toBeVisible();
      await expect(banner.getByRole('navigation', { name: 'My shortcuts' }).getByRole(width >= 1440 ? 'button' : 'link', { name: 'Agent Centre' })).toHaveCount(0);
      await messages.click();
      await expect(page).toHaveURL(/memberCentre=messageV2/);
      await closeCentre(page);
      await (await shortcut('My Wallet')).click();
      await expect(page).toHaveURL(/memberCentre=transferFund/);
      await closeCentre(page);
      await (await shortcut('My Account')).click();
      await expect(page).toHaveURL(/memberCentre=securityCenter/);
    });
  }

  test('agent01 sees the Agent Centre in the header itself', async ({ page }) => {
    await page.goto('/help');
    await logInAs(page, 'agent01');
    const centre = page.getByRole('banner').getByRole('navigation', { name: 'My shortcuts' }).getByRole('button', { name: 'Agent Centre' });
    await expect(centre).toBeVisible();
    await expect(centre).toHaveText('Agent Centre');
    await centre.click();
    await expect(page).toHaveURL(/agentCentre=agentTeamOverview/);
  });
});

test('a game’s picture opens the game, like Play', async ({ page }) => {
  await page.goto('/rng?page=PG');
  await logInAs(page, 'player01');
  const first = page.getByRole('list', { name: 'Games' }).getByRole('article').first();
  const name = await first.getByRole('heading').innerText();
  // A click where the picture is (away from the Play button) lands on the name's button stretched over the tile.
  await first.scrollIntoViewIfNeeded();
  const art = await first.locator('.game-tile__art').boundingBox();
  if (!art) throw new Error('the tile has a picture');
  await page.mouse.click(art.x + art.width / 2, art.y + art.height * 0.4);
  await expect(page).toHaveURL(/\/game$/);
  await expect(page.locator(`iframe[title="${name}"]`)).toBeVisible();
});

/** The first notice of the list, as a platform might send it: a picture hot-linked from another host and a pixel. */
async function noticeWithForeignPictures(route: Route): Promise<void> {
  const response = await fetchForRoute(route);
  const body = (await response.json()) as { success: boolean; value?: { notices?: Record<string, unknown>[] } };
  const notices = body.value?.notices ?? [];
  const [first, ...rest] = notices;
  const foreign = {
    ...first,
    title: 'Pool renovation',
    content: '<p>The pool is closed this week.</p><p><img src="https://other.example/pool.jpg" alt="The pool under renovation"></p><img src="https://other.example/pixel.png" width="1" height="1"><p><img src="/platform-assets/cdn-a/banners/promo-101.svg" alt="Our own banner"></p>',
  };
  await route.fulfill({ response, json: { ...body, value: { ...body.value, notices: [foreign, ...rest] } } });
}

async function foreignRequests(page: Page): Promise<string[]> {
  const requests: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).hostname.endsWith('other.example')) requests.push(request.url());
  });
  await page.route(/other\.example/, (route) => route.abort());
  return requests;
}

test('a notice’s pictures from an unknown host are never fetched; their alt text stays', async ({ page }) => {
  const requests = await foreignRequests(page);
  await page.route(/\/wps\/relay\/MCSFE_getListAnnouncements/, noticeWithForeignPictures);
  await page.goto('/noticePage');
  await page.getByRole('navigation', { name: 'Notices' }).getByRole('button', { name: /Pool renovation/ }).click();
  const pane = page.locator('.notice-pane__content');
  await expect(pane).toContainText('The pool is closed this week.');
  await expect(pane.getByText('The pool under renovation')).toBeVisible();
  await expect(pane.locator('img[src*="other.example"]')).toHaveCount(0);
  await expect(pane.getByRole('img', { name: 'Our own banner' })).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(requests).toEqual([]);
});
