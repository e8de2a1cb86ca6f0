import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { expect, test } from './support/test';

/** The studio under `npm start` (playwright.studio.config.ts): what an operator does with it, issue 14's "Done when". */

const preview = (page: Page) => page.frameLocator('iframe[title="Preview"]');

/** The editor's whole text, as an operator copies it (select all, copy): CodeMirror draws only the lines in view. */
async function editorText(page: Page): Promise<string> {
  await page.getByRole('textbox', { name: /^JSON of / }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.press('ControlOrMeta+c');
  return page.evaluate(() => navigator.clipboard.readText());
}

/** Opens the JSON editor (closed when the studio opens: the outline and the preview take the room). */
async function openJsonEditor(page: Page): Promise<void> {
  const toggle = page.getByRole('button', { name: /JSON editor/ });
  await expect(toggle).toHaveAttribute('aria-pressed', /true|false/);
  if ((await toggle.getAttribute('aria-pressed')) !== 'true') await toggle.click();
  await expect(page.getByRole('textbox', { name: /^JSON of / })).toBeVisible();
}

/** Replaces the editor's text as if typed (CodeMirror sees one user input). */
async function typeDocument(page: Page, text: string): Promise<void> {
  await page.getByRole('textbox', { name: /^JSON of / }).click();
  await page.keyboard.press('ControlOrMeta+a');
  await page.keyboard.insertText(text);
}

// Each test's fresh browser context fetches the dev server's ~500 modules again: on a busy two-core machine that alone
// can take 20 s, so the first sight of the studio gets its own allowance (`openStudio`), and each test more time.
test.describe.configure({ timeout: 90_000 });

/** Opens the studio (a document, or the widget catalogue) and waits until its page has loaded. */
async function openStudio(page: Page, query: string): Promise<void> {
  await page.goto(`/studio?${query}`);
  await studioLoaded(page, query.startsWith('doc='));
}

async function studioLoaded(page: Page, withDocument: boolean): Promise<void> {
  await expect(page.getByRole('heading', { name: 'Croupier studio' })).toBeVisible({ timeout: 45_000 });
  if (!withDocument) return;
  // The preview's frame is drawn, and its widgets' code has loaded.
  await expect(preview(page).locator('.studio-preview-root')).toBeAttached({ timeout: 30_000 });
  await expect(preview(page).getByText('Loading the preview…')).toHaveCount(0, { timeout: 30_000 });
}

// The dev server compiles each module on its first request: the first preview of a fresh `npm start` can take far longer
// than the tests' own waits. Load it once, with room, before the first test measures anything.
test.beforeAll(async ({ browser }) => {
  test.setTimeout(120_000);
  const page = await browser.newPage();
  await page.goto('/studio?doc=menus/header-nav.json');
  await expect(preview(page).locator('[data-node-id="main-nav"] li[data-node-id]').first()).toBeVisible({ timeout: 110_000 });
  await page.close();
});

test.beforeEach(async ({ context }) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
});

test('reorder the header navigation by drag: the preview, the JSON and the download follow; the edit survives a reload', async ({ page }) => {
  await openStudio(page, 'doc=menus/header-nav.json');
  const nav = preview(page).locator('[data-node-id="main-nav"] li[data-node-id]');
  await expect(nav.first()).toHaveAttribute('data-node-id', 'home');
  await expect(page.getByRole('status').filter({ hasText: 'Deployed version' })).toBeVisible();

  await openJsonEditor(page);
  await page.getByRole('tab', { name: 'Reorder' }).click();
  const list = page.getByRole('region', { name: 'Reorder Menu items' });
  await list.locator('li[data-entry="sports"]').dragTo(list.locator('li[data-entry="home"]'));

  await expect(nav.first()).toHaveAttribute('data-node-id', 'sports');
  await expect(nav.nth(1)).toHaveAttribute('data-node-id', 'home');
  await expect(page.getByRole('status').filter({ hasText: 'Edited' })).toBeVisible();
  const text = await editorText(page);
  expect((JSON.parse(text) as { items: { id: string }[] }).items.map((item) => item.id).slice(0, 3)).toEqual(['sports', 'home', 'lottery']);

  // The keyboard way: sports back down one place.
  await list.getByRole('button', { name: 'Move sports down' }).click();
  await expect(nav.first()).toHaveAttribute('data-node-id', 'home');
  await list.getByRole('button', { name: 'Move sports up' }).click();
  await expect(nav.first()).toHaveAttribute('data-node-id', 'sports');

  const downloading = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toBe('header-nav.json');
  const downloaded = readFileSync((await download.path())!, 'utf8');
  expect(downloaded).toBe(await editorText(page));

  await page.getByRole('tab', { name: /^Diff/ }).click();
  await expect(page.getByLabel('Diff against the deployed file')).toContainText('"id": "sports"');

  await page.reload();
  await studioLoaded(page, true);
  await expect(nav.first()).toHaveAttribute('data-node-id', 'sports');
  await page.getByRole('button', { name: 'Discard edits' }).click();
  await expect(nav.first()).toHaveAttribute('data-node-id', 'home');
});

