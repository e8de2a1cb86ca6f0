// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { describe, expect, it } from 'vitest';
import { widgetRegistry } from '@/widgets/registry';
import type { WidgetRegistry } from '@/renderer/registry';
import type { SchemaNode } from '@/schema/types';
import { newPagePlan, routePathProblem, sectionProbe, type NewPageInput } from '@/studio/new-page';
import { checkText } from '@/studio/check-text';
import { actionFor, linkProblem, linkTargetOf, sitePages, unknownPage } from '@/studio/link-target';

const registry: WidgetRegistry = widgetRegistry;
const SCHEMAS = resolve('schemas');
const text = (path: string) => readFileSync(join(SCHEMAS, path), 'utf8');
const routes: unknown = JSON.parse(text('routes.json'));
const documents = Object.keys((JSON.parse(text('manifest.json')) as { documents: Record<string, string> }).documents);

function newPageInput(overrides: Partial<NewPageInput> = {}): NewPageInput {
  return {
    path: '/opening-hours',
    title: { en: 'Opening hours', ty: 'Oras ng bukas' },
    layout: 'header-footer',
    sections: ['Heading', 'Text'],
    open: true,
    menu: { path: 'menus/header-nav.json', text: text('menus/header-nav.json') },
    routes: { path: 'routes.json', text: text('routes.json') },
    copy: { en: { path: 'i18n/en.json', text: text('i18n/en.json') }, ty: { path: 'i18n/ty.json', text: text('i18n/ty.json') } },
    documents,
    propsSchema: (type) => registry[type]?.props,
    sectionText: (type, lang) => (lang === 'en' ? `New ${type} text` : `Bagong teksto ng ${type}`),
    ...overrides,
  };
}

describe('a new page\'s address', () => {
  it('is refused, with the reason, when it is empty, malformed, the site\'s own, or another page\'s', () => {
    expect(routePathProblem('', routes)).toEqual({ key: 'studio_page_route_empty' });
    expect(routePathProblem('/', routes)).toEqual({ key: 'studio_page_route_empty' });
    for (const bad of ['/opening hours', '//evil.example', '/a\\b', '/%2e%2e/x', 'javascript:alert(1)', '/a/b/c/d', '/-x', '/x?y=1', '/x#top']) expect(routePathProblem(bad, routes), bad).toEqual({ key: 'studio_page_route_malformed' });
    expect(routePathProblem('/studio', routes)).toEqual({ key: 'studio_page_route_reserved', path: '/studio' });
    expect(routePathProblem('/schemas/x', routes)).toEqual({ key: 'studio_page_route_reserved', path: '/schemas/x' });
    // Taken by a route (any of its paths, any letter case), naming the page that has it.
    expect(routePathProblem('/vip', routes)).toEqual({ key: 'studio_page_route_taken', path: '/vip', route: '/vip' });
    expect(routePathProblem('/VIP', routes)).toEqual({ key: 'studio_page_route_taken', path: '/VIP', route: '/vip' });
    expect(routePathProblem('/seaLottery', routes)).toEqual({ key: 'studio_page_route_taken', path: '/seaLottery', route: '/lottery' });
    expect(routePathProblem('/login', routes)).toMatchObject({ key: 'studio_page_route_taken' });
  });

  it('is accepted when free, with or without the leading slash, in up to three parts', () => {
    expect(routePathProblem('/opening-hours', routes)).toBeUndefined();
    expect(routePathProblem('opening-hours', routes)).toBeUndefined();
    expect(routePathProblem(' /help/opening_hours ', routes)).toBeUndefined();
  });
});

