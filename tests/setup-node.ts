import { beforeEach } from 'vitest';
import { configureApi } from '@/api/config';
import { useBrandStore } from '@/stores/brand-store';

// The setup every test file gets, DOM or not (tests/setup.ts adds the DOM's).
// The site sets its merchant at boot from the page's host (merchants.json); tests act as the embedded platform's default merchant.
beforeEach(() => {
  configureApi({ getMerchant: () => 'croupier' });
  useBrandStore.getState().setMerchant('croupier');
});
