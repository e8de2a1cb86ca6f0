import { expect, test } from './support/test';

/**
 * spec §2 sports hot matches, from the platform (GET /wps/sports/hotMatches: fixtures around the platform's clock), on
 * /sports and on the home page: league, sides, odds, kick-off or live score, and the sportsbook behind a game launch.
 */
test('/sports shows the platform’s hot matches around today, the live one with its score; betting asks a visitor to log in', async ({ page }) => {
  await page.goto('/sports');
  const hot = page.getByRole('main').getByRole('region', { name: 'Hot matches' });
  const matches = hot.getByRole('listitem');
  await expect(matches).toHaveCount(6);
  const live = matches.first();
  await expect(live).toHaveAccessibleName('San Miguel Beermen – Barangay Ginebra');
  await expect(live).toContainText('PBA Philippine Cup');
  await expect(live).toContainText('Live');
  await expect(live.locator('.hot-match__score')).toHaveText(['58', '61']);
  const city = hot.getByRole('listitem', { name: 'Manchester City – Arsenal' });
  await expect(city).toContainText(/(Today|Tomorrow) \d\d:\d\d/);
  await expect(city.locator('.hot-match__odds')).toHaveText(['1.85', '3.60', '4.20']);
  await expect(city.getByText('Draw')).toBeVisible();
  // Fixtures are relative to today: every kick-off within two days of the page's clock.
  const kickoffs = await hot.locator('time').evaluateAll((times) => times.map((time) => Date.parse(time.getAttribute('datetime') ?? '') - Date.now()));
  expect(kickoffs).toHaveLength(5);
  for (const fromNow of kickoffs) expect(Math.abs(fromNow)).toBeLessThan(2 * 86_400_000);

  await city.getByRole('button', { name: 'Bet now: Manchester City – Arsenal' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});

test('the home page shows the three soonest hot matches', async ({ page }) => {
  await page.goto('/');
  const hot = page.getByRole('main').getByRole('region', { name: 'Hot matches' });
  await expect(hot.getByRole('listitem')).toHaveCount(3);
  await expect(hot.getByRole('listitem').first()).toHaveAccessibleName('San Miguel Beermen – Barangay Ginebra');
});