test('an invalid prop shows its error with the JSON pointer; an unknown widget type lists the known ones', async ({ page, request }) => {
  await openStudio(page, 'doc=screens/maintenance.json');
  const deployed = (await (await request.get('/schemas/screens/maintenance.json')).json()) as { body: { id: string; type: string; props?: Record<string, unknown> }[] };
  await openJsonEditor(page);
  await expect(page.getByRole('status').filter({ hasText: 'No problems' })).toBeVisible();
  await expect(preview(page).locator('[data-node-id="maintenance-notice"]')).toBeVisible();

  const notice = deployed.body[0]!;
  await typeDocument(page, JSON.stringify({ ...deployed, body: [{ ...notice, props: { ...notice.props, colour: 'violet' } }] }, null, 2));
  const problems = page.getByRole('list', { name: 'Problems' });
  await expect(problems).toContainText('/body/0/props');
  await expect(problems).toContainText('"colour" is not allowed here');
  // Picking the problem takes the editor to it, marked inline.
  await problems.getByRole('button', { name: /colour/ }).click();
  await expect(page.locator('.cm-lintRange-error').first()).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: 'Showing the last valid version' })).toBeVisible();

  await typeDocument(page, JSON.stringify({ ...deployed, body: [{ ...notice, type: 'StatusNotise' }] }, null, 2));
  await expect(problems).toContainText('/body/0/type');
  await expect(problems).toContainText('unknown to this build');
  await expect(problems).toContainText('StatusNotice');
  await page.getByRole('button', { name: 'Discard edits' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'No problems' })).toBeVisible();
});

test('switching the role to agent shows the agent items', async ({ page }) => {
  await openStudio(page, 'doc=menus/header-account.json');
  const frame = preview(page);
  await expect(frame.locator('[data-node-id="deposit"]')).toHaveCount(0);
  await page.getByLabel('Preview as').selectOption('player');
  await expect(frame.locator('[data-node-id="deposit"]')).toHaveCount(1);
  await expect(frame.locator('[data-node-id="agent-centre"]')).toHaveCount(0);
  await page.getByLabel('Preview as').selectOption('agent');
  await frame.locator('summary').first().click();
  await expect(frame.getByRole('button', { name: 'Agent Centre' })).toBeVisible();

  // The platform's flags come from its scenario; cashback needs MANPLAYREB3, which the minimal scenario turns off.
  await expect(frame.locator('[data-node-id="cashback"]')).toHaveCount(1);
  await page.getByLabel('Situation').selectOption('minimal');
  await expect(frame.locator('[data-node-id="cashback"]')).toHaveCount(0);
  // …and one flag switched by hand brings it back.
  await page.getByText(/^Site features \(\d+ on\)$/).click();
  await page.getByRole('checkbox', { name: 'Manual rebate MANPLAYREB3' }).check();
  await expect(frame.locator('[data-node-id="cashback"]')).toHaveCount(1);
});

test('switching the language to TY changes the copy', async ({ page }) => {
  await openStudio(page, 'doc=menus/header-nav.json');
  const sports = preview(page).locator('[data-node-id="main-nav"] [data-node-id="sports"]');
  await expect(sports).toContainText('Sports');
  await page.getByLabel('Site language').selectOption('ty');
  await expect(sports).toContainText('Palakasan');
  await page.getByRole('button', { name: '390' }).click();
  await expect(page.locator('iframe[title="Preview"]')).toHaveCSS('width', '390px');
});

test('a merchant override is edited as operations: base and result previews, provenance on hover', async ({ page }) => {
  await openStudio(page, 'doc=merchants/luckystar/menus/header-nav.json');
  const nav = preview(page).locator('[data-node-id="main-nav"]');
  await expect(nav.locator('li[data-node-id]').nth(1)).toHaveAttribute('data-node-id', 'promotions');
  await expect(nav.locator('[data-node-id="esports"]')).toHaveCount(0);

  await nav.locator('[data-node-id="promotions"]').hover();
  await expect(preview(page).getByRole('tooltip')).toContainText('merchant moved: moved after "home"');

  await openJsonEditor(page);
  await page.getByRole('tab', { name: 'Operations' }).click();
  await page.getByLabel('Operation', { exact: true }).selectOption('hide');
  await page.getByLabel('Id', { exact: true }).fill('vip');
  await page.getByRole('button', { name: 'Add hide' }).click();
  await expect(page.getByRole('list', { name: 'Operations' })).toContainText('hide "vip"');
  await expect(nav.locator('[data-node-id="vip"]')).toHaveCount(0);

  await page.getByRole('button', { name: 'Base', exact: true }).click();
  await expect(nav.locator('[data-node-id="esports"]')).toHaveCount(1);
  await expect(nav.locator('li[data-node-id]').first()).toHaveAttribute('data-node-id', 'home');
  await expect(nav.locator('li[data-node-id]').nth(1)).toHaveAttribute('data-node-id', 'lottery');
  await page.getByRole('button', { name: 'Discard edits' }).click();
});

