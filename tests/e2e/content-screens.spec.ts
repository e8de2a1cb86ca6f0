import { readFileSync } from 'node:fs';
import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { logInAs } from './support/login';
import { openInApp } from './support/navigate';

/** Each content screen (spec §2) and the real content it must show from the embedded platform. */
const SCREENS: readonly { path: string; shows: (page: Page) => ReturnType<Page['getByText']> }[] = [
  { path: '/noticePage', shows: (p) => p.getByRole('main').getByRole('heading', { name: 'Scheduled maintenance this Thursday' }) },
  { path: '/vip', shows: (p) => p.getByRole('cell', { name: 'Diamond' }) },
  { path: '/pointMall', shows: (p) => p.getByRole('heading', { name: 'Wireless earbuds' }) },
  { path: '/promotions', shows: (p) => p.getByRole('link', { name: 'Welcome bonus 100%' }) },
  { path: '/promoDetail?promotionId=101', shows: (p) => p.getByText('New members only, one per household.') },
  { path: '/help', shows: (p) => p.getByRole('heading', { name: 'Responsible Gaming', level: 3 }) },
  { path: '/down', shows: (p) => p.getByRole('region', { name: 'Android app' }).getByRole('img') },
  { path: '/join', shows: (p) => p.getByText('Up to 45% commission') },
  { path: '/helpmc', shows: (p) => p.getByRole('heading', { name: 'Privacy Policy', level: 3 }) },
];

const routes = (JSON.parse(readFileSync(new URL('../../schemas/routes.json', import.meta.url), 'utf8')) as { routes: { paths: string[]; screen: string }[] }).routes;
/** The `id` of the screen document a path's route shows. */
function screenIdOf(pathname: string): string {
  const route = routes.find((entry) => entry.paths.includes(pathname));
  if (!route) throw new Error(`no route for ${pathname}`);
  return (JSON.parse(readFileSync(new URL(`../../schemas/${route.screen}.json`, import.meta.url), 'utf8')) as { id: string }).id;
}

/** Walks the screens from the page already open, as the site's links do (each screen's boot is shell-routes.spec.ts's). */
async function checkScreens(page: Page): Promise<void> {
  for (const { path, shows } of SCREENS) {
    await openInApp(page, path);
    await expect(shows(page), path).toBeVisible();
    // The path's own screen document, not another's (the old shared filler showed one screen on every path).
    await expect(page.locator('.screen[data-screen-id]'), path).toHaveAttribute('data-screen-id', screenIdOf(new URL(path, 'http://site.invalid').pathname));
  }
}

test('each content screen shows real content to a visitor', async ({ page }) => {
  // A walk through every page in one test, like the player's below.
  test.slow();
  await page.goto('/');
  await checkScreens(page);
  await openInApp(page, '/vip');
  await expect(page.getByRole('main').getByRole('button', { name: 'Register' })).toBeVisible();
  await openInApp(page, '/helpmc');
  await expect(page.getByRole('banner')).toHaveCount(0);
  await expect(page.getByRole('contentinfo')).toHaveCount(0);
});

test('the VIP ladder is cards on a phone and a table on a desktop, follows the window both ways and content that widens it, and writes its rates as the platform sends them', async ({ page }) => {
  const errors: string[] = [];
  page.on('pageerror', (error) => errors.push(error.message));
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/vip');
  const ladder = page.locator('.record-table__scroll').first();
  await expect(ladder.getByRole('cell', { name: 'Diamond' })).toBeVisible();
  // Too wide for a phone: cards, each value beside its heading, with nothing to scroll sideways.
  await expect(ladder).toHaveClass(/record-table__scroll--cards/);
  expect(await ladder.evaluate((box) => box.scrollWidth <= box.clientWidth + 1)).toBe(true);
  // The rates as numbers, not Intl's float noise: Bronze's 0.3 % cashback, three decimals at most.
  await expect(ladder.locator('tbody tr').first()).toContainText('0.3%');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(ladder).not.toHaveClass(/record-table__scroll--cards/);
  await expect(ladder.getByRole('columnheader', { name: 'Cashback' })).toBeVisible();
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(ladder).toHaveClass(/record-table__scroll--cards/);
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(ladder).not.toHaveClass(/record-table__scroll--cards/);
  // The same rows grown wider than the desktop's box (a cell's text made long): cards there too, nothing scrolls sideways.
  await ladder.locator('tbody td').first().evaluate((cell) => cell.append(` ${'W'.repeat(300)}`));
  await expect(ladder).toHaveClass(/record-table__scroll--cards/);
  expect(await ladder.evaluate((box) => box.scrollWidth <= box.clientWidth + 1)).toBe(true);
  expect(errors).toEqual([]);
});

