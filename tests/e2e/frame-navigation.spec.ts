import { readFileSync } from 'node:fs';
import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { logInAs } from './support/login';

/**
 * Issue 42, "Navigation and frame": what a player finds in the frame at 390 and 1440 px. Each test walks one page
 * through its widths, so a group of assertions costs one page load.
 */

const PHONE = { width: 390, height: 844 };
const DESKTOP = { width: 1440, height: 900 };
/** About a tenth of a 390 × 844 phone screen. */
const HEADER_BUDGET = 84;

interface MenuItemDoc {
  id: string;
  when?: unknown;
}
const itemsOf = (menu: string): MenuItemDoc[] => (JSON.parse(readFileSync(new URL(`../../schemas/menus/${menu}.json`, import.meta.url), 'utf8')) as { items: MenuItemDoc[] }).items;

const banner = (page: Page) => page.getByRole('banner');

async function headerHeight(page: Page): Promise<number> {
  return (await banner(page).boundingBox())?.height ?? Number.POSITIVE_INFINITY;
}

/** Every icon the header shows (buttons and links with an svg) has visible text beside it, outside the balance. */
async function unlabelledIcons(page: Page): Promise<string[]> {
  return banner(page).evaluate((header) =>
    [...header.querySelectorAll<HTMLElement>('button, a, summary')]
      // The balance's own hide and refresh toggles sit inside the labelled balance; everything else speaks for itself.
      .filter((element) => element.querySelector('svg') && !element.closest('.balance-pill') && element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden')
      .filter((element) => element.innerText.trim() === '')
      .map((element) => element.outerHTML.slice(0, 120)),
  );
}

async function openPhoneMenu(page: Page): Promise<Locator> {
  await banner(page).getByRole('button', { name: 'Menu' }).click();
  const panel = banner(page).getByRole('region', { name: 'Menu' });
  await expect(panel).toBeVisible();
  return panel;
}

test('phone: one Menu button opens every area of the menus; the header stays within a tenth of the screen; Deposit is one tap', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/help');
  expect(await headerHeight(page)).toBeLessThanOrEqual(HEADER_BUDGET);
  expect(await unlabelledIcons(page)).toEqual([]);
  // The footer's partner columns file each provider under its real category (the vendor list's), not by a guess.
  const partners = page.getByRole('region', { name: 'Game partners' });
  const column = (group: string) => partners.locator(`[data-vendor-group="${group}"]`);
  await expect(column('LIVE').locator('[data-vendor="EVO"]')).toHaveCount(1);
  for (const slot of ['PG', 'JDB']) await expect(column('RNG').locator(`[data-vendor="${slot}"]`)).toHaveCount(1);
  await expect(column('RNG').locator('[data-vendor="EVO"], [data-vendor="JILI"], [data-vendor="SABA"]')).toHaveCount(0);
  await expect(column('FISH').locator('[data-vendor="JILI"]')).toHaveCount(1);
  // Every area the header navigation and the help menu name (their documents), and the named ones by name.
  let panel = await openPhoneMenu(page);
  for (const item of [...itemsOf('header-nav'), ...itemsOf('footer-help')]) await expect(panel.locator(`[data-node-id="${item.id}"]`).first(), `menu item ${item.id}`).toBeVisible();
  for (const name of ['Point Mall', 'Help', 'Notices', 'Download App', 'Join Us', 'Promotions', 'Slots']) await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
  await panel.getByRole('link', { name: 'Point Mall', exact: true }).click();
  await expect(page).toHaveURL(/\/pointMall$/);
  await expect(panel).toBeHidden();

  await page.goto('/help');
  await logInAs(page, 'player01');
  expect(await headerHeight(page)).toBeLessThanOrEqual(HEADER_BUDGET);
  expect(await unlabelledIcons(page)).toEqual([]);
  panel = await openPhoneMenu(page);
  for (const name of ['Withdraw', 'Betting Record', 'My Wallet', 'Sign out', 'Notices']) await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
  await expect(panel.getByRole('link', { name: /^Platform Information/ })).toBeVisible();
  await banner(page).getByRole('button', { name: 'Menu' }).click();

  // Deposit, one tap from the header; its form above the fold.
  await banner(page).getByRole('button', { name: 'Deposit', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Member Centre' });
  // The centre's menu item, not the form's submit button of the same name (the form may already be there).
  await expect(centre.getByRole('navigation', { name: 'Member Centre' }).getByRole('button', { name: 'Deposit', exact: true })).toHaveAttribute('aria-current', 'page');
  await expect(centre.getByLabel('Amount')).toBeInViewport({ ratio: 1 });
  await expect(centre.getByRole('button', { name: 'Deposit', exact: true }).last()).toBeInViewport({ ratio: 1 });

  await page.keyboard.press('Escape');
  await page.setViewportSize(DESKTOP);
  expect(await unlabelledIcons(page)).toEqual([]);
  await expect(banner(page).getByRole('button', { name: 'Menu' })).toBeHidden();
  await banner(page).getByRole('button', { name: 'Deposit', exact: true }).click();
  await expect(centre.getByLabel('Amount')).toBeInViewport({ ratio: 1 });
});

/** The second brand (schemas/merchants.json maps 127.0.0.1 to luckystar), at 390 px: its own menu and frame. */
const LUCKY_STAR = `http://127.0.0.1:${process.env['PREVIEW_PORT'] ?? '4173'}`;
/** The shared header menu less what Lucky Star's override hides (its other operations only move items). */
function luckyStarItems(): MenuItemDoc[] {
  const override = JSON.parse(readFileSync(new URL('../../schemas/merchants/luckystar/menus/header-nav.json', import.meta.url), 'utf8')) as { operations: { op: string; id: string }[] };
  const hidden = new Set(override.operations.filter((operation) => operation.op === 'hide').map((operation) => operation.id));
  return itemsOf('header-nav').filter((item) => !hidden.has(item.id));
}

test('phone, Lucky Star: the same frame promises on the second brand (its own menu, header within a tenth, Deposit one tap, one chat button)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto(`${LUCKY_STAR}/help`);
  await expect(banner(page).getByRole('link', { name: /Lucky Star/ }).first()).toBeAttached();
  expect(await headerHeight(page)).toBeLessThanOrEqual(HEADER_BUDGET);
  expect(await unlabelledIcons(page)).toEqual([]);
  // Lucky Star's chat room, once, in its brand colour (the croupier brand's live chat is not there).
  await expect(page.getByRole('button', { name: 'Chat room' })).toHaveCount(1);
  await expect(page.getByRole('button', { name: 'Live chat' })).toHaveCount(0);
  // #2ee6a8, the primary of merchants/luckystar/themes/default.json.
  expect(await page.getByRole('button', { name: 'Chat room' }).evaluate((button) => `${getComputedStyle(button).backgroundColor} ${getComputedStyle(button).backgroundImage}`)).toContain('rgb(46, 230, 168)');
  let panel = await openPhoneMenu(page);
  for (const item of [...luckyStarItems(), ...itemsOf('footer-help')]) await expect(panel.locator(`[data-node-id="${item.id}"]`).first(), `menu item ${item.id}`).toBeVisible();
  for (const name of ['Point Mall', 'Help', 'Notices', 'Download App', 'Join Us']) await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
  // Its menu, not croupier's: Promotions straight after Home, and no E-Sports.
  await expect(panel.getByRole('link', { name: 'Home', exact: true }).locator('xpath=ancestor::li[1]/following-sibling::li[1]')).toHaveText('Promotions');
  await expect(panel.getByRole('link', { name: 'E-Sports', exact: true })).toHaveCount(0);
  await banner(page).getByRole('button', { name: 'Menu' }).click();

  await logInAs(page, 'player01');
  expect(await headerHeight(page)).toBeLessThanOrEqual(HEADER_BUDGET);
  expect(await unlabelledIcons(page)).toEqual([]);
  panel = await openPhoneMenu(page);
  for (const name of ['Withdraw', 'Cashback', 'My Wallet', 'Sign out']) await expect(panel.getByRole('link', { name, exact: true })).toBeVisible();
  await banner(page).getByRole('button', { name: 'Menu' }).click();
  await banner(page).getByRole('button', { name: 'Deposit', exact: true }).click();
  const centre = page.getByRole('dialog', { name: 'Member Centre' });
  await expect(centre.getByLabel('Amount')).toBeInViewport({ ratio: 1 });
  await expect(centre.getByRole('button', { name: 'Deposit', exact: true }).last()).toBeInViewport({ ratio: 1 });
  // Cashback reads rates that agree with the amounts on this brand too.
  await centre.getByRole('button', { name: 'Cashback', exact: true }).click();
  const jdb = centre.getByRole('row').filter({ hasText: 'JDB Gaming' }).or(centre.locator('tr, li, dl').filter({ hasText: 'JDB Gaming' })).first();
  await expect(jdb).toContainText('0.8%');
  await expect(jdb).toContainText('131.84');
});

test('phone: the member centre opens at its full height, so a deposit form that arrives late shifts nothing (layout shift under 0.1)', async ({ page }) => {
  await page.setViewportSize(PHONE);
  await page.goto('/help');
  await logInAs(page, 'player01');
  await page.addInitScript(() => {
    const shifts: number[] = [];
    Object.assign(window, { layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number; hadRecentInput: boolean })[]) if (!entry.hadRecentInput) shifts.push(entry.value);
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // The deposit's data comes late, as on a slow phone.
  await page.route('**/deposit/channels*', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 1200));
    await route.continue();
  });
  await page.goto('/?memberCentre=depositv2');
  const centre = page.getByRole('dialog', { name: 'Member Centre' });
  await expect(centre.getByLabel('Amount')).toBeVisible();
  await expect(centre.getByRole('region', { name: 'Deposit channels' }).or(centre.locator('[data-node-id="channels"]')).first()).toBeVisible();
  const shifted = await page.evaluate(() => ((window as unknown as { layoutShifts: number[] }).layoutShifts ?? []).reduce((sum, value) => sum + value, 0));
  expect(shifted).toBeLessThan(0.1);
});

