import { afterEach, describe, expect, it } from 'vitest';
import { render as renderBare } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createI18n } from '@/i18n/i18n';
import { TranslationProvider } from '@/i18n/use-translation';
import CategoryTiles from '@/widgets/category-tiles/category-tiles';
import HeroBanner from '@/widgets/hero-banner/hero-banner';
import HeaderBar from '@/widgets/header-bar/header-bar';
import { ActionProvider } from '@/renderer/action-context';
import { useBrandStore } from '@/stores/brand-store';
import type { ThemeDocument } from '@/schema/types';

const i18n = createI18n('en');
const render = (ui: ReactElement) => renderBare(ui, { wrapper: ({ children }) => <TranslationProvider i18n={i18n}>{children}</TranslationProvider> });

const HOSTILE = ['//evil.example/x', '/%5Cevil.example', '/\t/evil.example', 'javascript:window.__xss=1', 'data:text/html,x'];

// A merchant override's `set props` / `insert` is not checked against the props schema: the widget applies the URL policy itself.
describe('CategoryTiles and the URL policy', () => {
  it('shows tiles linking to site paths and drops tiles whose link leaves the site', () => {
    const tiles = [{ id: 'slots', label: 'Slots', to: '/rng' }, ...HOSTILE.map((to, index) => ({ id: `bad${index}`, label: `Bad ${index}`, to }))];
    const { container } = render(<CategoryTiles props={{ tiles }} nodeId="tiles">{null}</CategoryTiles>);
    expect([...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['/rng']);
  });
});

describe('pictures named by a schema or a theme go through the URL policy', () => {
  afterEach(() => useBrandStore.getState().setTheme(undefined));

  it('HeroBanner shows a site picture and no picture at all for a javascript:, data: HTML or off-site address', () => {
    const hero = (image: string) =>
      render(
        <ActionProvider value={() => undefined}>
          <HeroBanner props={{ title: 'Welcome', image, accent: 'gold' }} nodeId="hero">{null}</HeroBanner>
        </ActionProvider>,
      ).container;
    expect(hero('/art/hero-cards.svg').querySelector('img')?.getAttribute('src')).toBe('/art/hero-cards.svg');
    for (const image of HOSTILE) expect(hero(image).querySelector('img'), image).toBeNull();
  });

  it('the header brand shows the theme logo only when the policy allows it (the name stays)', () => {
    const theme = (logo: string): ThemeDocument => ({ kind: 'theme', schemaVersion: 3, id: 'default', brandName: 'Lucky Star', logo, colors: {}, fonts: { body: 'sans-serif', heading: 'sans-serif' } });
    useBrandStore.getState().setTheme(theme('javascript:window.__xss=1'));
    const { container, rerender } = render(<HeaderBar props={{}} nodeId="header-bar">{null}</HeaderBar>);
    expect(container.querySelector('img')).toBeNull();
    expect(container).toHaveTextContent('Lucky Star');
    useBrandStore.getState().setTheme(theme('/art/logo-luckystar.svg'));
    rerender(<HeaderBar props={{}} nodeId="header-bar">{null}</HeaderBar>);
    expect(container.querySelector('img')?.getAttribute('src')).toBe('/art/logo-luckystar.svg');
  });
});
