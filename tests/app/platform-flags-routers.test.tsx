import { act, render, screen } from '@testing-library/react';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { TranslationProvider } from '@/i18n/use-translation';
import { StatusGate } from '@/app/status-gate';
import { RenderEnvironmentContext } from '@/renderer/render-environment';
import { MemoryRouter } from '@/renderer/navigation';
import { ActionProvider } from '@/renderer/action-context';
import { createI18n } from '@/i18n/i18n';
import { SIDE_CALLS_GRACE_MS, usePlatformStore } from '@/stores/platform-store';
import { useSessionStore } from '@/stores/session-store';
import { LayoutNodes, frameEnvironment } from '../fixtures/frame-harness';
import { createHandlers } from '../../embedded-platform/handlers';
import { createPlatform } from '../../embedded-platform/platform';
import { resetClient, url } from '../api/support';

// The header reads menus/header-visitor.json through the app's loader; here the loader reads the repository's files.
vi.mock('@/app/schema-runtime', async () => {
  const { diskLoader } = await import('../../scripts/schemas/cli-context');
  const { widgetRegistry } = await import('@/widgets/registry');
  return { schemaLoader: diskLoader('croupier', []), knownWidgetTypes: new Set(Object.keys(widgetRegistry)), merchantId: 'croupier', schemaProblems: [] };
});

const server = setupServer();
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  server.resetHandlers(...createHandlers(createPlatform({ scenario: 'default', log: () => undefined })));
  resetClient();
  usePlatformStore.setState({ phase: 'loading', statusCode: 0, flags: {}, errorKey: undefined, retrying: false, cdns: { image: undefined, launch: undefined } });
  useSessionStore.getState().signOut();
});
afterEach(() => vi.restoreAllMocks());
afterAll(() => server.close());

let environment: Awaited<ReturnType<typeof frameEnvironment>>;
beforeAll(async () => {
  environment = await frameEnvironment();
}, 60_000);

/** The header as the default layout draws it (documents from disk), behind the status gate. */
async function openSite() {
  render(
    <TranslationProvider i18n={createI18n('en')}>
      <MemoryRouter>
        <RenderEnvironmentContext.Provider value={environment}>
          <ActionProvider value={() => undefined}>
            <StatusGate>
              <LayoutNodes only={['header']} />
            </StatusGate>
          </ActionProvider>
        </RenderEnvironmentContext.Provider>
      </MemoryRouter>
    </TranslationProvider>,
  );
  await act(() => usePlatformStore.getState().load());
  // The header's visitor buttons are a lazily loaded widget.
  await screen.findByRole('button', { name: 'Log in' });
}

/** The whitelabel tree of spec §3 with DIRECTREG3 off (everything else as the default merchant has it). */
const TREE_WITHOUT_DIRECT_REGISTER = [
  { modId: 'REGISTER3', enabled: '1', childrenNodes: [{ modId: 'DIRECTREG3', enabled: '0', childrenNodes: [] }, { modId: 'USERNAMEREG3', enabled: '1', childrenNodes: [] }] },
];

describe('the flags come from the whitelabel call (spec §3 modId tree, §7 GET /wps/system/whitelabel; issue 40)', () => {
  it('the whitelabel tree turns direct registration off although the status answer still has it on: no Register button', async () => {
    let asked = 0;
    server.use(http.get(url('/wps/system/whitelabel'), () => { asked++; return HttpResponse.json({ success: true, value: TREE_WITHOUT_DIRECT_REGISTER }); }));
    await openSite();
    expect(asked).toBe(1);
    expect(usePlatformStore.getState().flags).toEqual({ REGISTER3: true, DIRECTREG3: false, USERNAMEREG3: true });
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
  });

  it('with the platform\'s own tree (DIRECTREG3 on) the Register button shows', async () => {
    await openSite();
    expect(usePlatformStore.getState().flags['DIRECTREG3']).toBe(true);
    expect(await screen.findByRole('button', { name: 'Register' })).toBeVisible();
  });

  it('a failed whitelabel call keeps the page working on the status answer\'s copy of the tree', async () => {
    server.use(http.get(url('/wps/system/whitelabel'), () => new HttpResponse('Bad gateway', { status: 502 })));
    await openSite();
    expect(usePlatformStore.getState().phase).toBe('ready');
    expect(await screen.findByRole('button', { name: 'Register' })).toBeVisible();
  });

  it('a whitelabel call that never answers holds the site only a short grace after the status answer (SIDE_CALLS_GRACE_MS)', async () => {
    server.use(http.get(url('/wps/system/whitelabel'), () => delay('infinite')), http.get(url('/wps/system/domainRoute'), () => delay('infinite')));
    const started = Date.now();
    await openSite();
    expect(Date.now() - started).toBeLessThan(SIDE_CALLS_GRACE_MS + 5_000);
    expect(usePlatformStore.getState().phase).toBe('ready');
    expect(await screen.findByRole('button', { name: 'Register' })).toBeVisible();
  });
});

describe('the fastest router serves launches and pictures (spec §3 Routers, §9; GET /wps/system/domainRoute; issue 40)', () => {
  it('cdn-b, which the routers measured fastest, is chosen for images and launches even when the random pick is cdn-a', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    await openSite();
    expect(usePlatformStore.getState().cdns).toEqual({ image: '/platform-assets/cdn-b', launch: '/platform-assets/cdn-b' });
  });

  it('when the routers call fails, spec §9\'s random choice stands and the site opens', async () => {
    vi.spyOn(Math, 'random').mockReturnValue(0);
    server.use(http.get(url('/wps/system/domainRoute'), () => new HttpResponse(null, { status: 500 })));
    await openSite();
    expect(usePlatformStore.getState().cdns).toEqual({ image: '/platform-assets/cdn-a', launch: '/platform-assets/cdn-a' });
  });
});
