import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { expect, test } from './support/test';
import { DIST } from './support';
import { chunkModulesLoaded, keysShown } from './support/texts-shown';

// Issue 15's goal, held since issue 40 (it was 125 once the goal was met: 118 KB with wouter in place of react-router,
// 107.1 KB measured when the budget came down to the goal).
const BUDGET_GZIP_BYTES = 120 * 1024;
// Issue 15's goal for all the JavaScript of a first visit to the home page (146.6 KB once i18next went).
// Issue 26 added the signed-in header shortcuts (menus/header-shortcuts.json in every layout), the banner controls
// bar and the inline script's per-host title: 151.5 KB measured, so 155 for a while. Issue 28 met its 140 KB goal
// (151 → 138.7 KB): the data catalogue loads per call group (home: the notices group only), a visitor's page
// preloads only the game calls of the API client, and the account flows' texts come with the first modal.
// Stop 37 merged issue 38's dialog focus, issue 42's popup queue, phone menu and ended-offer filter, and issue 37's
// installable app (its start is a chunk of its own, after the page is idle): 142.2 KB measured, so 144 for a while.
// Issue 28's 140 KB goal is missed again until the first page sheds about 2.5 KB.
// Stop 44 merged issue 40's features that a visitor's home shows (hot matches, the hearts on game cards, flags from
// the whitelabel call and the CDN by the routers' speeds) and issue 38's focus and balance status: 145.6 KB measured,
// so 148 for a while; 5.6 KB over issue 28's goal.
// Stop 65 put platform HTML's headings in the page's outline (in the sanitizer, which the home's popup notice loads) and
// gave the game lists' names their heading levels: +0.5 KB on the home; without the module-preload polyfill (-0.3 KB
// of every page's first code) 148.2 KB measured, so 149.
// Stop 67 gave a visitor's page its route's documents in one file (the inline script takes them from it) and the check
// of that copy against the origin once the page is idle (src/page-load/page-documents.ts, in the entry: it must note
// the visitor's first press from the start): 149.5 KB measured, so 150, issue 15's own goal.
const HOME_COMPLETE_BUDGET_GZIP_BYTES = 150 * 1024;

/** The JavaScript the browser loads before anything else on `/`: the entry script and its modulepreloads. */
function initialScripts(): string[] {
  const html = readFileSync(`${DIST}index.html`, 'utf8');
  const sources = [...html.matchAll(/<script[^>]+src="\/([^"]+)"/g), ...html.matchAll(/<link[^>]+rel="modulepreload"[^>]+href="\/([^"]+)"/g)].map((m) => m[1]!);
  return [...new Set(sources)];
}

/** The inline scripts of `/` (the early-fetch script): parsed first, so counted too. */
function inlineScripts(): string[] {
  const html = readFileSync(`${DIST}index.html`, 'utf8');
  return [...html.matchAll(/<script(?![^>]*\b(?:src|type)=)[^>]*>([\s\S]*?)<\/script>/g)].map((m) => m[1]!).filter((text) => text.trim() !== '');
}

test('the initial JavaScript of / stays within 120 KB gzip', () => {
  const scripts = initialScripts();
  expect(scripts.length).toBeGreaterThan(0);
  expect(inlineScripts()).toHaveLength(1);
  const total = scripts.reduce((sum, file) => sum + gzipSync(readFileSync(`${DIST}${file}`)).length, 0) + inlineScripts().reduce((sum, text) => sum + gzipSync(text).length, 0);
  console.log(`initial JS: ${scripts.join(', ')} = ${(total / 1024).toFixed(1)} KB gzip`);
  expect(total).toBeLessThanOrEqual(BUDGET_GZIP_BYTES);
});

// Issue 28: the inline script is src/page-load bundled and minified (3.3 KB gzip when it moved there; the program
// in a string it replaced was 4.4 KB). Every page parses it before anything else, so it has its own guard.
// Issue 37 gave it the route's first paint (its fetch, theme, stylesheets and hand-off): 4.1 KB measured, so 4.5;
// then the calls that leave with the status (flags, routers) and the vendor list once the status says the site is
// open: 4.6 KB measured, so 5; then the data calls a route's first paint names, once the status says it is open:
// 5.06 KB measured, so 5.25; then a campaign's tags (`utm_*`, `gclid`, `fbclid`) no longer turn those calls off:
// 5.25 KB measured, so 5.3.
const INLINE_SCRIPT_BUDGET_GZIP_BYTES = 5.3 * 1024;

