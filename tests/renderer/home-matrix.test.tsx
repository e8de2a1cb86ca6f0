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

/**
 * QA's snapshot matrix: the real schema files, loaded through the real loader from disk,
 * resolved and rendered for every role × language × merchant. A snapshot diff is a visible change.
 */
const ROLES: readonly Role[] = ['visitor', 'player', 'agent', 'trial'];
const LANGS = ['en', 'ty'] as const;
const MERCHANTS = ['croupier', 'luckystar'] as const;
const DOCUMENTS = ['screens/home', 'menus/header-nav'] as const;

let components: ComponentSource;
beforeAll(async () => {
  components = await preloadedComponentSource(widgetRegistry);
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

const matrix = DOCUMENTS.flatMap((document) => ROLES.flatMap((role) => LANGS.flatMap((lang) => MERCHANTS.map((merchant) => ({ document, role, lang, merchant })))));

describe('schema render matrix', () => {
  it.each(matrix)('$document as $role in $lang for $merchant', async ({ document, role, lang, merchant }) => {
    // One tag per line, so a snapshot diff points at the element that changed.
    expect((await renderHtml(document, role, lang, merchant)).replaceAll('><', '>\n<')).toMatchSnapshot();
  });
});

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
    expect(ids).toEqual(['hero-member', 'categories', 'category-tiles', 'hot-games', 'winners', 'why-us', 'why-fast', 'why-safe', 'why-support']);
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
