import { BroadcastChannel as NodeBroadcastChannel } from 'node:worker_threads';
import { relative } from 'node:path';
import { beforeAll, beforeEach, expect } from 'vitest';

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

// The test file the embedded platform's requests come from, for the spec §7 call log (PLATFORM_CALL_LOG,
// embedded-platform/handlers/call-log.ts): the embedded platform's own tests do not count as the product's calls.
beforeAll(() => {
  const path = expect.getState().testPath;
  globalThis.croupierCallSource = path ? relative(process.cwd(), path).split('\\').join('/') : undefined;
});
