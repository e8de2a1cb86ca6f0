import { spawn, type ChildProcess } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { expect, FAILED_RESOURCE, test } from './support/test';
import { expectPublishAlert, expectPublished, expectRolledBack } from './support/published';

/**
 * Issue 27's publish loop in the studio, as operators do it under `npm start` (playwright.config.ts gives the publish
 * service a fresh storage per run): an editor signs in, reorders the header navigation and changes a label's TY text,
 * saving drafts; a publisher opens the drafts and publishes; the site shows it on a fresh load; a rollback brings the
 * previous version back. Then the refusals: a publish that would break the site, an editor, an expired sign-in.
 */

const PASSWORD = 'Passw0rd!';
const preview = (page: Page) => page.frameLocator('iframe[title="Preview"]');
const navItems = (page: Page) => preview(page).locator('[data-node-id="main-nav"] li[data-node-id]');
const panel = (page: Page) => page.getByRole('dialog', { name: 'Save and publish' });

async function openPanel(page: Page): Promise<void> {
  await page.getByRole('button', { name: /^Publish…/ }).click();
  await expect(panel(page)).toBeVisible();
}

async function signIn(page: Page, username: string): Promise<void> {
  const dialog = panel(page);
  await dialog.getByLabel('User name', { exact: true }).fill(username);
  await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** The TY language for the site, as a visitor's earlier choice (local storage, spec §1). */
async function siteNavInTy(page: Page): Promise<{ ids: string[]; sports: string }> {
  await page.addInitScript(() => localStorage.setItem('lang', 'ty'));
  await page.goto('/');
  const nav = page.locator('[data-node-id="main-nav"]').first();
  await expect(nav.locator('li[data-node-id]').first()).toBeVisible({ timeout: 30_000 });
  const ids = await nav.locator('li[data-node-id]').evaluateAll((items) => items.map((item) => item.getAttribute('data-node-id') ?? ''));
  const sports = (await nav.locator('[data-node-id="sports"]').innerText()).trim();
  return { ids, sports };
}

/** A free port on this machine for a second publish service. */
async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      server.close(() => resolve(port));
    });
  });
}

