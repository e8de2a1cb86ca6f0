import '@testing-library/jest-dom/vitest';
import { cleanup, configure } from '@testing-library/react';
import { afterEach, beforeEach } from 'vitest';
import { configureApi } from '@/api/config';
import { useBrandStore } from '@/stores/brand-store';

// The first render of a file waits for widget chunks, documents and compiled validators; on a busy two-core
// machine that takes more than testing-library's default second.
configure({ asyncUtilTimeout: 8000 });

// The site sets its merchant at boot from the page's host (merchants.json); tests act as the embedded platform's default merchant.
beforeEach(() => {
  configureApi({ getMerchant: () => 'croupier' });
  useBrandStore.getState().setMerchant('croupier');
});

afterEach(() => {
  cleanup();
  // Pure-logic test files may opt into `@vitest-environment node`, which has no Web Storage.
  if (typeof sessionStorage !== 'undefined') sessionStorage.clear();
  if (typeof localStorage !== 'undefined') localStorage.clear();
});
