import { runInNewContext } from 'node:vm';
import { describe, expect, it, vi } from 'vitest';
import { earlyFetchScript, earlyFiles, unconditionalMenus } from '../../scripts/vite/early-fetch-plugin';
import { fetchWithEarlyStart } from '@/app/early-fetch';

interface Page {
  pathname: string;
  hostname?: string;
  language?: string | null;
  /** The JSON the server answers per URL (anything else: `{}`). */
  answers?: Record<string, unknown>;
}

/** Runs the early script as a browser would and returns the URLs it fetched (after its answers have been read). */
async function runEarlyScript(page: Page): Promise<{ urls: string[]; started: Record<string, unknown>; preloaded: string[] }> {
  const urls: string[] = [];
  const preloaded: string[] = [];
  const window: { __croupierEarlyFetch?: Record<string, unknown> } = {};
  const fetch = (url: string, init: { cache: string; headers: Record<string, string> }) => {
    expect(init).toEqual({ cache: 'no-cache', headers: { Accept: 'application/json' } });
    urls.push(url);
    const body = page.answers?.[url] ?? {};
    return Promise.resolve({ ok: true, clone: () => ({ json: () => Promise.resolve(body) }) });
  };
  const document = {
    querySelector: (selector: string) => (selector === 'meta[name="croupier-validators"]' ? { getAttribute: () => '/assets/validate-document-x.js' } : null),
    createElement: () => ({ rel: '', href: '' }),
    head: { appendChild: (link: { rel: string; href: string }) => link.rel === 'modulepreload' && preloaded.push(link.href) },
  };
  const location = { pathname: page.pathname, hostname: page.hostname ?? 'localhost' };
  runInNewContext(earlyFetchScript(earlyFiles(), '/schemas/'), { window, document, fetch, location, localStorage: { getItem: () => page.language ?? null } });
  for (let i = 0; i < 10; i++) await Promise.resolve();
  await new Promise((resolve) => setTimeout(resolve, 0));
  return { urls, started: window.__croupierEarlyFetch ?? {}, preloaded };
}

const OPERATOR_ROUTES = { routes: [{ id: 'lobby', paths: ['/new-lobby'], screen: 'screens/new-lobby', layout: 'header-footer' }, { id: 'vip-only', paths: ['/vip-room'], screen: 'screens/vip-room', layout: 'default', when: { auth: true } }] };

describe('the early fetch script (scripts/vite/early-fetch-plugin.ts)', () => {
  it('fetches what / reads first: merchants, manifest, routes, theme, the home screen, its layout and that layout\'s menus, EN copy', async () => {
    const { urls, started, preloaded } = await runEarlyScript({ pathname: '/' });
    expect(urls).toEqual(expect.arrayContaining(['/schemas/merchants.json', '/schemas/manifest.json', '/schemas/routes.json', '/schemas/screens/home.json', '/schemas/layouts/default.json', '/schemas/menus/header-nav.json', '/schemas/i18n/en.json']));
    // A menu behind a condition (visitor or member buttons) is left to the page: it may not be shown.
    expect(urls).not.toContain('/schemas/menus/header-visitor.json');
    expect(Object.keys(started)).toEqual(urls);
    // A bundled screen is checked by its hash: the full validators are not needed.
    expect(preloaded).toEqual([]);
  });

  it("fetches the saved language's copy beside EN's", async () => {
    expect((await runEarlyScript({ pathname: '/', language: 'TY' })).urls).toContain('/schemas/i18n/ty.json');
  });

  it("follows routes.json for an operator's new path: its screen and layout, and the validators' chunk it will need", async () => {
    const { urls, preloaded } = await runEarlyScript({ pathname: '/new-lobby', answers: { '/schemas/routes.json': OPERATOR_ROUTES } });
    expect(urls).toEqual(expect.arrayContaining(['/schemas/screens/new-lobby.json', '/schemas/layouts/header-footer.json', '/schemas/menus/header-nav.json']));
    expect(urls).not.toContain('/schemas/layouts/not-found.json');
    expect(preloaded).toEqual(['/assets/validate-document-x.js']);
  });

  it('leaves a conditional route to the router, and fetches the not-found frame for a path no route names', async () => {
    const conditional = await runEarlyScript({ pathname: '/vip-room', answers: { '/schemas/routes.json': OPERATOR_ROUTES } });
    expect(conditional.urls.some((url) => url.includes('/screens/'))).toBe(false);
    const unknown = await runEarlyScript({ pathname: '/no-such-page', answers: { '/schemas/routes.json': OPERATOR_ROUTES } });
    expect(unknown.urls).toContain('/schemas/layouts/not-found.json');
    expect(unknown.urls.some((url) => url.includes('/screens/'))).toBe(false);
  });

  it("fetches the host's merchant's files for the documents it started, once merchants.json and the manifest are in", async () => {
    const answers = {
      '/schemas/merchants.json': { default: 'croupier', hosts: { 'luck.example': 'luckystar' } },
      '/schemas/manifest.json': { merchants: { luckystar: { 'menus/header-nav': 'merchants/luckystar/menus/header-nav.json', 'screens/vip': 'merchants/luckystar/screens/vip.json' } } },
    };
    const { urls } = await runEarlyScript({ pathname: '/', hostname: 'LUCK.example', answers });
    expect(urls).toContain('/schemas/merchants/luckystar/menus/header-nav.json');
    // Only for what this page reads: /vip's screen is not on /.
    expect(urls).not.toContain('/schemas/merchants/luckystar/screens/vip.json');
    expect((await runEarlyScript({ pathname: '/', hostname: 'other.example', answers })).urls.some((url) => url.includes('/merchants/'))).toBe(false);
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
