import { describe, expect, it } from 'vitest';
import { buildWidgetHints, unconditionalWidgetTypes } from '../../scripts/vite/widget-preload-plugin';
import { widgetLoaders } from '@/widgets/loaders.generated';

describe('build-time widget hints (virtual:croupier-widget-hints)', () => {
  it('lists the types a screen shows under every context, not those behind a condition', () => {
    const screen = {
      kind: 'screen',
      body: [
        { type: 'Section', id: 'a', children: [{ type: 'Heading', id: 'b' }, { type: 'RedEnvelope', id: 'c', when: { auth: true } }] },
        { type: 'GiftPopup', id: 'd', when: { flag: 'X' }, children: [{ type: 'Text', id: 'e' }] },
        { type: 'VendorTabs', id: 'f', children: [{ type: 'GameGrid', id: 'g' }] },
      ],
    };
    expect(unconditionalWidgetTypes(screen)).toEqual(['Section', 'Heading', 'VendorTabs', 'GameGrid']);
  });

  it('maps the bundled routes to their screens and each screen to widget types this build has', () => {
    const hints = buildWidgetHints();
    expect(hints.routes['/']).toBe('screens/home');
    expect(hints.routes['/rng']).toBe('screens/rng');
    expect(hints.documents['screens/rng']).toEqual(expect.arrayContaining(['VendorTabs', 'GameGrid']));
    for (const types of Object.values(hints.documents)) for (const type of types) expect(widgetLoaders).toHaveProperty(type);
  });

  it('names every bundled document a page loads by name, so its fetch may start beside the manifest', () => {
    const { bundled } = buildWidgetHints();
    expect(bundled).toEqual(expect.arrayContaining(['routes', 'screens/home', 'layouts/default', 'menus/header-nav', 'screens/member/withdraw']));
    expect(bundled.some((name) => name.startsWith('merchants/') || name.startsWith('i18n/') || name.startsWith('meta/'))).toBe(false);
  });
});
