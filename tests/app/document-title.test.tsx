import { afterEach, describe, expect, it } from 'vitest';
import { act, render } from '@testing-library/react';
import { documentTitle, usePageTitle, useScreenTitle } from '@/app/document-title';
import { useBrandStore } from '@/stores/brand-store';
import type { ThemeDocument } from '@/schema/types';

const theme = (brandName: string): ThemeDocument => ({ kind: 'theme', schemaVersion: 2, id: 'default', brandName, logo: '/art/logo.svg', colors: {}, fonts: { body: 'Inter', heading: 'Inter' } });

function Screen({ title, page }: { title?: string; page?: string }) {
  useScreenTitle(title);
  return page ? <Page title={page} /> : null;
}

function Page({ title }: { title: string }) {
  usePageTitle(title);
  return null;
}

afterEach(() => useBrandStore.getState().setTheme(undefined));

describe('the document title names the merchant of the page (theme brandName)', () => {
  it('page title then brand; the brand alone for a page without a title', () => {
    expect(documentTitle('Lucky Star', 'Promotions')).toBe('Promotions · Lucky Star');
    expect(documentTitle('Lucky Star')).toBe('Lucky Star');
    expect(documentTitle('Lucky Star', '  ')).toBe('Lucky Star');
  });

  it('keeps the title the page started with until the theme is in, then follows the theme', () => {
    document.title = 'Lucky Star';
    const { rerender } = render(<Screen title="Promotions" />);
    expect(document.title).toBe('Lucky Star');
    act(() => useBrandStore.getState().setTheme(theme('Lucky Star')));
    expect(document.title).toBe('Promotions · Lucky Star');
    rerender(<Screen />);
    expect(document.title).toBe('Lucky Star');
  });

  it('a centre page inside the route titles the page while open and gives the route its title back when it closes', () => {
    act(() => useBrandStore.getState().setTheme(theme('Lucky Star')));
    const { rerender } = render(<Screen title="Home" page="Security Centre" />);
    expect(document.title).toBe('Security Centre · Lucky Star');
    rerender(<Screen title="Home" page="My Wallet" />);
    expect(document.title).toBe('My Wallet · Lucky Star');
    rerender(<Screen title="Home" />);
    expect(document.title).toBe('Home · Lucky Star');
  });
});
