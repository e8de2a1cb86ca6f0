import { execFileSync } from 'node:child_process';
import { expect, test } from './support/test';
import { withOriginFile, HAND_EDIT_SHOWN_MS } from './support';
import { logInAs } from './support/login';
import type { Page } from '@playwright/test';

interface Node {
  type: string;
  id: string;
  props?: Record<string, unknown>;
  children?: Node[];
}
type LayoutFile = { body: Node[] };

function find(nodes: Node[], id: string): Node | undefined {
  for (const node of nodes) {
    if (node.id === id) return node;
    const inner = find(node.children ?? [], id);
    if (inner) return inner;
  }
  return undefined;
}

/** Edits dist/schemas/layouts/default.json as an operator would, for the body, then puts it back. */
function editDefaultLayout(edit: (layout: LayoutFile) => void, body: () => Promise<void>): Promise<void> {
  return withOriginFile(
    'layouts/default.json',
    (text) => {
      const layout = JSON.parse(text) as LayoutFile;
      edit(layout);
      return JSON.stringify(layout, null, 2);
    },
    body,
  );
}

const language = (page: Page, landmark: 'banner' | 'contentinfo') => page.getByRole(landmark).getByRole('combobox', { name: 'Language' });

test('moving the language picker from the header to the footer in layouts/default.json shows after a reload', async ({ page }) => {
  await page.goto('/');
  await expect(language(page, 'banner')).toBeVisible();
  await expect(language(page, 'contentinfo')).toHaveCount(0);
  await editDefaultLayout(
    (layout) => {
      const bar = find(layout.body, 'header-bar')!;
      const picker = bar.children!.find((node) => node.id === 'language')!;
      bar.children = bar.children!.filter((node) => node !== picker);
      find(layout.body, 'footer')!.children!.push(picker);
    },
    async () => {
      await page.reload();
      await expect(language(page, 'contentinfo')).toBeVisible({ timeout: HAND_EDIT_SHOWN_MS });
      await expect(language(page, 'banner')).toHaveCount(0);
    },
  );
});

test('a footer column added in layouts/default.json (a Menu node naming an existing menu) shows after a reload', async ({ page }) => {
  await page.goto('/');
  const footer = page.getByRole('contentinfo');
  await expect(footer.locator('.site-footer__column')).toHaveCount(3);
  await editDefaultLayout(
    (layout) => {
      find(layout.body, 'footer-columns')!.children!.push({ type: 'Menu', id: 'footer-account', props: { menu: 'menus/header-visitor', variant: 'column', label: 'acct_menu' } });
    },
    async () => {
      await page.reload();
      await expect(footer.locator('.site-footer__column')).toHaveCount(4, { timeout: HAND_EDIT_SHOWN_MS });
      const column = footer.getByRole('navigation', { name: 'My account' });
      await expect(column.getByRole('heading', { name: 'My account' })).toBeVisible();
      await expect(column.locator('[data-node-id="login"]')).toBeVisible();
    },
  );
});

test('the register button follows DIRECTREG3 through menus/header-visitor.json', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toBeVisible();
  await page.goto('/?scenario=noDirectRegister');
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Register' })).toHaveCount(0);
});

/** The data-node-ids inside the first `<tag …>…</tag>` of the CLI's HTML. */
function idsIn(html: string, tag: 'header' | 'footer'): string[] {
  const start = html.indexOf(`<${tag} `);
  const end = html.indexOf(`</${tag}>`, start);
  return [...html.slice(start, end).matchAll(/data-node-id="([^"]+)"/g)].map((match) => match[1]!);
}

test('the header and footer a player sees carry the data-node-ids `schemas:render layouts/default --role player` prints', async ({ page }) => {
  // The default scenario's flags as the platform publishes them (embedded-platform/platform/scenarios.ts DEFAULT_FLAGS).
  const flags = 'MOBILENUMREG3,REGMOBVERF3,MOBILENUMPASSREG3,USERNAMEREG3,FREEPLAY3,PWDEXPFORCECHANGE3,MOBILEVERCODELOGIN3,DIRECTREG3,AGENTPOLICY3,MANPLAYREB3';
  const html = execFileSync('npm', ['run', '-s', 'schemas:render', '--', 'layouts/default', '--role', 'player', '--flags', flags], { encoding: 'utf8' });
  await page.goto('/');
  await logInAs(page, 'player01');
  await expect(page.getByRole('banner').getByTestId('balance')).toHaveText(/P [\d,]+\.\d\d/);
  const inBrowser = (selector: string) => page.locator(`${selector}, ${selector} [data-node-id]`).evaluateAll((elements) => elements.map((element) => element.getAttribute('data-node-id')).filter((id) => id !== null));
  expect(await inBrowser('header[data-node-id]')).toEqual(idsIn(html, 'header'));
  expect(await inBrowser('footer[data-node-id]')).toEqual(idsIn(html, 'footer'));
});

test('while the frame\'s document is on its way the visitor sees the route\'s first paint, or "Loading…" without one, never a blank page, then the frame', async ({ page, consoleGate }) => {
  // The status answer is usually in before the app first draws (the inline script asked for it), so the status
  // gate's "Loading…" no longer shows: the layout says it until its document and code are here, under the route's
  // first paint (issue 37) when there is one.
  let release: () => void = () => undefined;
  let held = new Promise<void>((resolve) => (release = resolve));
  // The layout comes on its own, or in the route's documents file beside its first paint (`PageDocuments`): both wait.
  for (const pattern of ['**/schemas/layouts/default.json', '**/schemas/app/first-paint/**/*.documents.json'])
    await page.route(pattern, async (route) => {
      await held;
      await route.fallback();
    });
  let status = page.waitForResponse('**/wps/system/status**');
  await page.goto('/');
  await status;
  // Past the status answer and the gate (a moment for the app to take it): the page shows itself as it will be.
  await page.waitForTimeout(1000);
  await expect(page.locator('#first-paint h1')).toHaveText('Play the biggest jackpots in the Philippines', { timeout: 1 });
  await expect(page.getByRole('banner')).toHaveCount(0);
  release();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.locator('#first-paint')).toHaveCount(0);

  // A route without a first paint (none written, or it failed to load): the site says what it is doing.
  held = new Promise<void>((resolve) => (release = resolve));
  consoleGate.allow({ text: /Failed to load resource/, url: /\/schemas\/app\/first-paint\//, reason: 'the test takes the first paint away' });
  await page.route('**/schemas/app/first-paint/**', (route) => route.fulfill({ status: 404, body: '' }));
  status = page.waitForResponse('**/wps/system/status**');
  await page.goto('/');
  await status;
  await page.waitForTimeout(1000);
  await expect(page.getByRole('status').getByText('Loading…')).toBeVisible({ timeout: 1 });
  await expect(page.getByRole('banner')).toHaveCount(0);
  release();
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
  await expect(page.getByRole('status').getByText('Loading…')).toHaveCount(0);
});
