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
    // …and the member centre's pages a player's menu shows without a flag (a page behind one is left out).
    const centrePages = (JSON.parse(readFileSync('schemas/menus/member-center.json', 'utf8')) as { items: { id: string; when?: { flag?: string } }[] }).items.filter((item) => item.when?.flag === undefined);
    expect(files.size).toBe(2 * 2 * (routes.length + centrePages.length));

    const home = paintOf(files, 'app/first-paint/croupier/en/home.json');
    // The frame and the screen, as the site draws them once its frame is ready: the brand, the hero, the data widgets loading.
    expect(home.html).toMatch(/^<link rel="preload" as="image"/);
    expect(home.html).toContain('<div class="page page--default">');
    expect(home.html).toContain('aria-label="Croupier"');
    expect(home.html).toContain('<h1 class="hero__title">Play the biggest jackpots in the Philippines</h1>');
    // The site's small pictures are drawn from the file itself (a data: URL of public/art's bytes), in the first
    // paint's own frame; its own URL is loaded by a hidden <img>, for the site's <img> that takes its place.
    const hero = `data:image/svg+xml;base64,${readFileSync('public/art/hero-cards.svg').toString('base64')}`;
    expect(home.html).toContain(`<img class="hero__art" src="${hero}" alt="" width="560" height="320" fetchPriority="high"/>`);
    expect(home.html).toContain('<link rel="preload" as="image" href="/art/hero-cards.svg" fetchPriority="high"/>');
    expect(home.html).toMatch(/<img hidden="" alt="" src="\/art\/logo-croupier.svg"\/><img hidden="" alt="" src="\/art\/hero-cards.svg"\/>$/);
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

    // The data calls its widgets make first, as the API client builds them, for the inline script to start with the
    // status: the promotions page's list; the home page's banners, player notices and hot matches. Not the popup
    // notices: a tab that has shown its popup asks for them no more (its widget does not query on every mount).
    expect(paintOf(files, 'app/first-paint/croupier/en/promotions.json').calls).toEqual(['/wps/promotion/list']);
    const announcements = (type: string) => `/wps/relay/MCSFE_getListAnnouncements?types=${type}&platform=html5-desktop&execution=1`;
    expect(home.calls).toEqual([announcements('H'), announcements('PL'), '/wps/sports/hotMatches']);
    expect(paintOf(files, 'app/first-paint/luckystar/ty/home.json').calls).toEqual(home.calls);
    // The slot lobby's widgets (vendor tabs, game grid) run no catalogue query: nothing noted.
    expect(paintOf(files, 'app/first-paint/croupier/en/rng.json').calls).toBeUndefined();
  }, 60_000);

  it("renders each member centre page in the centre's dialog, its tab current, as a player first sees it (issue 37)", async () => {
    const { files } = await firstPaintFiles();
    const deposit = paintOf(files, 'app/first-paint/croupier/en/memberCentre/depositv2.json');
    expect(deposit.route).toBe('memberCentre/depositv2');
    // A member's calls carry the session: the inline script starts none for a centre page.
    expect(deposit.calls).toBeUndefined();
    // The dialog the site draws (CentreView): its title, the menu as tabs with this page current, the page's title and
    // sections, the data still loading.
    expect(deposit.html).toMatch(/^<div class="overlay"><div class="overlay__panel overlay__panel--large" role="dialog"/);
    expect(deposit.html).toContain('<h2 id="_R_0_" class="overlay__title">Member Centre</h2>');
    expect(deposit.html).toContain('<li data-node-id="depositv2"><button type="button" aria-current="page">Deposit</button></li>');
    expect(deposit.html).toContain('<li data-node-id="transferFund"><button type="button">My Wallet</button></li>');
    expect(deposit.html).toContain('<h3 class="centre__title">Deposit</h3>');
    expect(deposit.html).toContain('<h4 id="deposit-form-title" class="data-title">Make a deposit</h4>');
    expect(deposit.html).toContain('data-skeleton');
    // A player's menu before any flag: Invite Friends (players only), not Cashback (MANPLAYREB3).
    expect(deposit.html).toContain('Invite Friends');
    expect(deposit.html).not.toContain('data-node-id="manualRebate"');
    expect(files.has('app/first-paint/croupier/en/memberCentre/manualRebate.json')).toBe(false);
    // Each brand's theme and each language's copy.
    expect(paintOf(files, 'app/first-paint/luckystar/en/memberCentre/depositv2.json').theme).not.toEqual(deposit.theme);
    const betting = paintOf(files, 'app/first-paint/croupier/ty/memberCentre/personalHistoryCopy.json');
    expect(betting.html).toContain('aria-current="page"');
    expect(betting.html).not.toContain('>Member Centre<');
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
