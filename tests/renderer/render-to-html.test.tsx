import { beforeAll, describe, expect, it } from 'vitest';
import { createI18n } from '@/i18n/i18n';
import { preloadedComponentSource, type ComponentSource } from '@/renderer/component-source';
import type { WidgetFailure } from '@/renderer/render-environment';
import { renderResolvedToHtml } from '@/renderer/render-to-html';
import type { ResolvedMenu, ResolvedScreen } from '@/schema/resolved';
import { testRegistry } from '../fixtures/test-widgets';

let components: ComponentSource;
beforeAll(async () => {
  components = await preloadedComponentSource(testRegistry);
});

const page: ResolvedScreen = {
  kind: 'screen',
  id: 'home',
  body: [
    { type: 'Box', id: 'games', props: { label: 'Games' }, children: [{ type: 'Label', id: 'slots', props: { text: 'Slots' }, children: [] }] },
    { type: 'Boom', id: 'broken', props: { message: 'no data' }, children: [] },
    { type: 'Boom', id: 'with-fallback', props: { message: 'no data either' }, children: [], fallback: { type: 'Label', id: 'plain', props: { text: 'Plain' }, children: [] } },
    { type: 'Label', id: 'after', props: { text: 'After' }, children: [] },
  ],
};

const nav: ResolvedMenu = {
  kind: 'menu',
  id: 'header-nav',
  items: [
    { id: 'home', label: 'nav_home', action: { type: 'navigate', to: '/' }, children: [] },
    { id: 'live', label: 'nav_live', badge: 'nav_new', action: { type: 'navigate', to: '/live' }, children: [] },
    { id: 'help', label: 'nav_help', action: { type: 'external', url: 'https://help.example.com' }, children: [] },
  ],
};

describe('renderResolvedToHtml', () => {
  it('is deterministic: the same input gives the same bytes', () => {
    const first = renderResolvedToHtml(page, { i18n: createI18n('en'), components });
    const second = renderResolvedToHtml(structuredClone(page), { i18n: createI18n('en'), components });
    expect(second).toBe(first);
  });

  it('wraps the document with its id and gives every node its data-node-id', () => {
    const html = renderResolvedToHtml(page, { i18n: createI18n('en'), components });
    expect(html.startsWith('<div data-document-id="home">')).toBe(true);
    expect([...html.matchAll(/data-node-id="([^"]+)"/g)].map((m) => m[1])).toEqual(['games', 'slots', 'broken', 'plain', 'after']);
  });

  it('shows a throwing widget as its fallback or a marker, never a loading placeholder, and reports it', () => {
    const failures: WidgetFailure[] = [];
    const html = renderResolvedToHtml(page, { i18n: createI18n('en'), components, onWidgetFailure: (f) => failures.push(f) });
    expect(html).toContain('data-schema-failure="Boom"');
    expect(html).toContain('Boom “broken”: the widget failed to render');
    expect(html).toContain('<p data-node-id="plain">Plain</p>');
    expect(html).not.toContain('schema-loading');
    expect(failures).toEqual([
      { nodeId: 'broken', type: 'Boom', message: 'no data' },
      { nodeId: 'with-fallback', type: 'Boom', message: 'no data either' },
    ]);
  });

  it('renders a menu with translated labels in the requested language', () => {
    const en = renderResolvedToHtml(nav, { i18n: createI18n('en'), components });
    expect(en).toContain('<li data-node-id="live" class="menu__item">');
    expect(en).toContain('Live Casino');
    expect(en).toContain('href="https://help.example.com" class="menu__link" target="_blank" rel="noopener noreferrer"');
    const ty = renderResolvedToHtml({ kind: 'menu', id: 'm', items: [{ id: 'home', label: 'home_hero_title', children: [] }] }, { i18n: createI18n('ty'), components });
    expect(ty).toContain('Laruin ang pinakamalalaking jackpot sa Pilipinas');
  });
});
