import { expect, test } from './support/test';
import { collectConsole, HAND_EDIT_SHOWN_MS, withOriginFile } from './support';
import { nestedSectionsScreen, wideScreen } from '../schema/limits-fixtures';

/**
 * Issue 16, findings 4-5: a home screen on the origin that is 400 levels deep, or has 100,000 nodes,
 * used to blank or hang the page. Now the loader refuses it at the document limits and the page shows
 * the bundled copy at once, with a console warning naming the file and the limit.
 */
const cases = [
  { what: '400 levels deep', document: () => nestedSectionsScreen(400), warning: /screens\/home\.json#\/body\/0(\/children\/0){9}: nested deeper than the document limit of 20 levels/ },
  { what: '100,000 nodes', document: () => wideScreen(100_000), warning: /screens\/home\.json: the file is [\d,]+ characters, over the document limit of 1,000,000 characters/ },
];

for (const { what, document, warning } of cases) {
  test(`a home screen ${what} on the origin: the bundled home page shows within seconds, the console names the file and the limit`, async ({ page }) => {
    const messages = collectConsole(page);
    await withOriginFile('screens/home.json', () => JSON.stringify(document()), async () => {
      await page.goto('/');
      const main = page.getByRole('main');
      // "Within seconds" rather than a blank or hung page. 10 s, not 5: in `npm test` this spec shares the two cores
      // with the studio project's first dev-server compile, and the 1 MB document is still fetched and measured
      // before it is refused (5 s failed once there, and passed on the retry).
      await expect(main.getByRole('heading', { level: 1, name: 'Play the biggest jackpots in the Philippines' })).toBeVisible({ timeout: 10_000 });
      await expect(main).toContainText('Why play with us');
      await expect(main.locator('[data-node-id="level-1"], [data-node-id="t0"]')).toHaveCount(0);
      // The page first drew from the route's documents file, written before the edit; checking it against the origin,
      // the tab found the edit and loaded the page again, from the origin's files (src/page-load/page-documents.ts).
      await expect.poll(() => messages.some((message) => warning.test(message)), { timeout: HAND_EDIT_SHOWN_MS }).toBe(true);
      await expect(main).toContainText('Why play with us');
      await expect(main.locator('[data-node-id="level-1"], [data-node-id="t0"]')).toHaveCount(0);
    });
    expect(messages.filter((message) => message.startsWith('warning: ') && warning.test(message))).toHaveLength(1);
    expect(messages).toContain('warning: [croupier schema] screens/home.json: using the bundled copy instead');
    expect(messages.filter((message) => message.startsWith('pageerror'))).toEqual([]);
  });
}
