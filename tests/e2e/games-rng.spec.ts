import { expect, test } from './support/test';
import type { Page } from '@playwright/test';
import { logInAs } from './support/login';
import { createPlatform } from '../../embedded-platform/platform';

const grid = (page: Page) => page.getByRole('list', { name: 'Games' });

test.describe('/rng slots lobby (issue 6)', () => {
  test('switching vendor tabs changes the URL and reloads the grid', async ({ page }) => {
    await page.goto('/rng');
    await expect(page.getByRole('tab', { name: 'PG Soft' })).toHaveAttribute('aria-selected', 'true');
    await expect(grid(page).getByRole('article')).toHaveCount(21);
    await expect(grid(page).getByRole('article').first()).toHaveAttribute('data-game-id', 'pg-0001');
    await page.getByRole('tab', { name: 'JDB Gaming' }).click();
    await expect(page).toHaveURL(/\/rng\?page=JDB$/);
    await expect(grid(page).getByRole('article').first()).toHaveAttribute('data-game-id', 'jdb-0001');
    await page.getByRole('tab', { name: 'CQ9 Gaming' }).click();
    await expect(page).toHaveURL(/\/rng\?page=CQ9$/);
    await expect(grid(page).getByRole('article').first()).toHaveAttribute('data-game-id', 'cq9-0001');
    await page.goBack();
    await expect(page.getByRole('tab', { name: 'JDB Gaming' })).toHaveAttribute('aria-selected', 'true');
    await expect(grid(page).getByRole('article').first()).toHaveAttribute('data-game-id', 'jdb-0001');
  });

  test('paging shows 18 games per page; search finds a game by name', async ({ page }) => {
    await page.goto('/rng?page=PG');
    await expect(grid(page).getByRole('article')).toHaveCount(21);
    await page.getByRole('button', { name: 'Page 3' }).click();
    await expect(page.getByRole('button', { name: 'Page 3' })).toHaveAttribute('aria-current', 'page');
    await expect(grid(page).getByRole('article')).toHaveCount(18);
    await expect(grid(page).getByRole('article').first()).toHaveAttribute('data-game-id', 'pg-0049');
    await page.getByRole('searchbox', { name: 'Search games by name' }).fill('Temple Under');
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(grid(page).getByRole('article')).toHaveCount(1);
    await expect(grid(page).getByRole('heading', { name: 'Temple Under Repair' })).toBeVisible();
  });

  test('a 24-game grid does not shift while its images load (cold: no picture arrives before the first measure)', async ({ page }) => {
    // The kept context keeps its HTTP cache: the pictures are held back until the grid has been measured without them.
    let release = () => undefined as void;
    const held = new Promise<void>((resolve) => (release = resolve));
    await page.route('**/*', async (route) => (route.request().resourceType() === 'image' ? held.then(() => route.continue()) : route.fallback()));
    // Not until `load`: the route's first paint (issue 37) puts the frame's pictures in the page before it, and they are held.
    await page.goto('/rng?page=PG', { waitUntil: 'domcontentloaded' });
    await expect(grid(page).getByRole('article')).toHaveCount(21);
    const pictures = grid(page).locator('img');
    expect(await pictures.evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length), 'no picture loaded yet').toBe(0);
    const before = await grid(page).boundingBox();
    release();
    await expect.poll(() => pictures.evaluateAll((images) => images.filter((image) => (image as HTMLImageElement).naturalWidth > 0).length)).toBeGreaterThan(0);
    const after = await grid(page).boundingBox();
    expect(after?.height).toBe(before?.height);
  });

  test('a visitor who presses Play is asked to log in', async ({ page }) => {
    await page.goto('/rng?page=PG');
    await grid(page).getByRole('button', { name: /^Play / }).first().click();
    await expect(page.getByRole('dialog').getByLabel('Username')).toBeVisible();
  });

  test('a trial account gets the real-account dialog', async ({ page }) => {
    await page.goto('/rng?page=PG');
    await logInAs(page, 'trial01');
    await grid(page).getByRole('button', { name: /^Play / }).first().click();
    await expect(page.getByRole('alertdialog')).toContainText('This feature needs a real account');
  });

  test('player01 launches a game into the /game page', async ({ page }) => {
    await page.goto('/rng?page=PG');
    await logInAs(page, 'player01');
    const first = grid(page).getByRole('article').first();
    const name = await first.getByRole('heading').innerText();
    await first.getByRole('button', { name: /^Play / }).click();
    await expect(page).toHaveURL(/\/game$/);
    const frame = page.frameLocator(`iframe[title="${name}"]`);
    await expect(frame.getByRole('heading', { level: 1 })).toHaveText(name);
    await expect(page.locator(`iframe[title="${name}"]`)).toHaveAttribute('src', /\/platform-assets\/game\/PG\/pg-0001\?/);
  });

  test('a game under maintenance says so and suggests others: three hot PG games, and a choice launches it', async ({ page }) => {
    // The platform suggests the vendor's hot games that are not under maintenance; the site shows the first three.
    const suggested = createPlatform().games.filter((game) => game.vassalage === 'PG' && game.isHot && !game.maintenance).slice(0, 3);
    expect(suggested).toHaveLength(3);
    await page.goto('/rng?page=PG');
    await logInAs(page, 'player01');
    await grid(page).getByRole('button', { name: 'Play Temple Under Repair' }).click();
    const dialog = page.getByRole('alertdialog');
    await expect(dialog).toContainText('under maintenance');
    await expect(dialog.getByRole('button')).toHaveText(['×', ...suggested.map((game) => game.displayName), 'Close']);
    await dialog.getByRole('button', { name: suggested[0]!.displayName }).click();
    await expect(page).toHaveURL(/\/game$/);
    await expect(page.locator(`iframe[title="${suggested[0]!.displayName}"]`)).toHaveAttribute('src', new RegExp(`/platform-assets/game/PG/${suggested[0]!.gameId}\\?`));
  });
});