test.describe('popups take turns', () => {
  test.use({ unseenPopups: ['notice', 'redEnvelope'] });

  test('never two at once, never over the deposit form: they wait for the member centre to close, then show one by one', async ({ page }) => {
    // player01's envelope stays unopened here whatever other specs did with it (nothing here opens it).
    await page.route('**/wps/redEnvelope', (route) =>
      route.request().method() === 'GET' ? route.fulfill({ json: { success: true, value: { envelopeId: 'RE-queue', title: 'Lucky red envelope', status: 'available' } } }) : route.continue(),
    );
    await page.goto('/help');
    await logInAs(page, 'player01');
    const envelopeAnswered = page.waitForResponse('**/wps/redEnvelope');
    const asked: string[] = [];
    page.on('request', (request) => asked.push(new URL(request.url()).pathname));
    await page.goto('/?memberCentre=depositv2');
    const centre = page.getByRole('dialog', { name: 'Member Centre' });
    // A cold load that opens the centre and its deposit form: over 7 s once on the slower machine of 29 November with
    // the rest of the suite beside it (the frame had drawn, the centre not yet).
    await expect(centre.getByLabel('Amount')).toBeVisible({ timeout: 20_000 });
    // The page under a centre the member arrived on waits until the centre closes (issue 37: the centre's code and
    // data have the phone to themselves), and with it the page's popups: nothing covers the deposit form.
    await expect(centre.getByRole('heading', { name: 'Make a deposit' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Game categories' })).toHaveCount(0);
    await expect(page.getByRole('dialog')).toHaveCount(1);
    await expect(centre.getByLabel('Amount')).toBeInViewport();
    // Nothing of the home page was asked for while the centre was open: not its document, its banners' and hot
    // matches' data, nor their code (the frame's own requests, the centre's and the deposit's only).
    const homeParts = asked.filter((path) => path === '/schemas/screens/home.json' || path.endsWith('/sports/hotMatches') || path.includes('MCSFE_getListAnnouncements') || /\/assets\/(banner-carousel|hot-matches|category-tiles)-/.test(path));
    expect(homeParts, 'requests for the home page while it waits under the centre').toEqual([]);
    await page.keyboard.press('Escape');
    await expect(centre).toBeHidden();
    await expect(page.getByRole('heading', { name: 'Game categories' })).toBeVisible();
    await envelopeAnswered;
    const popups = page.getByRole('dialog');
    // Then one at a time, in the order their contents arrived.
    const shown: string[] = [];
    for (let turn = 0; turn < 2; turn++) {
      await expect(popups).toHaveCount(1);
      shown.push(await popups.locator('h2').first().innerText());
      await popups.getByRole('button', { name: /^(Got it|Close)$/ }).first().click();
    }
    expect(shown.sort()).toEqual(['Lucky red envelope', 'Welcome to Croupier']);
    await expect(popups).toHaveCount(0);
  });
});

/** The buttons of a tab row that look different from most of their siblings (colour, background, outline, border). */
async function lookingSelected(tabs: Locator): Promise<string[]> {
  return tabs.evaluateAll((elements) => {
    const look = (element: Element) => {
      const style = getComputedStyle(element);
      return [style.color, style.backgroundColor, style.backgroundImage, style.outlineStyle === 'none' ? 'none' : `${style.outlineStyle} ${style.outlineColor}`, style.borderColor, style.boxShadow].join('|');
    };
    const looks = elements.map(look);
    const counts = new Map<string, number>();
    for (const entry of looks) counts.set(entry, (counts.get(entry) ?? 0) + 1);
    const usual = [...counts.entries()].sort((a, b) => b[1] - a[1])[0]?.[0];
    return elements.filter((_, index) => looks[index] !== usual).map((element) => (element as HTMLElement).innerText.trim());
  });
}

test('tabs show one selection (a centre tab opened by a reload, a vendor tab, the header section); tables at 1440 px are tables', async ({ page }) => {
  await page.setViewportSize(DESKTOP);
  await page.goto('/rng?page=JDB');
  await logInAs(page, 'player01');
  await page.mouse.move(0, DESKTOP.height - 1);
  // Read at rest: a tab's colours change with a short transition (a busy machine once read the first tab, CQ9, still
  // fading out after the page's vendor came from the address).
  await expect.poll(() => lookingSelected(page.getByRole('tablist', { name: 'Game providers' }).getByRole('tab'))).toEqual(['JDB Gaming']);
  await expect.poll(() => lookingSelected(page.getByRole('navigation', { name: 'Main navigation' }).locator('.header-nav__link'))).toEqual(['Slots']);
  for (const width of [DESKTOP.width, PHONE.width]) {
    await page.setViewportSize(width === PHONE.width ? PHONE : DESKTOP);
    await page.goto('/?memberCentre=withdraw');
    const centre = page.getByRole('dialog', { name: 'Member Centre' });
    await expect(centre.getByRole('button', { name: 'Withdraw', exact: true }).first()).toHaveAttribute('aria-current', 'page');
    await page.mouse.move(0, 0);
    // The centre's tabs (its menu), not the withdrawals' pager, whose current page is meant to stand out.
    await expect.poll(() => lookingSelected(centre.locator('nav.centre__menu').getByRole('button')), `centre tabs at ${width} px`).toEqual(['Withdraw']);
    // The withdrawals (8 columns and the actions) are a table where there is room, cards only on a phone; each row's
    // action cell stays a cell of the table's grid.
    const withdrawals = centre.locator('.record-table__scroll').last();
    await expect(withdrawals.locator('tbody tr').first()).toBeVisible();
    if (width === DESKTOP.width) {
      await expect(withdrawals).not.toHaveClass(/record-table__scroll--cards/);
      await expect(withdrawals.getByRole('columnheader')).toHaveCount(9);
      expect(await withdrawals.locator('td.record-table__actions').evaluateAll((cells) => cells.map((cell) => getComputedStyle(cell).display))).not.toContain('flex');
    } else await expect(withdrawals).toHaveClass(/record-table__scroll--cards/);
  }
});
