import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { beforeEach } from 'vitest';

// Vitest's VM pools give each file a fresh global without Node's BroadcastChannel, which msw's node interceptors use.
if (typeof globalThis.BroadcastChannel === 'undefined') Object.assign(globalThis, { BroadcastChannel: NodeBroadcastChannel });
import { configureApi } from '@/api/config';
import { useBrandStore } from '@/stores/brand-store';

// The setup every test file gets, DOM or not (tests/setup.ts adds the DOM's).
// The site sets its merchant at boot from the page's host (merchants.json); tests act as the embedded platform's default merchant.
beforeEach(() => {
  configureApi({ getMerchant: () => 'croupier' });
  useBrandStore.getState().setMerchant('croupier');
});
