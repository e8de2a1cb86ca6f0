import { readFileSync } from 'node:fs';
import type { BrowserContext, Page, Route } from '@playwright/test';
import { expect, FAILED_RESOURCE, test } from './support/test';
import { DEMO_PASSWORD } from './support/login';
import { installXssHooks, withoutCsp } from './support/no-csp';
import { isContactUrl, isImageSource } from '../../src/schema/url-policy';
import { fetchForRoute } from './support/route-fetch';

/**
 * The XSS corpus (issue 16): >= 80 payloads from the OWASP filter-evasion cheat sheet and the mXSS /
 * DOMPurify bypass lists (tests/fixtures/xss-payloads.json) go into every schema text and URL prop,
 * a merchant override, every display string of real platform responses and URL query values. The
 * pages run without their CSP, so the proof is the code. Each page load carries many payloads (every
 * field a different one, rotated between loads). Nothing may run: an init script hooks alert /
 * confirm / prompt, a browser dialog fails the test, `window.__xss` stays undefined, and every link,
 * picture and frame on the page passes the URL policy.
 */

interface Corpus {
  html: string[];
  url: string[];
}
const corpus = JSON.parse(readFileSync(new URL('../fixtures/xss-payloads.json', import.meta.url), 'utf8')) as Corpus;

/** Hands out payloads in turn; each load starts at its own offset so every payload lands somewhere. */
class Rotation {
  private html = 0;
  private url = 0;
  private count = 0;
  constructor(offset: number) {
    this.html = offset * 17;
    this.url = offset * 5;
  }
  /** One payload of the kind the field expects; one in five is of the other kind. */
  next(kind: 'html' | 'url'): string {
    this.count += 1;
    const flip = this.count % 5 === 0;
    const useUrl = (kind === 'url') !== flip;
    if (useUrl) return corpus.url[this.url++ % corpus.url.length] ?? '';
    return corpus.html[this.html++ % corpus.html.length] ?? '';
  }
}

// ---- platform responses -------------------------------------------------------------------------

const PLATFORM_PATH = /^\/(wps|lgw|lotto)\//;
/** Calls whose strings are credentials or keys, not content: left as they are. */
const UNTOUCHED_CALLS = /^\/wps\/(session|captcha|verification)\b/;
const KEEP_KEY = /(id|code|type|key|token|status|currency|lang|language|flag|enabled|mod|vassalage|time|date|symbol|account|username|merchant|domain|cdns?)$/i;
const URL_KEY = /(url|url2|link|path|src|href|image|img|icon|logo|banner|qrcode)$/i;
const TEXT_KEY = /(name|nameen|title|content|message|msg|text|desc|description|remark|label|nick|nickname|detail|summary|subject|body|caption|answer|question|comment|reason|tip|hint|note|rules?|terms|html)$/i;

function rewritePlatform(value: unknown, rotation: Rotation, key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => rewritePlatform(item, rotation, key));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, rewritePlatform(inner, rotation, name)]));
  }
  if (typeof value !== 'string' || value === '' || KEEP_KEY.test(key)) return value;
  if (URL_KEY.test(key)) return rotation.next('url');
  if (TEXT_KEY.test(key)) return rotation.next('html');
  return value;
}

async function rewritePlatformRoute(route: Route, rotation: Rotation): Promise<void> {
  const response = await fetchForRoute(route);
  let body: unknown;
  try {
    body = await response.json();
  } catch {
    return route.fulfill({ response });
  }
  if (typeof body !== 'object' || body === null || !('success' in body)) return route.fulfill({ response });
  const envelope = body as { success: boolean; value?: unknown; message?: unknown };
  const rewritten = { ...envelope, value: rewritePlatform(envelope.value, rotation) };
  if (!envelope.success && typeof envelope.message === 'string') rewritten.message = rotation.next('html');
  await route.fulfill({ response, json: rewritten });
}

async function hostilePlatform(context: BrowserContext, rotation: Rotation): Promise<void> {
  await context.route(
    (url) => PLATFORM_PATH.test(url.pathname) && !UNTOUCHED_CALLS.test(url.pathname),
    (route) => rewritePlatformRoute(route, rotation),
  );
}

// ---- schema documents and a merchant override ---------------------------------------------------

const SCHEMA_TEXT_KEYS = new Set(['text', 'title', 'label', 'caption', 'subtitle', 'eyebrow', 'ctaLabel', 'intro', 'emptyText', 'placeholder', 'buttonLabel', 'message', 'doneText', 'submitLabel']);
const SCHEMA_URL_KEYS = new Set(['url', 'to', 'src', 'href', 'image', 'linkPath', 'emptyTo']);

function rewriteSchema(value: unknown, rotation: Rotation, keys: ReadonlySet<string>, kind: 'html' | 'url', key = ''): unknown {
  if (Array.isArray(value)) return value.map((item) => rewriteSchema(item, rotation, keys, kind, key));
  if (typeof value === 'object' && value !== null) {
    return Object.fromEntries(Object.entries(value).map(([name, inner]) => [name, rewriteSchema(inner, rotation, keys, kind, name)]));
  }
  return typeof value === 'string' && keys.has(key) ? rotation.next(kind) : value;
}

