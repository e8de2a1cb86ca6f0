import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { earlyFetchScript, earlyFiles, unconditionalMenus } from '../../scripts/vite/early-fetch-plugin';
import { fetchWithEarlyStart } from '@/app/early-fetch';

/** Runs the early script as a browser would, at `pathname`, and returns the URLs it fetched. */
function runEarlyScript(pathname: string, language: string | null = null): { urls: string[]; started: Record<string, unknown> } {
  const urls: string[] = [];
  const window: { __croupierEarlyFetch?: Record<string, unknown> } = {};
  const fetch = (url: string, init: { cache: string; headers: Record<string, string> }) => {
    expect(init).toEqual({ cache: 'no-cache', headers: { Accept: 'application/json' } });
    urls.push(url);
    return Promise.resolve({ ok: true });
  };
  runInNewContext(earlyFetchScript(earlyFiles(), '/schemas/'), { window, fetch, location: { pathname }, localStorage: { getItem: () => language } });
  return { urls, started: window.__croupierEarlyFetch ?? {} };
}

describe('the early fetch script (scripts/vite/early-fetch-plugin.ts)', () => {
  it('fetches what / reads first: merchants, manifest, routes, theme, the home screen, its layout and that layout\'s menus, EN copy', () => {
    const { urls, started } = runEarlyScript('/');
    expect(urls).toEqual(expect.arrayContaining(['/schemas/merchants.json', '/schemas/manifest.json', '/schemas/routes.json', '/schemas/screens/home.json', '/schemas/layouts/default.json', '/schemas/menus/header-nav.json', '/schemas/i18n/en.json']));
    // A menu behind a condition (visitor or member buttons) is left to the page: it may not be shown.
    expect(urls).not.toContain('/schemas/menus/header-visitor.json');
    expect(Object.keys(started)).toEqual(urls);
  });

  it('fetches the saved language\'s copy beside EN\'s, and for an unknown path only the not-found frame', () => {
    expect(runEarlyScript('/', 'TY').urls).toContain('/schemas/i18n/ty.json');
    const { urls } = runEarlyScript('/no-such-page');
    expect(urls).toContain('/schemas/layouts/not-found.json');
    expect(urls.some((url) => url.includes('/screens/'))).toBe(false);
  });

  it('reads only the menus a layout shows under every context', () => {
    const layout = { body: [{ type: 'Menu', id: 'a', props: { menu: 'menus/a' } }, { type: 'X', id: 'b', when: { auth: true }, children: [{ type: 'Menu', id: 'c', props: { menu: 'menus/c' } }] }] };
    expect(unconditionalMenus(layout)).toEqual(['menus/a']);
  });
});

describe('fetchWithEarlyStart (src/app/early-fetch.ts)', () => {
  it('hands the early answer to the first request for its URL only', async () => {
    const early = new Response('{"early":true}');
    window.__croupierEarlyFetch = { '/schemas/routes.json': Promise.resolve(early) };
    const network = vi.spyOn(globalThis, 'fetch').mockResolvedValue(new Response('{}'));
    expect(await fetchWithEarlyStart('/schemas/routes.json', { cache: 'no-cache' })).toBe(early);
    await fetchWithEarlyStart('/schemas/routes.json', { cache: 'no-cache' });
    await fetchWithEarlyStart('/schemas/manifest.json', { cache: 'no-cache' });
    expect(network.mock.calls.map((call) => call[0])).toEqual(['/schemas/routes.json', '/schemas/manifest.json']);
    delete window.__croupierEarlyFetch;
  });
});