describe('a new page\'s files', () => {
  it('are the new screen, the route, the menu item and the copy in both languages, all in one edit', () => {
    const result = newPagePlan(newPageInput());
    if (!result.ok) throw new Error(JSON.stringify(result.problem));
    const { plan } = result;
    expect(plan.writes.map((write) => write.path)).toEqual(['screens/opening-hours.json', 'routes.json', 'menus/header-nav.json', 'i18n/en.json', 'i18n/ty.json']);
    expect(plan.screen).toBe('screens/opening-hours.json');
    const file = (path: string): Record<string, unknown> => JSON.parse(plan.writes.find((write) => write.path === path)?.text ?? '{}') as Record<string, unknown>;

    const screen = file('screens/opening-hours.json') as { kind: string; id: string; title: string; body: { type: string; id: string; props: Record<string, unknown> }[] };
    expect(screen).toMatchObject({ kind: 'screen', id: 'opening-hours' });
    expect(screen.body.map((node) => [node.type, node.id])).toEqual([['Heading', 'heading'], ['Text', 'text']]);

    const nextRoutes = file('routes.json') as { routes: unknown[]; publicPaths: string[] };
    expect(nextRoutes.routes.at(-1)).toEqual({ id: 'page-opening-hours', paths: ['/opening-hours'], screen: 'screens/opening-hours', layout: 'header-footer' });
    expect(nextRoutes.routes).toHaveLength((routes as { routes: unknown[] }).routes.length + 1);
    expect(nextRoutes.publicPaths.at(-1)).toBe('/opening-hours');

    const menu = file('menus/header-nav.json') as { items: { id: string; label: string; action: unknown }[] };
    expect(menu.items.at(-1)).toEqual({ id: 'opening-hours', label: screen.title, action: { type: 'navigate', to: '/opening-hours' } });

    // Every text the page uses is in both copies: its name and each section's starting text.
    const en = (file('i18n/en.json') as { texts: Record<string, string> }).texts;
    const ty = (file('i18n/ty.json') as { texts: Record<string, string> }).texts;
    expect(en[screen.title]).toBe('Opening hours');
    expect(ty[screen.title]).toBe('Oras ng bukas');
    const sectionKeys = screen.body.map((node) => node.props['text']);
    // The first heading starts as the page's name, in a text of its own; the other sections say what to write.
    expect(sectionKeys[0]).not.toBe(screen.title);
    expect(sectionKeys.map((key) => en[String(key)])).toEqual(['Opening hours', 'New Text text']);
    expect(sectionKeys.map((key) => ty[String(key)])).toEqual(['Oras ng bukas', 'Bagong teksto ng Text']);
  });

  it('leave the menu and the public paths alone when the operator says so, and take the EN name where TY is empty', () => {
    const { menu: _none, ...withoutMenu } = newPageInput({ open: false, title: { en: 'Opening hours', ty: '' } });
    const result = newPagePlan(withoutMenu);
    if (!result.ok) throw new Error(JSON.stringify(result.problem));
    expect(result.plan.writes.map((write) => write.path)).toEqual(['screens/opening-hours.json', 'routes.json', 'i18n/en.json', 'i18n/ty.json']);
    expect((JSON.parse(result.plan.writes[1]?.text ?? '{}') as { publicPaths: string[] }).publicPaths).not.toContain('/opening-hours');
    expect(result.plan.itemId).toBeUndefined();
    const title = (JSON.parse(result.plan.writes[0]?.text ?? '{}') as { title: string }).title;
    expect((JSON.parse(result.plan.writes[3]?.text ?? '{}') as { texts: Record<string, string> }).texts[title]).toBe('Opening hours');
  });

  it('start each section with what its widget needs: its first use on the site, and only widgets that work alone are offered', () => {
    const types = Object.keys(registry);
    const works = (type: string, examples?: Map<string, SchemaNode>) => checkText(sectionProbe(type, registry[type]?.props, examples), 'screens/probe.json', types).ok;
    expect(['Heading', 'Text', 'Section', 'HeroBanner'].filter((type) => !works(type))).toEqual([]);
    // An HTML block needs its content's source: built from its props schema alone it would not load, so it is not offered…
    expect(works('HtmlContent')).toBe(false);
    // …unless the site uses one somewhere, whose props it starts from.
    const used: SchemaNode = { type: 'HtmlContent', id: 'promo-terms', props: { source: { query: 'promotion', params: { promotionId: { route: 'promotionId' } } }, field: 'content' } };
    expect(works('HtmlContent', new Map([['HtmlContent', used]]))).toBe(true);
    const result = newPagePlan(newPageInput({ sections: ['HtmlContent'], examples: new Map([['HtmlContent', used]]) }));
    expect(result.ok && checkText(result.plan.writes[0]?.text ?? '', 'screens/opening-hours.json', types).ok).toBe(true);
  });

  it('get a free screen name when the address\'s name is a screen already', () => {
    const result = newPagePlan(newPageInput({ path: '/vip-club', documents: [...documents, 'screens/vip-club'] }));
    expect(result.ok && result.plan.screen).toBe('screens/vip-club-2.json');
  });

  it('are not made when the address is taken, the page has no name or no section, or a file is broken', () => {
    expect(newPagePlan(newPageInput({ path: '/vip' }))).toEqual({ ok: false, problem: { key: 'studio_page_route_taken', path: '/vip', route: '/vip' } });
    expect(newPagePlan(newPageInput({ title: { en: ' ', ty: 'x' } }))).toEqual({ ok: false, problem: { key: 'studio_page_title_missing' } });
    expect(newPagePlan(newPageInput({ sections: [] }))).toEqual({ ok: false, problem: { key: 'studio_page_no_sections' } });
    expect(newPagePlan(newPageInput({ menu: { path: 'menus/header-nav.json', text: '{ "items": [' } }))).toEqual({ ok: false, problem: { key: 'studio_page_file_broken', file: 'menus/header-nav.json' } });
  });
});