const OVERRIDE_PATH = 'merchants/croupier/screens/home.json';

function homeOverride(rotation: Rotation): unknown {
  const html = () => rotation.next('html');
  const url = () => rotation.next('url');
  return {
    kind: 'override',
    schemaVersion: 2,
    id: 'xss-home',
    target: 'screens/home',
    operations: [
      // Override props are not checked against the widget's props schema: hostile URLs reach the widgets.
      { op: 'set', id: 'hero', props: { eyebrow: html(), title: html(), subtitle: html(), ctaLabel: html(), image: url() } },
      { op: 'set', id: 'why-fast', props: { text: html() } },
      { op: 'set', id: 'categories', props: { title: html() } },
      { op: 'insert', into: 'why-us', node: { type: 'Text', id: 'xss-text', props: { text: html() } } },
      { op: 'insert', into: 'categories', node: { type: 'CategoryTiles', id: 'xss-tiles', props: { tiles: [1, 2, 3, 4].map((n) => ({ id: `t${n}`, label: html(), caption: html(), to: url() })) } } },
    ],
  };
}

async function hostileSchemas(context: BrowserContext, rotation: Rotation, props: 'text' | 'url'): Promise<void> {
  await context.route(
    (url) => url.pathname.startsWith('/schemas/') && url.pathname.endsWith('.json') && !url.pathname.startsWith('/schemas/meta/'),
    async (route) => {
      const path = new URL(route.request().url()).pathname.slice('/schemas/'.length);
      if (path === OVERRIDE_PATH) return route.fulfill({ json: homeOverride(rotation) });
      // No route's documents file (its texts are the origin's, unrewritten): the page asks for each file, rewritten here.
      if (path.endsWith('.documents.json')) return route.fulfill({ json: {} });
      const response = await fetchForRoute(route);
      const document = (await response.json()) as Record<string, unknown>;
      if (path === 'manifest.json') {
        const merchants = (document['merchants'] ?? {}) as Record<string, Record<string, string>>;
        return route.fulfill({ response, json: { ...document, merchants: { ...merchants, croupier: { ...merchants['croupier'], 'screens/home': OVERRIDE_PATH } } } });
      }
      const rewritten = props === 'text' ? rewriteSchema(document, rotation, SCHEMA_TEXT_KEYS, 'html') : rewriteSchema(document, rotation, SCHEMA_URL_KEYS, 'url');
      await route.fulfill({ response, json: rewritten });
    },
  );
}

// ---- the watch ----------------------------------------------------------------------------------

const dialogs: string[] = [];

test.beforeEach(async ({ context, page, consoleGate }) => {
  dialogs.length = 0;
  // Hostile picture paths are joined to the image CDN and answer 404: that is the payload failing, on purpose.
  consoleGate.allow({ text: FAILED_RESOURCE, url: /\/platform-assets\/|evil\.example/, reason: 'corpus payloads used as picture paths do not exist' });
  await withoutCsp(context);
  await installXssHooks(context);
  context.on('page', (opened) => opened.on('dialog', (dialog) => void dialog.dismiss().finally(() => dialogs.push(`popup: ${dialog.message()}`))));
  page.on('dialog', (dialog) => void dialog.dismiss().finally(() => dialogs.push(dialog.message())));
});

/** Links, pictures, frames and forms on the page whose address the URL policy refuses. */
async function refusedAddresses(page: Page): Promise<string[]> {
  const found = await page.evaluate(() => {
    const pick = (selector: string, attribute: string) => [...document.querySelectorAll(selector)].map((element) => `${element.closest('[data-node-id]')?.getAttribute('data-node-id') ?? element.parentElement?.className ?? ''}: ${element.tagName.toLowerCase()} ${attribute}=${element.getAttribute(attribute) ?? ''}`);
    // Pictures are left out: an <img> runs no script whatever its address (the platform's image paths are
    // joined to the CDN). The audit is about addresses that navigate or load a document.
    return [...pick('a[href]', 'href'), ...pick('iframe[src]', 'src'), ...pick('form[action]', 'action'), ...pick('[formaction]', 'formaction'), ...pick('image[href], use[href]', 'href')];
  });
  return found.filter((entry) => {
    const value = entry.slice(entry.indexOf('=') + 1);
    return !(value === '' || value.startsWith('#') || isContactUrl(value) || isImageSource(value));
  });
}