test.describe.serial('the publish loop, one step per test', () => {
  // A busy two-core machine runs the dev server, two studios and the site: each step gets room.
  test.describe.configure({ timeout: 90_000 });
  let editor: BrowserContext;
  let publisher: BrowserContext;
  let editorPage: Page;
  let publisherPage: Page;

  const open = async (browser: Browser, baseURL: string | undefined): Promise<[BrowserContext, Page]> => {
    const context = await browser.newContext(baseURL ? { baseURL } : {});
    const page = await context.newPage();
    await page.goto('/studio?doc=menus/header-nav.json');
    return [context, page];
  };

  // A second real publish service whose sign-ins last 6 seconds, on its own storage, for the expired sign-in (the last
  // test routes a studio page's /publish-api to it, so the studio meets a real expiry: its cookie and session end together).
  let expiring: ChildProcess | undefined;
  let expiringDir: string;
  let expiringPort: number;

  test.beforeAll(async ({ browser }, info) => {
    test.setTimeout(150_000);
    const baseURL = info.project.use.baseURL;
    expiringDir = mkdtempSync(join(tmpdir(), 'croupier-e2e-expiry-'));
    expiringPort = await freePort();
    expiring = spawn(process.execPath, ['--import', 'tsx', 'publish-service/main.ts'], {
      env: {
        ...process.env,
        PUBLISH_URL: `http://127.0.0.1:${expiringPort}`,
        PUBLISH_STORAGE_DIR: join(expiringDir, 'storage'),
        PUBLISH_ORIGIN_DIR: join(expiringDir, 'origin'),
        PUBLISH_SESSION_MINUTES: '0.1',
        PUBLISH_ALLOWED_ORIGINS: baseURL ?? '',
      },
      stdio: 'ignore',
    });
    [editor, editorPage] = await open(browser, baseURL);
    [publisher, publisherPage] = await open(browser, baseURL);
    // The dev server compiles the studio's modules on the first request: wait for both studios once, with room.
    await expect(navItems(editorPage).first()).toBeVisible({ timeout: 120_000 });
    await expect(navItems(publisherPage).first()).toBeVisible({ timeout: 60_000 });
  });

  test.beforeEach(({ consoleGate }) => {
    consoleGate.track(editor);
    consoleGate.track(publisher);
  });

  test.afterAll(async () => {
    await editor.close();
    await publisher.close();
    expiring?.kill('SIGTERM');
    rmSync(expiringDir, { recursive: true, force: true });
  });

  test('an editor signs in in the studio, and a reload keeps the sign-in', async () => {
    const page = editorPage;
    await expect(page.getByRole('button', { name: /^Publish…/ })).toContainText('Not signed in');
    await openPanel(page);
    // The dialog takes the focus, on its first field.
    await expect(panel(page).getByLabel('User name', { exact: true })).toBeFocused();
    await signIn(page, 'editor01');
    await expect(panel(page).getByRole('status').filter({ hasText: 'Signed in as Edna Editor (editor01), editor.' })).toBeVisible();
    await expect(panel(page)).toContainText('As an editor you save your changes as drafts');
    await page.keyboard.press('Escape');
    await expect(panel(page)).toBeHidden();
    await expect(page.getByRole('button', { name: /^Publish…/ })).toBeFocused();

    await page.reload();
    await expect(page.getByRole('button', { name: /^Publish…/ })).toContainText('Edna Editor, editor', { timeout: 30_000 });
  });

  test('the editor reorders the header navigation in the outline and saves a draft', async () => {
    const page = editorPage;
    await expect(navItems(page).first()).toHaveAttribute('data-node-id', 'home', { timeout: 30_000 });
    const outline = page.getByRole('tree', { name: 'Outline of menus/header-nav.json' });
    await outline.getByRole('treeitem', { name: /^Sports, menu item/ }).dragTo(outline.getByRole('treeitem', { name: /^Home, menu item/ }));
    await expect(navItems(page).first()).toHaveAttribute('data-node-id', 'sports');

    await openPanel(page);
    const dialog = panel(page);
    await expect(dialog.getByRole('tab', { name: 'Your changes (1)' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByRole('list', { name: 'Changed files' })).toContainText('menus/header-nav.json');
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Saved as drafts: menus/header-nav.json.' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  test('the editor changes the Sports label\'s TY text and saves it as a draft too', async () => {
    const page = editorPage;
    await page.getByLabel('Site language').selectOption('ty');
    const outline = page.getByRole('tree', { name: 'Outline of menus/header-nav.json' });
    await outline.getByRole('treeitem', { name: /^Palakasan, menu item/ }).click();
    await page.getByRole('region', { name: 'Selected entry' }).getByLabel('Label (TY)').fill('Isports ngayon');
    await expect(preview(page).locator('[data-node-id="main-nav"] [data-node-id="sports"]')).toContainText('Isports ngayon');

    await openPanel(page);
    const dialog = panel(page);
    await expect(dialog.getByRole('list', { name: 'Changed files' })).toContainText('i18n/ty.json');
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Saved as drafts: i18n/ty.json, menus/header-nav.json.' })).toBeVisible();
    await dialog.getByRole('tab', { name: 'Drafts' }).click();
    const drafts = dialog.getByRole('list', { name: 'Drafts waiting' });
    await expect(drafts.getByRole('listitem')).toHaveCount(2);
    await expect(drafts).toContainText('saved by editor01');
    // An editor is told why there is no publish button.
    await dialog.getByRole('tab', { name: /^Your changes/ }).click();
    await expect(dialog).toContainText('Only a publisher can publish.');
    await expect(dialog.getByRole('button', { name: 'Publish now' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  test('a publisher signs in, opens the editor\'s drafts and publishes them with a message', async () => {
    const page = publisherPage;
    await openPanel(page);
    await signIn(page, 'publisher01');
    const dialog = panel(page);
    await expect(dialog.getByRole('status').filter({ hasText: 'Signed in as Pablo Publisher (publisher01), publisher.' })).toBeVisible();
    await dialog.getByRole('tab', { name: 'Drafts' }).click();
    await expect(dialog.getByRole('list', { name: 'Drafts waiting' }).getByRole('listitem')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Open all drafts' }).click();
    await expect(dialog.getByRole('tab', { name: 'Your changes (2)' })).toHaveAttribute('aria-selected', 'true');
    await expect(navItems(page).first()).toHaveAttribute('data-node-id', 'sports');

    // The message is required: the form says so and keeps the focus there.
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await expect(dialog.getByText('Say in a few words what this publish changes.')).toBeVisible();
    await expect(dialog.getByLabel('What does this change? (required)')).toBeFocused();
    await dialog.getByLabel('What does this change? (required)').fill('Sports first in the header, new TY label');
    await expect(dialog.getByLabel('Publish for')).toHaveValue('');
    await expect(dialog.getByText('This publish changes:').locator('..')).toContainText('i18n/ty.json');
    await expect(dialog.getByText('This publish changes:').locator('..')).toContainText('menus/header-nav.json');
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await expectPublished(dialog, ': the site shows it on its next page load.');
    await expect(dialog.getByRole('tab', { name: 'Your changes (0)' })).toBeVisible();
    await dialog.getByRole('tab', { name: 'Drafts' }).click();
    await expect(dialog.getByText('No drafts are waiting.')).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();
  });

  test('the site shows the new order and the TY text on its next page load', async ({ page }) => {
    const nav = await siteNavInTy(page);
    expect(nav.ids.slice(0, 2)).toEqual(['sports', 'home']);
    expect(nav.sports).toBe('Isports ngayon');
  });

  test('the publisher sees the publish\'s diff and rolls back: the site shows the previous version again', async ({ page }) => {
    const studio = publisherPage;
    await openPanel(studio);
    const dialog = panel(studio);
    await dialog.getByRole('tab', { name: 'History' }).click();
    const history = dialog.getByRole('list', { name: 'Publishes' });
    const latest = history.getByRole('listitem').first();
    await expect(latest).toContainText('Sports first in the header, new TY label');
    await expect(latest).toContainText('live now');
    await expect(latest).toContainText('Pablo Publisher');
    await latest.getByRole('button', { name: 'Show changes' }).click();
    const diff = latest.getByRole('region', { name: /^Changes of / });
    // In words first; the JSON diff one click away.
    await expect(diff.getByRole('list', { name: 'What changed' }).getByRole('listitem')).toHaveText(['Sports moved before Home', 'TY label of Sports: Palakasan → Isports ngayon']);
    await diff.getByRole('button', { name: 'Show the JSON diff' }).click();
    await expect(diff.locator('.studio-diff__added').filter({ hasText: '"nav_sports": "Isports ngayon"' })).toBeVisible();
    // Sports leaves its old place (removed lines) for the top (added lines).
    await expect(diff.locator('.studio-diff__removed').filter({ hasText: '"id": "sports"' })).toBeVisible();
    await expect(diff.locator('.studio-diff__added').filter({ hasText: '"id": "sports"' })).toBeVisible();

    // The publish before it (its own list's second entry: the words of a publish are list items too).
    const before = history.locator(':scope > li').nth(1);
    await before.getByRole('button', { name: 'Roll back to this version' }).click();
    const confirm = studio.getByRole('alertdialog', { name: /^Roll back to [0-9a-f]{7}\?$/ });
    await expect(confirm).toContainText('This makes a new publish that puts the site’s files back as they were after');
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await confirm.getByRole('button', { name: 'Roll back' }).click();
    await expectRolledBack(dialog);
    await expect(history.getByRole('listitem').first()).toContainText('roll back');
    await expect(history.getByRole('listitem').first()).toContainText('live now');
    await dialog.getByRole('button', { name: 'Close' }).click();

    const nav = await siteNavInTy(page);
    expect(nav.ids.slice(0, 2)).toEqual(['home', 'lottery']);
    expect(nav.sports).toBe('Palakasan');
  });

  test('refused: a publish that would break the site lists each problem with its file and pointer, and opens the file', async ({ consoleGate, request }) => {
    consoleGate.allow({ text: FAILED_RESOURCE, url: /\/publish-api\/publishes$/, reason: 'the service refuses the broken publish with 422' });
    const page = publisherPage;
    await expect(navItems(page).first()).toHaveAttribute('data-node-id', 'home');
    const deployed = (await (await request.get('/schemas/menus/header-nav.json')).json()) as { items: Record<string, unknown>[] };
    const [first, ...rest] = deployed.items;
    const { id: _dropped, ...withoutId } = first ?? {};
    // The JSON editor is closed when the studio opens: this change needs it.
    await page.getByRole('button', { name: /JSON editor/ }).click();
    await page.getByRole('textbox', { name: /^JSON of / }).click();
    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.insertText(JSON.stringify({ ...deployed, items: [withoutId, ...rest] }, null, 2));
    await expect(page.getByRole('status').filter({ hasText: 'Edited' })).toBeVisible();

    await openPanel(page);
    const dialog = panel(page);
    await dialog.getByLabel('What does this change? (required)').fill('Home without its id');
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    const refusal = await expectPublishAlert(dialog, 'Not published: these problems would break the site. Nothing changed.');
    const problem = refusal.getByRole('listitem').filter({ hasText: 'in menus/header-nav.json, at /items/0' }).first();
    await expect(problem).toBeVisible();
    await problem.getByRole('button', { name: 'Open menus/header-nav.json' }).click();
    await expect(panel(page)).toBeHidden();
    await expect(page.getByRole('list', { name: 'Problems' })).toContainText('/items/0');
    await page.getByRole('button', { name: 'Discard edits' }).click();
    await expect(page.getByRole('status').filter({ hasText: 'Deployed version' })).toBeVisible();
  });

  test('a publish on a stale base shows both changes, and the edit reapplied on theirs goes live with theirs', async ({ consoleGate, request }, info) => {
    consoleGate.allow({ text: FAILED_RESOURCE, url: /\/publish-api\/publishes$/, reason: 'the service refuses the stale publish with 409' });
    const page = publisherPage;
    const outline = page.getByRole('tree', { name: 'Outline of menus/header-nav.json' });
    // Fishing before Lottery (Home stays first, as the next tests expect of the deployed menu).
    await outline.getByRole('treeitem', { name: /^Fishing, menu item/ }).dragTo(outline.getByRole('treeitem', { name: /^Lottery, menu item/ }));
    await expect(navItems(page).nth(1)).toHaveAttribute('data-node-id', 'fish');

    // Meanwhile another publisher publishes the same file (another item's icon), from the API.
    const origin = info.project.use.baseURL ?? '';
    const signedIn = await request.post('/publish-api/session', { data: { username: 'publisher02', password: PASSWORD }, headers: { Origin: origin } });
    const { csrfToken } = (await signedIn.json()) as { csrfToken: string };
    const { text } = (await (await request.get('/publish-api/file?path=menus/header-nav.json')).json()) as { text: string };
    const menu = JSON.parse(text) as { items: { id: string; icon?: string }[] };
    const theirs = `${JSON.stringify({ ...menu, items: menu.items.map((item) => (item.id === 'fish' ? { ...item, icon: 'live' } : item)) }, null, 2)}\n`;
    const base = createHash('sha256').update(text).digest('hex');
    const published = await request.post('/publish-api/publishes', { data: { message: 'Live icon for Fish', files: [{ path: 'menus/header-nav.json', text: theirs, base }] }, headers: { Origin: origin, 'X-CSRF-Token': csrfToken } });
    expect(published.status()).toBe(201);

    await openPanel(page);
    const dialog = panel(page);
    await dialog.getByLabel('What does this change? (required)').fill('Fishing before Lottery');
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    const conflict = await expectPublishAlert(dialog, 'Published since you began: nothing was published');
    await expect(conflict).toContainText(/Pia Publisher \(publisher02\) published [0-9a-f]{7} “Live icon for Fish”/);
    await expect(conflict.getByRole('region', { name: 'Your change' }).locator('.studio-diff__added').filter({ hasText: '"id": "fish"' })).toBeVisible();
    await expect(conflict.getByRole('region', { name: 'Published since' }).locator('.studio-diff__added').filter({ hasText: '"icon": "live"' })).toBeVisible();
    await conflict.getByRole('button', { name: 'Reapply my edit on theirs' }).click();
    await expect(conflict).toContainText('Reapplied on their version: menus/header-nav.json.');
    await dialog.getByRole('button', { name: 'Publish now' }).click();
    await expectPublished(dialog, ': the site shows it on its next page load.');
    await dialog.getByRole('button', { name: 'Close' }).click();
    // Both edits are live: Fishing before Lottery (the operator's) and Fishing's icon (theirs).
    const live = (await (await request.get('/publish-api/file?path=menus/header-nav.json')).json()) as { text: string };
    const items = (JSON.parse(live.text) as { items: { id: string; icon?: string }[] }).items;
    expect(items.map((item) => item.id).slice(0, 3)).toEqual(['home', 'fish', 'lottery']);
    expect(items.find((item) => item.id === 'fish')?.icon).toBe('live');
    // The next steps start from the menu as it was: roll both publishes back.
    const { publishes } = (await (await request.get('/publish-api/publishes')).json()) as { publishes: { id: string }[] };
    const back = await request.post('/publish-api/rollbacks', { data: { to: publishes[2]?.id, base: publishes[0]?.id }, headers: { Origin: origin, 'X-CSRF-Token': csrfToken } });
    expect(back.status()).toBe(201);
  });

  test('refused: an editor cannot publish, and the service says so too', async ({ request }, info) => {
    const page = editorPage;
    await openPanel(page);
    const dialog = panel(page);
    await expect(dialog.getByRole('tab', { name: /^Your changes/ })).toBeVisible();
    await expect(dialog).toContainText('Only a publisher can publish. Save your changes as a draft: a publisher opens it under Drafts and publishes it.');
    await expect(dialog.getByRole('button', { name: 'Publish now' })).toHaveCount(0);
    await dialog.getByRole('tab', { name: 'History' }).click();
    await expect(dialog.getByText(/Only a publisher can roll back\./)).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Roll back to this version' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Close' }).click();

    // The service, asked anyway with the editor's own session, refuses too.
    const origin = info.project.use.baseURL ?? '';
    const signedIn = await request.post('/publish-api/session', { data: { username: 'editor01', password: PASSWORD }, headers: { Origin: origin } });
    const { csrfToken } = (await signedIn.json()) as { csrfToken: string };
    const refused = await request.post('/publish-api/publishes', { data: { message: 'x', files: [{ path: 'menus/header-nav.json', text: '{}', base: null }] }, headers: { Origin: origin, 'X-CSRF-Token': csrfToken } });
    expect(refused.status()).toBe(403);
    expect(((await refused.json()) as { message: string }).message).toContain('you need the publisher role');
  });
  test('refused: an expired sign-in says so, keeps the edits, and the operator goes on after signing in again', async ({ consoleGate }) => {
    consoleGate.allow({ text: FAILED_RESOURCE, url: /\/publish-api\/draft$/, reason: 'the expired session answers 401 to the save' });
    await expect.poll(async () => {
      try {
        return (await fetch(`http://127.0.0.1:${expiringPort}/publish-api/health`)).status;
      } catch {
        return 0;
      }
    }, { timeout: 45_000 }).toBe(200);
    // The publisher signs out, and the editor takes that browser: a new tab, whose publish calls go to the
    // short-lived service.
    await openPanel(publisherPage);
    await panel(publisherPage).getByRole('button', { name: 'Sign out' }).click();
    await expect(panel(publisherPage).getByLabel('User name', { exact: true })).toBeVisible();
    await expect(publisherPage.getByRole('button', { name: /^Publish…/ })).toContainText('Not signed in');
    const page = await publisher.newPage();
    await page.route('**/publish-api/**', async (route) => {
      const url = new URL(route.request().url());
      const response = await route.fetch({ url: `http://127.0.0.1:${expiringPort}${url.pathname}${url.search}` });
      await route.fulfill({ response });
    });
    await page.goto('/studio?doc=menus/header-nav.json');
    await expect(navItems(page).first()).toHaveAttribute('data-node-id', 'home', { timeout: 30_000 });
    await openPanel(page);
    const dialog = panel(page);
    await signIn(page, 'editor01');
    await expect(dialog.getByRole('status').filter({ hasText: 'Signed in as Edna Editor' })).toBeVisible();
    const signedInAt = Date.now();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const outline = page.getByRole('tree', { name: 'Outline of menus/header-nav.json' });
    await outline.getByRole('treeitem', { name: /^Sports, menu item/ }).dragTo(outline.getByRole('treeitem', { name: /^Home, menu item/ }));
    await expect(navItems(page).first()).toHaveAttribute('data-node-id', 'sports');
    // The sign-in lasts 6 s on this service.
    await page.waitForTimeout(Math.max(0, 6_300 - (Date.now() - signedInAt)));
    await openPanel(page);
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('Your sign-in expired — sign in again; your changes are kept.');
    await expect(dialog.getByLabel('User name', { exact: true })).toHaveValue('editor01');
    await expect(dialog.getByLabel('Password', { exact: true })).toBeFocused();
    await expect(page.getByRole('button', { name: /^Publish…/ })).toContainText('Not signed in');
    // Nothing edited is lost: the preview still shows the move.
    await expect(navItems(page).first()).toHaveAttribute('data-node-id', 'sports');

    await dialog.getByLabel('Password', { exact: true }).fill(PASSWORD);
    await dialog.getByRole('button', { name: 'Sign in', exact: true }).click();
    await expect(dialog.getByRole('tab', { name: 'Your changes (1)' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save draft' }).click();
    await expect(dialog.getByRole('status').filter({ hasText: 'Saved as drafts: menus/header-nav.json.' })).toBeVisible();
    await page.close();
  });
});