describe('where a menu item goes', () => {
  const pages = sitePages(routes);

  it('reads as a page of the site, an address on it, a link to another site, or something else', () => {
    expect(linkTargetOf({ type: 'navigate', to: '/vip' }, pages)).toEqual({ kind: 'page', address: '/vip' });
    expect(linkTargetOf({ type: 'navigate', to: '/help#terms' }, pages)).toEqual({ kind: 'path', address: '/help#terms' });
    expect(linkTargetOf({ type: 'external', url: 'https://www.pagcor.ph/' }, pages)).toEqual({ kind: 'external', address: 'https://www.pagcor.ph/' });
    expect(linkTargetOf({ type: 'memberCenter', page: 'deposit' }, pages)).toEqual({ kind: 'other', type: 'memberCenter' });
    expect(linkTargetOf(undefined, pages)).toEqual({ kind: 'none' });
  });

  it('is written only through the URL policy: unsafe addresses are refused with the reason', () => {
    for (const bad of ['javascript:alert(1)', 'data:text/html,<script>alert(1)</script>', '//evil.example', 'https://user:pw@evil.example/', 'ftp://files.example', 'https://a b.example']) {
      expect(linkProblem('external', bad), bad).toBeDefined();
      expect(actionFor('external', bad, undefined), bad).toBeUndefined();
    }
    expect(linkProblem('external', '/help')).toEqual({ key: 'studio_link_external_is_site' });
    for (const bad of ['/\\evil.example', '//evil.example', '/%5Cevil.example', 'help', 'https://evil.example']) expect(linkProblem('path', bad), bad).toEqual({ key: 'studio_link_path_bad' });
    expect(linkProblem('path', '  ')).toEqual({ key: 'studio_link_empty' });
  });

  it('becomes a navigate or an external action, keeping who may follow it', () => {
    const gate = { auth: true };
    expect(actionFor('external', ' https://example.com/terms ', { type: 'navigate', to: '/help', gate })).toEqual({ type: 'external', url: 'https://example.com/terms', gate });
    expect(actionFor('path', '/help#terms', { type: 'external', url: 'https://x.example' })).toEqual({ type: 'navigate', to: '/help#terms' });
    expect(actionFor('page', '/vip', undefined)).toEqual({ type: 'navigate', to: '/vip' });
  });

  it('notes an address no page has (a "page not found" for visitors), not one a page has', () => {
    expect(unknownPage('/no-such-page', pages, routes)).toBe(true);
    expect(unknownPage('/help#terms', pages, routes)).toBe(false);
    expect(unknownPage('/seaLottery?x=1', pages, routes)).toBe(false);
  });
});
