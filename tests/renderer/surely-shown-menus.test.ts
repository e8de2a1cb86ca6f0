import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { surelyShownMenus } from '@/renderer/documents/prefetchable-queries';
import { widgetTraitsOf } from '@/renderer/registry';
import { widgetLoaders } from '@/widgets/loaders.generated';

const traits = widgetTraitsOf(widgetLoaders);
import type { LayoutDocument } from '@/schema/types';

describe("the menus a route's frame surely shows (boot loads them with the route)", () => {
  it('takes the header and footer menus of the bundled frame, not the visitor or member buttons behind a condition', () => {
    const layout = JSON.parse(readFileSync('schemas/layouts/header-footer.json', 'utf8')) as LayoutDocument;
    const menus = surelyShownMenus(layout, traits);
    expect(menus).toEqual(expect.arrayContaining(['menus/header-nav', 'menus/footer-help', 'menus/footer-about']));
    expect(menus).not.toContain('menus/header-visitor');
    expect(menus).not.toContain('menus/header-account');
    expect(new Set(menus).size).toBe(menus.length);
  });

  it("adds the buttons of who boot knows is there: a visitor's, or a member's account menu once a session is restored", () => {
    const layout = JSON.parse(readFileSync('schemas/layouts/header-footer.json', 'utf8')) as LayoutDocument;
    const visitor = surelyShownMenus(layout, traits, { role: 'visitor' });
    expect(visitor).toContain('menus/header-visitor');
    expect(visitor).not.toContain('menus/header-account');
    const player = surelyShownMenus(layout, traits, { role: 'player' });
    expect(player).toContain('menus/header-account');
    expect(player).not.toContain('menus/header-visitor');
  });

  it('leaves out a menu under a container that may not render its children', () => {
    const layout: LayoutDocument = {
      kind: 'layout', schemaVersion: 2, id: 'l',
      body: [
        { type: 'ShowWhen', id: 'vip', props: {}, children: [{ type: 'Menu', id: 'vip-menu', props: { menu: 'menus/vip' } }] },
        { type: 'SiteFooter', id: 'footer', props: {}, children: [{ type: 'Menu', id: 'help', props: { menu: 'menus/footer-help' } }] },
      ],
    };
    expect(surelyShownMenus(layout, traits)).toEqual(['menus/footer-help']);
  });
});