test('the widget catalogue shows each widget\'s description for operators, a rendered example, and for developers its props schema', async ({ page }) => {
  await openStudio(page, 'view=widgets');
  const widgets = page.getByRole('navigation', { name: 'Widgets' });
  // Every widget this build knows (the node meta-schema lists them).
  const node = JSON.parse(readFileSync('schemas/meta/node.schema.json', 'utf8')) as { properties: { type: { description: string } } };
  const known = node.properties.type.description.replace(/^.*Known to this build: /, '').split(', ');
  expect(known.length).toBeGreaterThan(40);
  await expect(widgets.getByRole('button')).toHaveCount(known.length);
  await page.getByLabel('Find a widget').fill('head');
  await widgets.getByRole('button', { name: 'Heading' }).click();
  const entry = page.getByRole('article', { name: 'Widget Heading' });
  await expect(entry).toContainText('A title above a part of the page, large or small (levels 1 to 4).');
  // The widget's own description and props schema, for developers, one click away.
  await entry.getByText('For developers: Heading').click();
  await expect(entry).toContainText('A heading of level 1–4.');
  await expect(entry.getByRole('region', { name: 'Props schema' })).toContainText('"level"');
  await expect(page.frameLocator('iframe[title="Rendered example"]').getByRole('heading')).toBeVisible();
});

test('reordering the register form\'s fields reorders the form the site draws', async ({ page }) => {
  await openStudio(page, 'doc=forms/register.json');
  const labels = preview(page).locator('form label');
  await expect(labels.first()).toContainText('Username');
  await openJsonEditor(page);
  await page.getByRole('tab', { name: 'Reorder' }).click();
  // The preview resolves the form with the platform's registration settings, as the site does: the Username tab shows
  // Username, then Password (the country code and SMS code go with the mobile number, which that tab leaves out).
  await expect(labels.nth(1)).toContainText('Password');
  const reorder = page.getByRole('region', { name: 'Reorder Fields (the order the form shows)' });
  for (let step = 0; step < 4; step++) await reorder.getByRole('button', { name: 'Move password up' }).click();
  await expect(labels.first()).toContainText('Password');
  await expect(labels.nth(1)).toContainText('Username');
  await page.getByRole('button', { name: 'Discard edits' }).click();
});

test('in the outline, an operator reorders the header nav by drag and changes a label\'s TY text: the preview and the JSON follow', async ({ page }) => {
  await openStudio(page, 'doc=menus/header-nav.json');
  const nav = preview(page).locator('[data-node-id="main-nav"] li[data-node-id]');
  await expect(nav.first()).toHaveAttribute('data-node-id', 'home');
  const outline = page.getByRole('tree', { name: 'Outline of menus/header-nav.json' });
  await outline.getByRole('treeitem', { name: /^Sports, menu item/ }).dragTo(outline.getByRole('treeitem', { name: /^Home, menu item/ }));
  await expect(nav.first()).toHaveAttribute('data-node-id', 'sports');
  await expect(nav.nth(1)).toHaveAttribute('data-node-id', 'home');
  await openJsonEditor(page);
  expect((JSON.parse(await editorText(page)) as { items: { id: string }[] }).items.map((item) => item.id).slice(0, 2)).toEqual(['sports', 'home']);

  // The label's TY text, named in TY in the outline once the preview speaks TY; the document keeps its key.
  await page.getByLabel('Site language').selectOption('ty');
  await outline.getByRole('treeitem', { name: /^Palakasan, menu item/ }).click();
  const inspector = page.getByRole('region', { name: 'Selected entry' });
  await expect(inspector.getByLabel('Label (EN)')).toHaveValue('Sports');
  await inspector.getByLabel('Label (TY)').fill('Isports ngayon');
  const sports = preview(page).locator('[data-node-id="main-nav"] [data-node-id="sports"]');
  await expect(sports).toContainText('Isports ngayon');
  await expect(outline.getByRole('treeitem', { name: /^Isports ngayon, menu item/ })).toHaveAttribute('aria-selected', 'true');
  expect(await editorText(page)).toContain('"label": "nav_sports"');
  await expect(page.getByRole('button', { name: 'i18n/ty.json' })).toBeVisible();

  // One undo history: the text, then the move, come back with Ctrl+Z on the outline.
  await outline.getByRole('treeitem', { name: /^Isports ngayon/ }).focus();
  await page.keyboard.press('ControlOrMeta+z');
  await expect(sports).toContainText('Palakasan');
  await page.keyboard.press('ControlOrMeta+z');
  await expect(nav.first()).toHaveAttribute('data-node-id', 'home');
  await page.keyboard.press('ControlOrMeta+Shift+z');
  await expect(nav.first()).toHaveAttribute('data-node-id', 'sports');
});
