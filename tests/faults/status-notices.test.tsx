import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { TranslationProvider } from '@/i18n/use-translation';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { StatusGate } from '@/app/status-gate';
import { LayoutNodes, frameEnvironment } from '../fixtures/frame-harness';
import { RenderEnvironmentContext } from '@/renderer/render-environment';
import { MemoryRouter } from '@/renderer/navigation';
import { loadMember } from '@/stores/member-info';
import { createI18n } from '@/i18n/i18n';
import { createHandlers } from '../../embedded-platform/handlers';
import { createPlatform, DEMO_PASSWORD } from '../../embedded-platform/platform';
import { login } from '@/api';
import { ActionProvider } from '@/renderer/action-context';
import { STATUS_TIMEOUT_MS, usePlatformStore } from '@/stores/platform-store';
import { useSessionStore } from '@/stores/session-store';
import { useWalletStore } from '@/stores/wallet-store';
import { resetClient, url } from '../api/support';

// The header reads menus/header-account.json through the app's loader; here the loader reads the repository's files.
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
  usePlatformStore.setState({ phase: 'loading', statusCode: 0, flags: {}, errorKey: undefined, retrying: false, statusTimeoutMs: 200 });
  useSessionStore.getState().signOut();
  useWalletStore.getState().clear();
});
afterAll(() => server.close());

const STATUS = url('/wps/system/status');
const BALANCE = url('/wps/v2/wallets/balance');
const MEMBER_INFO = url('/wps/member/info');

function renderWith(ui: React.ReactNode, language = 'en') {
  return render(
    <TranslationProvider i18n={createI18n(language)}>
      <MemoryRouter>
        <RenderEnvironmentContext.Provider value={environment}>
          <ActionProvider value={() => undefined}>{ui}</ActionProvider>
        </RenderEnvironmentContext.Provider>
      </MemoryRouter>
    </TranslationProvider>,
  );
}

/** The header's account bar as the default layout draws it (documents from disk). */
const HeaderAccount = () => <LayoutNodes only={['header']} />;
let environment: Awaited<ReturnType<typeof frameEnvironment>>;
beforeAll(async () => {
  environment = await frameEnvironment();
}, 60_000);

async function logIn(): Promise<void> {
  const result = await login({ username: 'player01', password: DEMO_PASSWORD, type: 'username' });
  sessionStorage.setItem('token', result.token);
  useSessionStore.getState().signIn({ token: result.token, account: 'player01', accountType: 0, merchant: 'croupier' });
}

describe('a status call that hangs (finding 6)', () => {
  it('waits 15 s by default, a documented limit shorter than the 120 s chunk limit', () => {
    expect(STATUS_TIMEOUT_MS).toBe(15_000);
  });

  it('shows "page took too long to load" with a retry instead of Loading… for ever; the retry brings the site', async () => {
    server.use(http.get(STATUS, async () => delay('infinite')));
    renderWith(<StatusGate><p>the site</p></StatusGate>);
    expect(screen.getByRole('status')).toHaveTextContent('Loading…');
    act(() => {
      void usePlatformStore.getState().load();
    });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('The page took too long to load. Please try again.');
    server.resetHandlers();
    server.use(...createHandlers(createPlatform({ scenario: 'default', log: () => undefined })));
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('the site')).toBeVisible();
    expect(screen.queryByRole('alert')).toBeNull();
  });
});

describe('quiet notices for a failed status, balance or member-info call (finding 6)', () => {
  it('a failed status call leaves the site on screen and says so in the header; the retry brings Register back', async () => {
    server.use(http.get(STATUS, () => new HttpResponse('Bad gateway', { status: 502 })));
    renderWith(<StatusGate><HeaderAccount /></StatusGate>);
    await act(() => usePlatformStore.getState().load());
    const notice = await screen.findByTestId('status-notice');
    expect(notice).toHaveTextContent('The site settings did not load, so some features may be missing. Network link abnormal, please try again.');
    // The header's account bar is a lazily loaded widget: under load it can draw after the notice.
    expect(await screen.findByRole('button', { name: 'Log in' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Register' })).toBeNull();
    server.resetHandlers();
    server.use(...createHandlers(createPlatform({ scenario: 'allFlags', log: () => undefined })));
    await userEvent.click(within(notice).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('button', { name: 'Register' })).toBeVisible();
    expect(screen.queryByTestId('status-notice')).toBeNull();
  });

  it('a failed balance says so beside the balance, in Tagalog too; the retry shows the amount', async () => {
    await logIn();
    usePlatformStore.setState({ phase: 'ready' });
    server.use(http.get(BALANCE, () => HttpResponse.json({ success: false, errorCode: 'function.not.available', value: null }, { status: 400 })));
    renderWith(<HeaderAccount />, 'ty');
    const notice = await screen.findByTestId('balance-notice');
    expect(notice).toHaveTextContent('Hindi na-load ang iyong balanse.');
    expect(screen.getByTestId('balance')).toHaveTextContent('—');
    server.resetHandlers();
    await userEvent.click(within(notice).getByRole('button', { name: 'Subukan muli' }));
    await vi.waitFor(() => expect(screen.getByTestId('balance')).toHaveTextContent(/\d/), { timeout: 8000 });
    expect(screen.queryByTestId('balance-notice')).toBeNull();
  });

  it('member info that did not load says so in the header; the retry loads it and the notice goes', async () => {
    await logIn();
    usePlatformStore.setState({ phase: 'ready' });
    server.use(http.get(MEMBER_INFO, () => HttpResponse.json({ success: true, value: { account: 7 } })));
    renderWith(<HeaderAccount />);
    await expect(loadMember()).rejects.toThrow();
    const notice = await screen.findByTestId('member-info-notice');
    expect(notice).toHaveTextContent('Your account details did not load. The server sent an unexpected response. Please try again.');
    server.resetHandlers();
    await userEvent.click(within(notice).getByRole('button', { name: 'Retry' }));
    await vi.waitFor(() => expect(useSessionStore.getState().memberLoaded).toBe(true), { timeout: 8000 });
    expect(screen.queryByTestId('member-info-notice')).toBeNull();
  });
});
