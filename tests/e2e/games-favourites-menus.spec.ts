import { expect, test } from './support/test';
import { DEMO_PASSWORD } from './support/login';

/**
 * Issue 40's §7 features in the browser: a vendor's game-type tabs, favourites (heart, Favourites tab), pictures from
 * the fastest router's CDN, the VN lottery's menu, the open draw and the lottery gateway's vendor menu.
 */
test.describe('slots lobby: game types, favourites and the fastest CDN (issue 40)', () => {
  test('JDB\'s Fishing tab lists its fishing games from cdn-b; a visitor\'s heart asks to log in; a member marks a game and finds it on the Favourites tab', async ({ page }) => {
    await page.goto('/rng?page=JDB');
    const grid = page.getByRole('list', { name: 'Games' });
    const types = page.getByRole('group', { name: 'Game types' });
    await expect(types.getByRole('button', { name: 'Slots' })).toHaveAttribute('aria-pressed', 'true');
    await types.getByRole('button', { name: 'Fishing' }).click();
    await expect(page).toHaveURL(/\/rng\?page=JDB&type=FISH$/);
    await expect(grid.getByRole('article')).toHaveCount(5);
    const first = grid.getByRole('article').first();
    await expect(first).toHaveAttribute('data-game-id', 'jdb-f001');
    // The routers (domainRoute) measured cdn-b fastest: every picture comes from it, never from cdn-a.
    await expect(first.locator('img')).toHaveAttribute('src', /\/platform-assets\/cdn-b\/games\/JDB\/jdb-f001\.svg$/);
    expect(await grid.locator('img').evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).src.includes('/cdn-a/')).length)).toBe(0);
    await expect(page.getByRole('tab', { name: 'Favourites' })).toHaveCount(0);

    await first.getByRole('button', { name: /^Log in to keep .+ in your favourites$/ }).click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel('Username').fill('down03');
    await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
    await dialog.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeHidden();

    const heart = first.getByRole('button', { name: /favourites$/ });
    await expect(heart).toHaveAttribute('aria-pressed', 'false');
    await heart.click();
    await expect(heart).toHaveAttribute('aria-pressed', 'true');
    await page.getByRole('tab', { name: 'Favourites' }).click();
    await expect(page).toHaveURL(/\/rng\?page=favourites$/);
    const favourites = page.getByRole('list', { name: 'Favourites' });
    await expect(favourites.getByRole('article')).toHaveCount(1);
    await expect(favourites.getByRole('article').first()).toHaveAttribute('data-game-id', 'jdb-f001');
    // Unmarked there, it leaves the list (and the platform: down03 has no favourites again for the next run).
    await favourites.getByRole('button', { name: /^Remove .+ from favourites$/ }).click();
    await expect(page.getByText('No favourites yet: tap the heart on a game to keep it here.')).toBeVisible();
  });
});

test.describe('lottery page: VN menu, open draw, the lottery gateway\'s vendors (issue 40)', () => {
  test('/vnlottery shows the VN games by region; /seaLottery the draw open now and the lottery vendors', async ({ page }) => {
    await page.goto('/vnlottery');
    const menu = page.getByRole('region', { name: 'VN lottery by region' });
    await menu.getByRole('group', { name: 'Regions' }).getByRole('button', { name: 'Southern' }).click();
    await expect(menu.getByRole('list', { name: 'Southern' }).getByRole('button')).toHaveText(['Ho Chi Minh Daily', 'South Fast 1']);

    await page.goto('/seaLottery');
    const open = page.getByRole('region', { name: 'Open draw: Lotto 6/42' });
    await expect(open).toContainText(/Draw \d{12}/);
    await expect(open).toContainText('Betting open');
    await expect(page.getByRole('region', { name: 'VN lottery by region' })).toHaveCount(0);
    await expect(page.getByRole('region', { name: 'Game providers' }).getByRole('button', { name: /TCG SEA Lottery/ })).toBeVisible();
  });
});
