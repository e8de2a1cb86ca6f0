import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, login, resetSessionExpiry } from '@/api';
import { loadMember } from '@/app/account/session-actions';
import { createHandlers } from '../../embedded-platform/handlers';
import { createPlatform, DEMO_PASSWORD } from '../../embedded-platform/platform';
import { gameListKey, useGameListStore } from '@/stores/game-list-store';
import { usePlatformStore } from '@/stores/platform-store';
import { useSessionStore } from '@/stores/session-store';
import { useVendorStore } from '@/stores/vendor-store';
import { useWalletStore } from '@/stores/wallet-store';
import { resetClient } from '../api/support';
import { FAULT_TIMEOUT_MS, FAULTS, failOnUnhandledRejections, isKeyRequest } from './faults';

/**
 * The stores behind the header and the game areas under every fault: each keeps the spec §8 key
 * for its view (and never throws at the caller), then a retry against a working platform recovers.
 */
const server = setupServer(...createHandlers(createPlatform({ scenario: 'default', log: () => undefined })));
let token = '';
beforeAll(async () => {
  server.listen({ onUnhandledRequest: 'error' });
  resetClient();
  token = (await login({ username: 'player01', password: DEMO_PASSWORD, type: 'username' })).token;
});
beforeEach(() => {
  resetClient();
  sessionStorage.setItem('token', token);
  useSessionStore.getState().signIn({ token, account: 'player01', accountType: 0, merchant: 'croupier' });
});
afterAll(() => server.close());
failOnUnhandledRejections();

const GAMES = { vassalage: 'PG', pageNo: 1, pageSize: 24 };

interface StoreCase {
  store: string;
  /** Runs the store's load; resolves whatever the platform answers. */
  load: () => Promise<unknown>;
  /** The spec §8 key the store keeps for its view. */
  errorKey: () => string | undefined;
  recovered: () => boolean;
}

const STORES: StoreCase[] = [
  {
    store: 'platform status (status gate, header notice)',
    load: () => usePlatformStore.getState().load(),
    errorKey: () => usePlatformStore.getState().errorKey,
    recovered: () => usePlatformStore.getState().phase === 'ready',
  },
  { store: 'wallet balance (header)', load: () => useWalletStore.getState().refresh(), errorKey: () => useWalletStore.getState().errorKey, recovered: () => useWalletStore.getState().balance !== undefined },
  {
    store: 'member info (header)',
    load: () => loadMember().catch(() => undefined),
    errorKey: () => useSessionStore.getState().memberInfoErrorKey,
    recovered: () => useSessionStore.getState().memberLoaded,
  },
  { store: 'game vendors (navigation, lobbies)', load: () => useVendorStore.getState().load('en'), errorKey: () => useVendorStore.getState().errorKey, recovered: () => useVendorStore.getState().phase === 'ready' },
  {
    store: 'game list (grids)',
    load: () => useGameListStore.getState().load(GAMES, 'en', true),
    errorKey: () => useGameListStore.getState().entries[gameListKey(GAMES, 'en')]?.errorKey,
    recovered: () => useGameListStore.getState().entries[gameListKey(GAMES, 'en')]?.phase === 'ready',
  },
];

beforeEach(() => {
  usePlatformStore.setState({ phase: 'loading', errorKey: undefined, retrying: false, statusTimeoutMs: 30_000 });
  useWalletStore.getState().clear();
  useVendorStore.setState({ phase: 'idle', lang: '', categories: [], errorKey: undefined });
  useGameListStore.setState({ entries: {} });
});

describe.each(FAULTS)('$name', (fault) => {
  it.each(STORES)('$store keeps the spec §8 key, then recovers on retry', async ({ load, errorKey, recovered }) => {
    configureApi({ timeoutMs: FAULT_TIMEOUT_MS });
    server.use(http.all('*', ({ request }) => (isKeyRequest(request) ? undefined : fault.respond())));
    await load();
    expect(errorKey()).toBe(fault.expected);
    expect(recovered()).toBe(false);

    server.resetHandlers();
    configureApi({ timeoutMs: 30_000 });
    resetSessionExpiry();
    sessionStorage.setItem('token', token);
    useVendorStore.setState({ phase: 'idle', lang: '' });
    await load();
    expect(recovered()).toBe(true);
    expect(errorKey()).toBeUndefined();
  });
});
