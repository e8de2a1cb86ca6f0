import { setupServer } from 'msw/node';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createHandlers } from '../../embedded-platform/handlers';
import { createPlatform } from '../../embedded-platform/platform';
import { usePlatformStore, whenSiteFirstOpens } from '@/stores/platform-store';
import { resetClient } from '../api/support';

/** Boot's data calls (vendor list, the route's first queries) leave with the status answer, before the gate opens. */
const server = setupServer(...createHandlers(createPlatform({ scenario: 'default', log: () => undefined })));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterAll(() => server.close());
beforeEach(() => {
  resetClient();
  usePlatformStore.setState({ phase: 'loading', statusCode: 0 });
});

describe('whenSiteFirstOpens (src/stores/platform-store.ts)', () => {
  it('runs once, when the status says the site is open, before the store (and the gate) turns ready', async () => {
    const seen: string[] = [];
    whenSiteFirstOpens(() => seen.push(`hook while ${usePlatformStore.getState().phase}`));
    await usePlatformStore.getState().load();
    expect(seen).toEqual(['hook while loading']);
    expect(usePlatformStore.getState().phase).toBe('ready');
    await usePlatformStore.getState().load();
    expect(seen).toHaveLength(1);
  });

  it('waits for an open site: under maintenance the platform refuses data calls, so nothing leaves', async () => {
    sessionStorage.setItem('platformScenario', 'maintenance');
    const seen: string[] = [];
    whenSiteFirstOpens(() => seen.push('hook'));
    await usePlatformStore.getState().load();
    expect(usePlatformStore.getState().statusCode).toBe(1);
    expect(seen).toEqual([]);
    sessionStorage.removeItem('platformScenario');
  });
});
