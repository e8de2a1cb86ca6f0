import { useEffect, useLayoutEffect } from 'react';
import { useBrand } from '@/stores/brand-store';

/** `Promotions · Lucky Star`; the brand alone for a page without a title of its own (home). */
export function documentTitle(brand: string, page?: string): string {
  const name = page?.trim();
  return name && name !== brand ? `${name} · ${brand}` : brand;
}

function setTitle(brand: string | undefined, page: string | undefined): void {
  // Before the merchant's theme has loaded, the title the page started with (the inline script's: this host's brand) stays.
  if (brand) document.title = documentTitle(brand, page);
}

/**
 * The document title of a route: its screen's title and the merchant's brand name (theme `brandName`), so every
 * route of every merchant names its own brand. A layout effect: a centre page inside the screen (`usePageTitle`)
 * runs its ordinary effect after it and wins.
 */
export function useScreenTitle(page: string | undefined): void {
  const brand = useBrand((s) => s.theme?.brandName);
  useLayoutEffect(() => setTitle(brand, page), [brand, page]);
}

/** The title of a page inside a route (a member-centre page, an overlay): over the route's own, which it gives back when it closes. */
export function usePageTitle(page: string | undefined): void {
  const brand = useBrand((s) => s.theme?.brandName);
  useEffect(() => {
    const before = document.title;
    setTitle(brand, page);
    return () => {
      document.title = before;
    };
  }, [brand, page]);
}
