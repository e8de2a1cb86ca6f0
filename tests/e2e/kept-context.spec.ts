import { expect, test } from './support/test';

/**
 * The kept context (`reuseContext`, and the end-of-test clearing in support/test.ts) must hand each test a browser with
 * nothing of the test before: no storage in any origin it visited, no cookie, no other tab. A signed-in session lives
 * in session storage, so a leak here would sign the next test in. The two tests run in this order, in one worker.
 */
test.describe.configure({ mode: 'serial' });

const PORT = process.env['PREVIEW_PORT'] ?? '4173';
/** The second merchant's host (merchants.spec.ts): another origin on the same preview server. */
const OTHER_ORIGIN = `http://127.0.0.1:${PORT}`;

test('a test leaves storage in two origins, a cookie and a second tab behind', async ({ context, page }) => {
  // The kept tab visits the other origin first: its session storage there is the tab's, and must not outlive the test.
  await page.goto(`${OTHER_ORIGIN}/`);
  await page.evaluate(() => {
    localStorage.setItem('left-behind', 'other origin');
    sessionStorage.setItem('left-behind', 'other origin');
  });
  const other = await context.newPage();
  await other.goto('/');
  await other.evaluate(() => localStorage.setItem('left-behind-too', 'second tab'));
  await page.goto('/');
  await page.evaluate(() => {
    localStorage.setItem('left-behind', 'site');
    sessionStorage.setItem('left-behind', 'site');
    document.cookie = 'left-behind=site; path=/';
  });
  expect(context.pages()).toHaveLength(2);
});

test('the next test starts with none of it', async ({ context, page }) => {
  expect(context.pages()).toHaveLength(1);
  for (const address of ['/', `${OTHER_ORIGIN}/`]) {
    await page.goto(address);
    const left = await page.evaluate(() => ({ local: localStorage.getItem('left-behind'), secondTab: localStorage.getItem('left-behind-too'), session: sessionStorage.getItem('left-behind'), cookie: document.cookie.includes('left-behind') }));
    expect(left, address).toEqual({ local: null, secondTab: null, session: null, cookie: false });
  }
});
