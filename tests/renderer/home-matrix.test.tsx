import { beforeAll, describe, expect, it } from 'vitest';
import { resolveRequest } from '../../scripts/schemas/resolve-request';
import { createI18n } from '@/i18n/i18n';
import { preloadedComponentSource, type ComponentSource } from '@/renderer/component-source';
import { renderResolvedToHtml } from '@/renderer/render-to-html';
import type { ResolvedMenu, ResolvedScreen } from '@/schema/resolved';
import type { MenuDocument, Role } from '@/schema/types';
import { widgetRegistry } from '@/widgets/registry';
import { repoSchema } from '../fixtures/fake-schema-sources';
import { contextWith } from '../fixtures/schema-context';
import { parseCliRequest } from '../../scripts/schemas/cli-context';
import { createDocumentRenderer, type DocumentRenderer } from '../../scripts/schemas/document-renderer';
import { normalizeHtml } from '../../scripts/schemas/snapshot-matrix';

/**
 * What each audience sees on the home screen and in the header, from the real schema files through
 * the real loader. The full snapshot matrix (every document × role × flags × language × merchant) is
 * tests/renderer/document-matrix.test.ts.
 */
let components: ComponentSource;
let documents: DocumentRenderer;
beforeAll(async () => {
  components = await preloadedComponentSource(widgetRegistry);
  documents = await createDocumentRenderer();
});

async function resolved(documentName: string, role: Role, lang: string, merchant: string) {
  const result = await resolveRequest({ documentName, explain: false, context: contextWith({ role, lang, merchant }) });
  expect(result.problems).toEqual([]);
  return result.resolved as ResolvedScreen | ResolvedMenu;
}

async function renderHtml(documentName: string, role: Role, lang: string, merchant: string): Promise<string> {
  const failures: string[] = [];
  const html = renderResolvedToHtml(await resolved(documentName, role, lang, merchant), { i18n: createI18n(lang), components, onWidgetFailure: (f) => failures.push(f.nodeId) });
  expect(failures).toEqual([]);
  return html;
}

const nodeIds = (html: string) => [...html.matchAll(/data-node-id="([^"]+)"/g)].map((m) => m[1]);

describe('what each audience sees on the home screen', () => {
  it('a visitor sees the sign-up hero, not the member hero', async () => {
    const ids = nodeIds(await renderHtml('screens/home', 'visitor', 'en', 'croupier'));
    expect(ids).toContain('hero');
    expect(ids).not.toContain('hero-member');
  });

  it.each(['player', 'agent', 'trial'] as const)('a logged-in %s sees the member hero, not the sign-up hero', async (role) => {
    const ids = nodeIds(await renderHtml('screens/home', role, 'en', 'croupier'));
    expect(ids).toContain('hero-member');
    expect(ids).not.toContain('hero');
    // recent-games is resolved in for members but renders nothing until the member has played.
    expect(ids).toEqual(['hero-member', 'categories', 'category-tiles', 'hot-games', 'hot-matches', 'winners', 'why-us', 'why-fast', 'why-safe', 'why-support']);
  });

  it('is written in the chosen language', async () => {
    expect(await renderHtml('screens/home', 'visitor', 'en', 'croupier')).toContain('Play the biggest jackpots in the Philippines');
    expect(await renderHtml('screens/home', 'visitor', 'ty', 'croupier')).toContain('Laruin ang pinakamalalaking jackpot sa Pilipinas');
  });
});

describe('what each audience sees in the header navigation', () => {
  const items = async (role: Role, merchant: string) => ((await resolved('menus/header-nav', role, 'en', merchant)) as ResolvedMenu).items.map((i) => i.id);

  it('a trial account has no VIP item; real accounts and visitors do', async () => {
    expect(await items('trial', 'croupier')).not.toContain('vip');
    for (const role of ['visitor', 'player', 'agent'] as const) expect(await items(role, 'croupier')).toContain('vip');
  });

  it('croupier (no override) keeps the order of the base file', async () => {
    const base = repoSchema('menus/header-nav.json') as unknown as MenuDocument;
    expect(await items('player', 'croupier')).toEqual(base.items.map((i) => i.id));
  });

  it('luckystar leads with promotions after home, live casino before slots, and has no e-sports', async () => {
    const ids = await items('player', 'luckystar');
    expect(ids.slice(0, 2)).toEqual(['home', 'promotions']);
    expect(ids.indexOf('live')).toBeLessThan(ids.indexOf('rng'));
    expect(ids).not.toContain('esports');
    const html = await renderHtml('menus/header-nav', 'player', 'en', 'luckystar');
    expect(html.indexOf('data-node-id="live"')).toBeLessThan(html.indexOf('data-node-id="rng"'));
    expect(html).not.toContain('data-node-id="esports"');
  });
});

describe('the header as users see it (the default layout’s header, not a generic menu list)', () => {
  const header = async (role: Role, merchant: string) => {
    const { html, problems, failures } = await documents.render(parseCliRequest(['layouts/default', '--role', role, '--merchant', merchant, '--scenario', 'default']));
    expect(problems).toEqual([]);
    expect(failures).toEqual([]);
    const start = html.indexOf('<header');
    return normalizeHtml(html.slice(start, html.indexOf('</header>', start) + '</header>'.length));
  };

  it('a visitor at croupier (the default scenario’s flags): brand, log in and register, the navigation', async () => {
    const html = await header('visitor', 'croupier');
    // The brand link is named by the brand (also on a phone, where its text is hidden).
    expect(html).toContain('<a class="site-header__brand" href="/" aria-label="Croupier">');
    expect(html).toContain('<span aria-hidden="true">Croupier</span>');
    expect(html).toContain('data-node-id="login" class="button button--secondary">Log in</button>');
    expect(html).toContain('data-node-id="register" class="button button--primary">Register</button>');
    expect(html).not.toContain('data-node-id="member-bar"');
    expect(html).toMatchSnapshot();
  });

  it('a player at luckystar: its brand, the balance and account menu, its own navigation order', async () => {
    const html = await header('player', 'luckystar');
    expect(html).toContain('<a class="site-header__brand" href="/" aria-label="Lucky Star">');
    expect(html).toContain('data-testid="balance"');
    expect(html).not.toContain('data-node-id="register"');
    expect(html.indexOf('data-node-id="promotions"')).toBeLessThan(html.indexOf('data-node-id="lottery"'));
    expect(html).not.toContain('data-node-id="esports"');
    expect(html).toMatchSnapshot();
  });
});
