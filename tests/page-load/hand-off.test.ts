import { afterEach, describe, expect, it, vi } from 'vitest';
import { earlyRoute, fetchWithEarlyStart, openHandOff, takeEarlyCall } from '@/page-load/hand-off';

afterEach(() => {
  delete window.__croupierPageLoad;
});

describe('the hand-off of the inline script to the app (src/page-load/hand-off.ts)', () => {
  it('hands an early schema answer to the first request for its URL only', async () => {
    const early = new Response('{"early":true}');
    openHandOff().files['/schemas/routes.json'] = Promise.resolve(early);
    const network = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    expect(await fetchWithEarlyStart('/schemas/routes.json', { cache: 'no-cache' })).toBe(early);
    await fetchWithEarlyStart('/schemas/routes.json', { cache: 'no-cache' });
    await fetchWithEarlyStart('/schemas/manifest.json', { cache: 'no-cache' });
    expect(network.mock.calls.map((call) => call[0])).toEqual(['/schemas/routes.json', '/schemas/manifest.json']);
  });

  it('goes to the network when no inline script ran (the dev server) or the global is not a hand-off', async () => {
    const network = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    await fetchWithEarlyStart('/schemas/routes.json');
    window.__croupierPageLoad = 'nothing to hand over';
    await fetchWithEarlyStart('/schemas/routes.json');
    expect(network).toHaveBeenCalledTimes(2);
    expect(takeEarlyCall('/wps/system/status', {})).toBeUndefined();
    expect(earlyRoute('/x')).toBeUndefined();
  });

  it("gives boot this path's operator route, and nothing for another path or a name the routes schema refuses", () => {
    const handOff = openHandOff();
    handOff.route = { path: '/new-lobby', screen: 'screens/new-lobby', layout: 'header-footer' };
    expect(earlyRoute('/new-lobby')).toEqual({ screen: 'screens/new-lobby', layout: 'header-footer' });
    expect(earlyRoute('/other')).toBeUndefined();
    handOff.route = { path: '/x', screen: '../secrets', layout: 'header-footer' };
    expect(earlyRoute('/x')).toBeUndefined();
    handOff.route = { path: '/x', screen: 'screens/x', layout: 'layouts/../../x' };
    expect(earlyRoute('/x')).toBeUndefined();
    delete handOff.route;
    expect(earlyRoute('/new-lobby')).toBeUndefined();
  });
});