/** Lets lazy parts, timers and autofocus payloads run, moves the mouse across the page, then checks nothing ran. */
async function expectNothingRan(page: Page, where: string): Promise<void> {
  for (const [x, y] of [[100, 100], [400, 300], [800, 500], [300, 700]] as const) await page.mouse.move(x, y, { steps: 3 });
  await page.waitForTimeout(400);
  expect(dialogs, `${where}: browser dialogs`).toEqual([]);
  expect(await page.evaluate(() => (window as unknown as { __xss?: unknown }).__xss), `${where}: window.__xss`).toBeUndefined();
  expect(await refusedAddresses(page), `${where}: addresses the URL policy refuses`).toEqual([]);
}

/** The page shows payloads as text: proof they reached it (an invalid document would fall back to the bundled copy). */
async function expectPayloadsShown(page: Page, where: string): Promise<void> {
  await expect.poll(() => page.evaluate(() => /__xss|alert\(1\)/.test(document.body.innerText)), { message: `${where}: payloads shown as text` }).toBe(true);
}

test('visitor pages: schema text props, a merchant override and platform strings carry payloads; nothing runs', async ({ context, page }) => {
  test.setTimeout(60_000);
  const rotation = new Rotation(1);
  await hostileSchemas(context, rotation, 'text');
  await hostilePlatform(context, rotation);
  await page.goto('/');
  // The override's text node shows; its tiles all link off the site, so CategoryTiles drops every one of them.
  await expect(page.locator('[data-node-id="xss-text"]')).toBeVisible();
  await expectPayloadsShown(page, 'home');
  await expectNothingRan(page, 'home');
  await page.goto('/rng');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expectPayloadsShown(page, '/rng');
  await expectNothingRan(page, '/rng');
  await page.goto('/noticePage');
  await page.locator('.notice-list__item').first().click();
  // The pane is there; its content may sanitize to nothing, depending on the payload it got.
  await expect(page.locator('.notice-pane__content')).toHaveCount(1);
  await expectPayloadsShown(page, 'notice');
  await expectNothingRan(page, 'notice');
});

test('schema URL props carry hostile URLs: the documents are refused, the site still renders, nothing runs', async ({ context, page }) => {
  const rotation = new Rotation(2);
  await hostileSchemas(context, rotation, 'url');
  await hostilePlatform(context, rotation);
  await page.goto('/');
  await expect(page.locator('[data-node-id="category-tiles"]')).toBeVisible();
  await expectNothingRan(page, 'home (URL props)');
  await page.goto('/promotions');
  await expect(page.getByRole('main')).toBeVisible();
  await expectNothingRan(page, '/promotions (URL props)');
});

test('a member: messages, customer service and a game launch with hostile platform strings; nothing runs', async ({ context, page }) => {
  test.setTimeout(60_000);
  await page.goto('/');
  const header = page.getByRole('banner');
  await header.getByRole('button', { name: 'Log in' }).click();
  const dialog = page.getByRole('dialog');
  await dialog.getByLabel('Username').fill('player01');
  await dialog.getByLabel('Password').fill(DEMO_PASSWORD);
  await dialog.getByRole('button', { name: 'Log in' }).click();
  await expect(header.getByRole('button', { name: 'Log in' })).toBeHidden();
  const rotation = new Rotation(3);
  await hostilePlatform(context, rotation);
  await page.goto('/?memberCentre=messageV2');
  await expect(page.getByRole('dialog')).toBeVisible();
  await expectPayloadsShown(page, 'messages');
  await expectNothingRan(page, 'messages');
  await page.goto('/');
  await expect(page.locator('[data-node-id="category-tiles"]')).toBeVisible();
  await expectNothingRan(page, 'home (member)');
  // Customer service reads a fresh status: its links are payloads now (refused: the popup closes).
  await page.getByRole('complementary', { name: 'Contact and apps' }).getByRole('link', { name: 'Customer Service' }).click();
  await expect(page.getByRole('alertdialog')).toBeVisible();
  await expectNothingRan(page, 'customer service');
  await page.getByRole('alertdialog').getByRole('button').first().click();
  // The launch answer's game_url is a payload too: refused (spec §8 invalid-URL dialog) or an http(s) frame.
  await page.goto('/rng');
  await page.locator('.game-tile__play').first().click();
  await expect(page.getByRole('alertdialog').or(page.locator('iframe')).first()).toBeVisible();
  await expectNothingRan(page, 'game launch');
});

test('URL query values carry payloads; nothing runs', async ({ page }) => {
  const rotation = new Rotation(4);
  const q = () => encodeURIComponent(rotation.next(rotation.next('url').length % 2 === 0 ? 'html' : 'url'));
  for (const address of [
    `/?memberCentre=${q()}&agentCentre=${q()}&notice=${q()}`,
    `/rng?vendor=${q()}&playType=${q()}&gameCode=${q()}&search=${q()}&page=${q()}`,
    `/noticePage?notice=${q()}&page=${q()}`,
    `/login?from=${q()}&referralCode=${q()}&affiliateCode=${q()}&code=${q()}&state=${q()}`,
  ]) {
    await page.goto(address);
    await expect(page.getByRole('main')).toBeVisible();
    await expectNothingRan(page, address);
  }
});
