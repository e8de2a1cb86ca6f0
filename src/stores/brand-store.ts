import { useSyncExternalStore } from 'react';
import { create } from 'zustand';
import type { ThemeDocument } from '@/schema/types';

/**
 * The merchant this page load serves and its theme document (logo, brand name, colours). Boot
 * fills it; frame widgets (the brand, the footer's copyright) read it. Undefined theme: the
 * stylesheet's defaults and the product name serve.
 */
interface BrandState {
  merchant: string;
  theme: ThemeDocument | undefined;
  setMerchant: (merchant: string) => void;
  setTheme: (theme: ThemeDocument | undefined) => void;
}

export const useBrandStore = create<BrandState>((set) => ({
  merchant: '',
  theme: undefined,
  setMerchant: (merchant) => set({ merchant }),
  setTheme: (theme) => set({ theme }),
}));

/**
 * The brand for frame widgets. Unlike zustand's hook, a static render (`schemas:render`, which sets the brand
 * before rendering) reads the current state rather than the store's initial one: there is no hydration to match.
 */
export function useBrand<T>(selector: (state: BrandState) => T): T {
  return useSyncExternalStore(useBrandStore.subscribe, () => selector(useBrandStore.getState()), () => selector(useBrandStore.getState()));
}