test('the inline script of / (src/page-load, bundled) stays within 5.3 KB gzip, one IIFE with no module syntax', () => {
  const [script] = inlineScripts();
  expect(script).toBeDefined();
  const gzip = gzipSync(script ?? '').length;
  console.log(`inline script: ${(gzip / 1024).toFixed(1)} KB gzip`);
  expect(script).toMatch(/^\(function\(\)\{/);
  expect(script).not.toMatch(/\bimport\s*\(|^\s*(import|export)\b/m);
  expect(gzip).toBeLessThanOrEqual(INLINE_SCRIPT_BUDGET_GZIP_BYTES);
});

test('the initial JavaScript contains neither rjsf nor the ajv compiler', () => {
  const modules = JSON.parse(readFileSync(`${DIST}.vite/chunk-modules.json`, 'utf8')) as Record<string, string[]>;
  const initial = initialScripts().flatMap((file) => modules[file] ?? []);
  expect(initial.length).toBeGreaterThan(10);
  expect(initial.filter((id) => id.includes('@rjsf/'))).toEqual([]);
  // Only ajv's tiny runtime helpers may ship; its compiler (core, compile, vocabularies) must not.
  expect(initial.filter((id) => id.includes('/ajv/') && !id.includes('/ajv/dist/runtime/'))).toEqual([]);
});

// Stop 64: the form chunk (rjsf, every form: the login, the register, the deposit) was 86.5 KB gzip, 36 KB of it
// markdown-to-jsx, which no form of the site renders through (src/renderer/form/plain-markdown.tsx): 54.8 KB measured
// without it, so 58.
const FORM_CHUNK_BUDGET_GZIP_BYTES = 58 * 1024;

test('the form chunk holds rjsf without a markdown renderer, within 58 KB gzip', () => {
  const modules = JSON.parse(readFileSync(`${DIST}.vite/chunk-modules.json`, 'utf8')) as Record<string, string[]>;
  const [file, ...others] = Object.keys(modules).filter((name) => /^assets\/schema-form-[\w-]+\.js$/.test(name));
  expect(others).toEqual([]);
  expect(modules[file!]!.some((id) => id.includes('/@rjsf/core/'))).toBe(true);
  expect(Object.values(modules).flat().filter((id) => id.includes('/markdown-to-jsx/'))).toEqual([]);
  const gzip = gzipSync(readFileSync(`${DIST}${file!}`)).length;
  console.log(`form chunk: ${(gzip / 1024).toFixed(1)} KB gzip`);
  expect(gzip).toBeLessThanOrEqual(FORM_CHUNK_BUDGET_GZIP_BYTES);
});

test('a build made without VITE_STUDIO=1 holds no studio at all, and the first page none of its code (issue 14)', () => {
  const modules = JSON.parse(readFileSync(`${DIST}.vite/chunk-modules.json`, 'utf8')) as Record<string, string[]>;
  const studio = (id: string) => id.includes('/src/studio/') || id.includes('/@codemirror/') || id.includes('/node_modules/codemirror/');
  // `npm test` builds without the flag (scripts/test-all.sh): no chunk holds a studio module or the editor…
  expect(Object.entries(modules).filter(([, ids]) => ids.some(studio)).map(([file]) => file)).toEqual([]);
  expect(readdirSync(`${DIST}assets`).filter((file) => file.startsWith('studio'))).toEqual([]);
  // …and no script names the route or the studio's storage (the router's `/studio` entry is compiled away).
  const scripts = readdirSync(`${DIST}assets`).filter((file) => file.endsWith('.js'));
  expect(scripts.filter((file) => /croupier-studio|["']\/studio["']/.test(readFileSync(`${DIST}assets/${file}`, 'utf8')))).toEqual([]);
  expect(initialScripts().flatMap((file) => modules[file] ?? []).filter(studio)).toEqual([]);
});

test('run-time meta-validation ships precompiled: no ajv compiler in any chunk the schema loader uses', () => {
  const modules = JSON.parse(readFileSync(`${DIST}.vite/chunk-modules.json`, 'utf8')) as Record<string, string[]>;
  const validatorChunk = Object.entries(modules).find(([, ids]) => ids.some((id) => id.includes('src/schema/generated/meta-validators')));
  expect(validatorChunk).toBeDefined();
  expect(validatorChunk![1].filter((id) => id.includes('/ajv/') && !id.includes('/ajv/dist/runtime/'))).toEqual([]);
});

test('the home page downloads neither the document validators nor the cipher (issue 15)', async ({ page }) => {
  const modules = JSON.parse(readFileSync(`${DIST}.vite/chunk-modules.json`, 'utf8')) as Record<string, string[]>;
  const loaded: string[] = [];
  page.on('response', (response) => {
    const file = /\/(assets\/[^/?]+\.js)/.exec(response.url())?.[1];
    if (file) loaded.push(...(modules[file] ?? []));
  });
  await page.goto('/');
  await expect(page.locator('[data-node-id="hero"]')).toBeVisible();
  await page.waitForLoadState('networkidle');
  expect(loaded.length).toBeGreaterThan(10);
  expect(loaded.filter((id) => id.includes('meta-validators') || id.includes('/crypto-js/'))).toEqual([]);
});

test('a first visit to the home page, popup notice included, loads at most 150 KB gzip of JavaScript until it is complete (issue 15, 150 KB; issue 28, 140 KB; 148 since stop 44, 149 since stop 65, 150 since stop 67)', async ({ browser }) => {
  // A plain context: a first visit, so the popup notice (and the sanitizer for its HTML) is part of the page.
  const context = await browser.newContext();
  const page = await context.newPage();
  const files = new Set<string>();
  page.on('response', (response) => {
    const file = /\/(assets\/[^/?]+\.js)(?:\?|$)/.exec(response.url())?.[1];
    if (file) files.add(file);
  });
  await page.goto('/');
  await expect(page.getByRole('dialog', { name: 'Welcome to Croupier' })).toBeVisible();
  await expect(page.locator('[data-node-id="hot-games"] .game-tile').first()).toBeVisible();
  await expect(page.locator('[data-node-id="winners"] .rank-list__row').first()).toBeAttached();
  await expect(page.locator('[data-node-id="category-tiles"] a')).toHaveCount(6);
  await page.waitForLoadState('networkidle');
  const total = [...files].reduce((sum, file) => sum + gzipSync(readFileSync(`${DIST}${file}`)).length, 0) + inlineScripts().reduce((sum, text) => sum + gzipSync(text).length, 0);
  console.log(`home until complete: ${files.size} scripts = ${(total / 1024).toFixed(1)} KB gzip`);
  expect(files.size).toBeGreaterThan(10);
  expect(total).toBeLessThanOrEqual(HOME_COMPLETE_BUDGET_GZIP_BYTES);
  // What a visitor's home does not use stays behind: the catalogue groups but notices, the API client's other calls
  // (only the game calls and the notices come), the account flows' texts.
  const modules = JSON.parse(readFileSync(`${DIST}.vite/chunk-modules.json`, 'utf8')) as Record<string, string[]>;
  const loaded = [...files].flatMap((file) => modules[file] ?? []);
  expect(loaded).toContain('/src/renderer/data/catalogue/notices.ts');
  expect(loaded.filter((id) => /\/src\/renderer\/data\/catalogue\/(wallet|member|records|rewards|content|agent)\.ts$/.test(id))).toEqual([]);
  expect(loaded.filter((id) => /\/src\/api\/(index|wallet|member|session|agent|agent-team|points|withdraw|deposit)\.ts$/.test(id))).toEqual([]);
  expect(loaded.filter((id) => id.includes('/i18n/locales/account-en'))).toEqual([]);
  await context.close();
});

// A visitor's game and lottery pages call their own part of the API client: until stop 57 their first calls waited
// for the whole client (every account module, ~15 chunks), which on a phone's connection came before their pictures.
for (const [route, pictures, calls] of [
  ['/rng', '[data-node-id="rng-grid"] .game-tile img', '/src/api/games.ts'],
  ['/lottery', '[data-node-id="lottery-lobby"] img', '/src/api/lottery.ts'],
] as const) {
  test(`a visitor's ${route} shows its games' pictures with ${calls.slice(9)} only, not the whole API client`, async ({ page }) => {
    const modules = JSON.parse(readFileSync(`${DIST}.vite/chunk-modules.json`, 'utf8')) as Record<string, string[]>;
    const loaded: string[] = [];
    page.on('response', (response) => {
      const file = /\/(assets\/[^/?]+\.js)(?:\?|$)/.exec(response.url())?.[1];
      if (file) loaded.push(...(modules[file] ?? []));
    });
    await page.goto(route);
    await expect(page.locator(pictures).first()).toBeVisible();
    await expect(page.locator(pictures).first()).toHaveAttribute('src', /\/platform-assets\//);
    await page.waitForLoadState('networkidle');
    expect(loaded).toContain(calls);
    expect(loaded.filter((id) => /\/src\/api\/(index|wallet|member|session|agent|agent-team|points|withdraw|deposit|profile|reports)\.ts$/.test(id))).toEqual([]);
  });
}

// Stop 66: a page waits for the member texts (9 KB gzip in EN) only when its document names one. A game lobby names
// none: it neither waits for them nor downloads them, and shows its words, never a key. /vip names its ladder's texts.
test("a visitor's game lobbies do without the member texts; /vip, which names them, has them", async ({ page }) => {
  const loaded = chunkModulesLoaded(page);
  const memberTexts = () => loaded().filter((id) => /\/src\/i18n\/locales\/(member|account)-en\.ts$/.test(id));
  for (const [route, shown] of [
    ['/rng', '[data-node-id="rng-grid"] .game-tile img'],
    ['/live', '.live-lobby img'],
    ['/lottery', '[data-node-id="lottery-lobby"] img'],
  ] as const) {
    await page.goto(route);
    await expect(page.locator(shown).first()).toBeVisible();
    await page.waitForLoadState('networkidle');
    expect(memberTexts(), route).toEqual([]);
    expect(await keysShown(page), route).toEqual([]);
  }
  await page.goto('/vip');
  await expect(page.getByRole('table', { name: 'Levels and benefits' })).toBeVisible();
  expect(memberTexts()).toEqual(expect.arrayContaining([expect.stringMatching(/member-en\.ts$/)]));
});
