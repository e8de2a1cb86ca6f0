// @vitest-environment node
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { firstPaintFiles } from '../../scripts/schemas/first-paint';
import { isFirstPaint, type FirstPaint } from '@/page-load/first-paint';

const paintOf = (files: Map<string, string>, path: string): FirstPaint => {
  const text = files.get(path);
  if (text === undefined) throw new Error(`no first paint at ${path}`);
  const paint: unknown = JSON.parse(text);
  if (!isFirstPaint(paint)) throw new Error(`${path} is not a first paint`);
  return paint;
};

describe("each route's first paint, rendered ahead of time from the documents (issue 37)", () => {
  it('renders every merchant, language and route every context shows, as a visitor first sees it', async () => {
    const { files, skipped } = await firstPaintFiles();
    expect(skipped).toEqual([]);
    const routes = (JSON.parse(readFileSync('schemas/routes.json', 'utf8')) as { routes: { id: string; when?: unknown }[] }).routes.filter((route) => route.when === undefined);
    expect(files.size).toBe(2 * 2 * routes.length);

    const home = paintOf(files, 'app/first-paint/croupier/en/home.json');
    // The frame and the screen, as the site draws them once its frame is ready: the brand, the hero, the data widgets loading.
    expect(home.html).toMatch(/^<link rel="preload" as="image"/);
    expect(home.html).toContain('<div class="page page--default">');
    expect(home.html).toContain('aria-label="Croupier"');
    expect(home.html).toContain('<h1 class="hero__title">Play the biggest jackpots in the Philippines</h1>');
    expect(home.html).toContain('<main data-node-id="page" class="page__main" id="main"><div class="screen" data-screen-id="home">');
    for (const widget of ['hero__title', 'site-header', 'site-footer', 'category-tiles', 'game-section']) expect(home.html).toContain(widget);
    // The visitor's buttons, not a member's account bar.
    expect(home.html).toContain('data-node-id="login"');
    expect(home.html).not.toContain('header-account--member');
    // The merchant's theme as the site sets it (`applyTheme`).
    expect(home.theme).toContainEqual(['--color-bg', '#0d0f1a']);

    const luckyStar = paintOf(files, 'app/first-paint/luckystar/en/home.json');
    expect(luckyStar.html).toContain('aria-label="Lucky Star"');
    expect(luckyStar.theme).not.toEqual(home.theme);
    // TY copy in the TY first paint.
    expect(paintOf(files, 'app/first-paint/luckystar/ty/rng.json').html).toContain('class="heading heading--1">Mga Slot</h1>');
  }, 60_000);

  it("follows an operator's documents: edited copy shows in the next first paint; a conditional route and a broken one have none", async () => {
    const root = mkdtempSync(join(tmpdir(), 'first-paint-'));
    cpSync('schemas', root, { recursive: true });
    // The operator's copy (schemas/i18n/en.json) over the bundled text of the hero's title.
    const copyPath = join(root, 'i18n/en.json');
    const copy = JSON.parse(readFileSync(copyPath, 'utf8')) as { texts: Record<string, string> };
    copy.texts['home_hero_title'] = 'Weekend jackpot: 5,000,000 PHP';
    writeFileSync(copyPath, JSON.stringify(copy));
    const routesPath = join(root, 'routes.json');
    const routes = JSON.parse(readFileSync(routesPath, 'utf8')) as { routes: Record<string, unknown>[] };
    routes.routes = routes.routes.map((route) => (route['id'] === 'vip' ? { ...route, when: { auth: true } } : route));
    routes.routes.push({ id: 'lost', paths: ['/lost'], screen: 'screens/no-such-screen', layout: 'default' });
    writeFileSync(routesPath, JSON.stringify(routes));
    const { files, skipped } = await firstPaintFiles(root);
    expect(paintOf(files, 'app/first-paint/croupier/en/home.json').html).toContain('Weekend jackpot: 5,000,000 PHP');
    expect(files.has('app/first-paint/croupier/en/vip.json')).toBe(false);
    expect(files.has('app/first-paint/croupier/en/lost.json')).toBe(false);
    expect(skipped.filter((line) => line.includes('/lost'))).toHaveLength(4);
  }, 60_000);
});
