import type { Page } from '@playwright/test';
import { expect, test, FAILED_RESOURCE } from './support/test';
import { logInAs } from './support/login';

/**
 * A Chromium sample of the fault suite (tests/faults/ has the whole matrix): a call made to fail
 * gives the spec §8 message, and the site keeps working — retry, navigation. Unhandled promise
 * rejections fail the test, in the page and in this process.
 */

const nodeRejections: unknown[] = [];
const onRejection = (reason: unknown) => nodeRejections.push(reason);
test.beforeAll(() => {
  process.on('unhandledRejection', onRejection);
});
test.afterAll(() => {
  process.off('unhandledRejection', onRejection);
});

test.beforeEach(async ({ context }) => {
  await context.addInitScript(() => {
    const seen: string[] = [];
    (window as unknown as { __rejections: string[] }).__rejections = seen;
    window.addEventListener('unhandledrejection', (event) => seen.push(String(event.reason)));
  });
});

test.afterEach(async ({ page }) => {
  expect(await page.evaluate(() => (window as unknown as { __rejections?: string[] }).__rejections ?? [])).toEqual([]);
  expect(nodeRejections.splice(0)).toEqual([]);
});

const GAME_LIST = '**/wps/relay/GCSGAME_gameList**';
const STATUS = '**/wps/system/status**';
const BETTING_RECORD = '**/wps/relay/ODSFE2_MemBetDet**';

const grid = (page: Page) => page.getByRole('list', { name: 'Games' });

test('the game list answering 500: the network message with a retry, and the site keeps working', async ({ page, consoleGate }) => {
  consoleGate.allow({ text: FAILED_RESOURCE, url: /\/wps\/relay\/GCSGAME_gameList/, reason: 'the test answers the game list with 500' });
  await page.route(GAME_LIST, (route) => route.fulfill({ status: 500, contentType: 'text/html', body: '<h1>500 Internal Server Error</h1>' }));
  await page.goto('/rng');
  const failed = page.getByRole('main').getByText('Network link abnormal, please try again.');
  await expect(failed).toBeVisible();
  await page.unroute(GAME_LIST);
  await page.getByRole('main').getByRole('button', { name: 'Try again' }).click();
  await expect(grid(page).getByRole('article')).toHaveCount(21);
  await page.goto('/promotions');
  await expect(page.getByRole('link', { name: 'Welcome bonus 100%' })).toBeVisible();
});

test('a malformed status answer: the site runs, the header says so quietly, and the retry clears it', async ({ page }) => {
  await page.route(STATUS, (route) => route.fulfill({ status: 200, contentType: 'application/json', body: '{"success": true, "value": {"info":' }));
  await page.goto('/');
  const notice = page.getByRole('banner').getByTestId('status-notice');
  await expect(notice).toHaveText(/The site settings did not load, so some features may be missing\. The server sent an unexpected response\. Please try again\./);
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await page.unroute(STATUS);
  await notice.getByRole('button', { name: 'Retry' }).click();
  await expect(notice).toHaveCount(0);
  await page.goto('/noticePage');
  await expect(page.getByRole('main').getByRole('heading', { name: 'Scheduled maintenance this Thursday' })).toBeVisible();
});

test('a status call that hangs: "page took too long to load" after 15 s, and the retry brings the site', async ({ page }) => {
  await page.clock.install();
  let hang = true;
  await page.route(STATUS, async (route) => {
    if (hang) return; // never answered
    await route.fallback();
  });
  await page.goto('/');
  // Meanwhile the visitor sees the route's first paint (issue 37), the site's "Loading…" under it.
  await expect(page.locator('#first-paint h1')).toHaveText('Play the biggest jackpots in the Philippines');
  await expect(page.locator('#root').getByText('Loading…')).toBeAttached();
  await page.clock.fastForward(15_000);
  const alert = page.getByRole('alert').filter({ hasText: 'The page took too long to load. Please try again.' });
  await expect(alert).toBeVisible();
  // The site's message replaces the first paint: nothing there pretends the page works.
  await expect(page.locator('#first-paint')).toHaveCount(0);
  hang = false;
  await alert.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
});

test('a member-centre page whose call drops: the network message, and the other pages still open', async ({ page, consoleGate }) => {
  consoleGate.allow({ text: FAILED_RESOURCE, url: /\/wps\/relay\/ODSFE2_MemBetDet/, reason: 'the test drops the betting-record call' });
  await page.goto('/');
  await logInAs(page, 'player01');
  await page.route(BETTING_RECORD, (route) => route.abort('connectionreset'));
  await page.goto('/?memberCentre=personalHistoryCopy');
  const centre = page.getByRole('dialog', { name: 'Member Centre' });
  await expect(centre.getByRole('alert').getByText('Network link abnormal, please try again.')).toBeVisible();
  await page.unroute(BETTING_RECORD);
  await centre.getByRole('navigation').getByRole('button', { name: /^My Wallet/ }).click();
  await expect(centre.getByText('Sports wallet', { exact: true })).toBeVisible();
  await centre.getByRole('navigation').getByRole('button', { name: /^Betting Record/ }).click();
  await expect(centre.getByRole('cell', { name: /^B\d+/ }).first()).toBeVisible();
});