test('each content screen shows real content to player01, with the member parts', async ({ page }) => {
  // A walk through every page in one test: more than one page's worth of time beside the other group.
  test.slow();
  await page.goto('/');
  await logInAs(page, 'player01');
  await checkScreens(page);
  await openInApp(page, '/vip');
  await expect(page.getByRole('progressbar')).toBeVisible();
  await openInApp(page, '/pointMall');
  await expect(page.getByRole('region', { name: 'Your points' })).toContainText(/\d/);
});

test('a notice carrying scripts, handlers, javascript: links and a foreign iframe shows as harmless markup', async ({ page }) => {
  const dialogs: string[] = [];
  const foreign: string[] = [];
  page.on('dialog', (dialog) => {
    dialogs.push(dialog.message());
    void dialog.dismiss();
  });
  page.on('request', (request) => request.url().includes('evil.example') && foreign.push(request.url()));
  // The hostile notice exists only in the scenario the security tests name; the default one reads like a real operator's.
  await page.goto('/noticePage?scenario=hostileContent');
  await page.getByRole('navigation', { name: 'Notices' }).getByRole('button', { name: /Scheduled maintenance \(security test\)/ }).click();
  const pane = page.locator('.notice-pane__content');
  await expect(pane).toContainText('Maintenance notice');
  await expect(pane.locator('script, iframe, svg, form')).toHaveCount(0);
  expect(await pane.locator('[onerror], [onload]').count()).toBe(0);
  await expect(pane.getByText('click')).not.toHaveAttribute('href', /.+/);
  const terms = pane.getByRole('link', { name: 'Terms' });
  await expect(terms).toHaveAttribute('target', '_blank');
  await expect(terms).toHaveAttribute('rel', 'noopener noreferrer');
  await page.waitForTimeout(500);
  expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();
  expect(dialogs).toEqual([]);
  expect(foreign).toEqual([]);
});

test.describe('a visitor who has not seen the popup notice yet', () => {
  test.use({ unseenPopups: ['notice'] });

  test('the notice popup shows once per session', async ({ context, page }) => {
    await page.goto('/');
    const popup = page.getByRole('dialog', { name: 'Welcome to Croupier' });
    await expect(popup).toBeVisible();
    await popup.getByRole('button', { name: 'Got it' }).click();
    await expect(popup).toHaveCount(0);
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Game categories' })).toBeVisible();
    await expect(popup).toHaveCount(0);
    const next = await context.newPage();
    await next.goto('/');
    await expect(next.getByRole('heading', { name: 'Game categories' })).toBeVisible();
    await expect(next.getByRole('dialog', { name: 'Welcome to Croupier' })).toBeVisible();
  });
});

test('home shows the notice banners and the marquee of player notices', async ({ page }) => {
  await page.goto('/');
  const banners = page.getByRole('region', { name: 'Featured' });
  await expect(banners.getByRole('img').first()).toBeVisible();
  await banners.getByRole('button', { name: 'Next banner' }).click();
  await expect(banners.getByRole('button', { name: 'Banner 2' })).toHaveAttribute('aria-current', 'true');
  await expect(page.getByRole('marquee', { name: 'News' })).toContainText(/\w+/);
});

test('the pictures a phone sees first load first: the hero art, the first banner and the first promotion cards are eager, the first at high priority; later cards wait', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await expect(page.locator('img.hero__art')).toHaveAttribute('fetchpriority', 'high');
  const firstBanner = page.getByRole('region', { name: 'Featured' }).getByRole('img').first();
  await expect(firstBanner).toHaveAttribute('fetchpriority', 'high');
  await expect(firstBanner).toHaveAttribute('loading', 'eager');
  await page.goto('/promotions');
  const pictures = page.locator('img.card-grid__image');
  await expect(pictures.nth(2)).toBeAttached();
  // The first card's picture is the page's largest paint on a phone: a lazy one waited for layout before it loaded.
  await expect(pictures.first()).toHaveAttribute('loading', 'eager');
  await expect(pictures.first()).toHaveAttribute('fetchpriority', 'high');
  await expect(pictures.nth(1)).toHaveAttribute('loading', 'eager');
  await expect(pictures.nth(2)).toHaveAttribute('loading', 'lazy');
});

test('point mall: a wrong payment password keeps the form; the right one lowers the points and adds a history row; convert shows the platform\'s rate and refuses under its minimum', async ({ page }) => {
  await page.goto('/');
  await logInAs(page, 'player01');
  await openInApp(page, '/pointMall');
  const points = page.getByRole('region', { name: 'Your points' }).locator('[data-field="points"] dd');
  await expect(points).toHaveText(/\d/);
  const before = Number((await points.textContent())?.replace(/\D/g, ''));
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'P50 bonus credit' }) });
  await card.getByRole('button', { name: 'Redeem' }).click();
  await card.getByLabel('Payment password').fill('000000');
  await card.getByRole('button', { name: 'Redeem now' }).click();
  await page.getByRole('alertdialog', { name: 'Redeem a reward' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(card.getByText('The payment password is incorrect.')).toBeVisible();
  await expect(card.getByRole('button', { name: 'Redeem now' })).toBeVisible();

  await card.getByLabel('Payment password').fill('123456');
  await card.getByRole('button', { name: 'Redeem now' }).click();
  await page.getByRole('alertdialog', { name: 'Redeem a reward' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Redeemed.' })).toBeVisible();
  await expect.poll(async () => Number((await points.textContent())?.replace(/\D/g, ''))).toBe(before - 500);
  const history = page.getByRole('region', { name: 'Redeem history' });
  await expect(history.locator('tbody tr').first()).toContainText('P50 bonus credit');
  await expect(history.locator('tbody tr').first()).toContainText('In process');

  // Points to balance (spec §7 points convert, with the payment password), at the platform's rate and minimum
  // (/wps/points/config): fewer points than the minimum are refused before anything is sent; the minimum converts.
  const convert = page.getByRole('region', { name: 'Convert points to balance' });
  const convertPoints = convert.getByLabel(/^Points/);
  await expect(convertPoints).toHaveAccessibleDescription('10 points = 1.00 pesos. You can convert 100 points or more.');
  let converts = 0;
  page.on('request', (request) => {
    if (request.method() === 'POST' && new URL(request.url()).pathname.endsWith('/points/convert')) converts++;
  });
  await convertPoints.fill('99');
  await convert.getByLabel(/^Payment password/).fill('123456');
  await convert.getByRole('button', { name: 'Convert' }).click();
  await expect(convert.getByText('Convert at least 100 points.')).toBeVisible();
  await expect(convertPoints).toBeFocused();
  await expect(convert.getByLabel(/^Payment password/)).toHaveValue('123456');
  expect(converts).toBe(0);
  await convertPoints.fill('100');
  await convert.getByRole('button', { name: 'Convert' }).click();
  await page.getByRole('alertdialog', { name: 'Convert points to balance' }).getByRole('button', { name: 'Confirm' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Points converted and added to your balance.' })).toBeVisible();
  await expect.poll(async () => Number((await points.textContent())?.replace(/\D/g, ''))).toBe(before - 500 - 100);
  expect(converts).toBe(1);
});

test('promotion apply refuses bad input with translated messages, keeps what was entered, then shows "applying"', async ({ page }) => {
  await page.goto('/');
  await logInAs(page, 'player01');
  await openInApp(page, '/promoDetail?promotionId=106');
  const form = page.getByRole('region', { name: 'Apply for this promotion' });
  const images = form.getByLabel('Images (optional)');
  const png = (name: string, size = 1024) => ({ name, mimeType: 'image/png', buffer: Buffer.alloc(size, 1) });

  await images.setInputFiles(png('big.png', 6 * 1024 * 1024));
  await expect(form.getByText('This image is larger than 5 MB.')).toBeVisible();
  await images.setInputFiles({ name: 'anim.gif', mimeType: 'image/gif', buffer: Buffer.alloc(64, 1) });
  await expect(form.getByText('Only PNG or JPG images are accepted.')).toBeVisible();
  await images.setInputFiles([png('a.png'), png('b.png'), png('c.png')]);
  await expect(form.getByRole('button', { name: 'Remove' })).toHaveCount(3);
  await images.setInputFiles(png('d.png'));
  await expect(form.getByText('You can add at most 3 images.')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Remove' })).toHaveCount(3);

  const comment = form.getByLabel('Comment (up to 140 characters)');
  await comment.fill('x'.repeat(141));
  await form.getByLabel('I agree to the terms of this activity.').check();
  await form.getByRole('button', { name: 'Send application' }).click();
  // Each refusal sits under its own field; nothing typed is lost.
  await expect(form.locator('.sf-field', { has: page.getByLabel('Comment (up to 140 characters)') }).locator('.sf-field__error')).toHaveText('Enter at most 140 characters.');
  await expect(comment).toHaveValue('x'.repeat(141));
  await expect(form.locator('.sf-field', { has: page.getByLabel('I confirm I am at least 18 years old.') }).locator('.sf-field__error')).toBeVisible();
  await expect(form.getByRole('button', { name: 'Remove' })).toHaveCount(3);

  await comment.fill('Checking in today.');
  await form.getByLabel('I confirm I am at least 18 years old.').check();
  await form.getByRole('button', { name: 'Send application' }).click();
  // The promotion now reads "applying" (spec §4), and the form, which only an open promotion offers, is gone.
  await expect(page.locator('[data-node-id="promo-facts"] [data-field="status"] dd')).toHaveText('Applying');
  await expect(form).toHaveCount(0);

  // The VIP lucky draw's raffle reward, issued to player01, is claimed on its promotion page (MCS2_claimRafflePromotion).
  await openInApp(page, '/promoDetail?promotionId=105');
  const claim = page.getByRole('region', { name: 'Claim' });
  await claim.getByRole('button', { name: 'Claim now' }).click();
  const claimed = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/relay/MCS2_claimRafflePromotion');
  await page.getByRole('alertdialog', { name: 'Claim a reward' }).getByRole('button', { name: 'Confirm' }).click();
  // The platform gives the ticket; the page then reloads the promotion (the form's own message goes with it).
  expect(await (await claimed).json()).toMatchObject({ success: true, value: { promotionId: 105, status: 'claimed' } });
  await expect(page.getByRole('heading', { name: 'VIP lucky draw', level: 1 }).or(page.getByRole('heading', { name: 'VIP lucky draw' }).first())).toBeVisible();
});

test('each footer About link lands on its help section', async ({ page }) => {
  const links: readonly [string, string][] = [
    ['About Company', 'about-company'],
    ['General Terms and Conditions', 'terms'],
    ['Responsible Gaming', 'responsible-gaming'],
    ['Privacy Policy', 'privacy-policy'],
    ['Refund Policy', 'refund-policy'],
    ['Affiliates', 'affiliates'],
    ['Contact Us', 'contact-us'],
  ];
  await page.goto('/');
  for (const [name, anchor] of links) {
    await openInApp(page, '/');
    await page.getByRole('contentinfo').getByRole('link', { name, exact: true }).or(page.getByRole('contentinfo').getByRole('button', { name, exact: true })).first().click();
    await expect(page).toHaveURL(new RegExp(`/help#${anchor}$`));
    await expect(page.locator(`#${anchor}`)).toBeInViewport();
  }
});

test.describe('a member who has not seen the red envelope yet', () => {
  test.use({ unseenPopups: ['redEnvelope'] });

  test('player01 opens the red envelope: the amount goes to the main wallet, once', async ({ page }) => {
    await page.goto('/');
    await logInAs(page, 'player01');
    const balance = page.getByRole('banner').getByTestId('balance');
    await expect(balance).toHaveText(/P [\d,]+\.\d\d/);
    const before = Number((await balance.textContent())?.replace(/[^\d.]/g, ''));
    const envelope = page.getByRole('dialog', { name: /red envelope/i });
    await expect(envelope).toBeVisible();
    await envelope.getByRole('button', { name: 'Open' }).click();
    const result = envelope.getByRole('status');
    await expect(result).toHaveText(/You got [\d,]+\.\d\d pesos! It is in your main wallet\./);
    const won = Number((await result.textContent())?.replace(/^You got ([\d,.]+) pesos!.*$/, '$1').replace(/,/g, ''));
    await expect.poll(async () => Number((await balance.textContent())?.replace(/[^\d.]/g, ''))).toBeCloseTo(before + won, 2);
    await envelope.getByRole('button', { name: 'Got it' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { name: 'Game categories' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: /red envelope/i })).toHaveCount(0);
  });
});

test('feedback on the help page: content outside the platform range is refused under the field, then sent', async ({ page }) => {
  await page.goto('/');
  await logInAs(page, 'player01');
  await openInApp(page, '/help');
  const form = page.getByRole('region', { name: 'Send us feedback' });
  await form.getByLabel('Type').selectOption({ label: 'Suggestion' });
  const content = form.getByLabel('Your message');
  await content.fill('Too short');
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(form.locator('.sf-field', { has: page.getByLabel('Your message') }).locator('.sf-field__error')).toContainText('10');
  await expect(content).toHaveValue('Too short');
  await content.fill('Please add more live baccarat tables in the evening.');
  await form.getByRole('button', { name: 'Send feedback' }).click();
  await expect(form.getByRole('status')).toHaveText('Thank you! Your feedback was sent.');
});
