import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { LoginForm } from '@/app/account/login-form';
import { SocialLoginButtons } from '@/app/account/social-login-buttons';
import { createHandlers } from '../../../embedded-platform/handlers';
import { createPlatform } from '../../../embedded-platform/platform';
import { SCENARIOS } from '../../../embedded-platform/platform/scenarios';
import { usePlatformStore } from '@/stores/platform-store';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { resetClient } from '../../api/support';
import { renderAccount, resetAccountState } from './render-account';

vi.mock('@/app/schema-runtime', async () => {
  const { diskLoader } = await import('../../../scripts/schemas/cli-context');
  return { schemaLoader: diskLoader('croupier', []), knownWidgetTypes: new Set<string>(), merchantId: 'croupier', schemaProblems: [] };
});

const platform = createPlatform({ scenario: 'allFlags', log: () => undefined });
const server = setupServer(...createHandlers(platform));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(resetClient);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

interface FakePopup {
  closed: boolean;
  close: () => void;
}

/** window.open replaced: returns a fake popup (or null = blocked) and remembers the URL. */
function stubPopup(popup: FakePopup | null = { closed: false, close: vi.fn() }) {
  const open = vi.spyOn(window, 'open').mockImplementation(() => popup as unknown as Window);
  return {
    open,
    url: () => new URL(String(open.mock.calls[0]?.[0] ?? '')),
  };
}

/** What the stand-in consent page does on "Continue as …": a 302 to the callback with the code. */
async function consentCode(providerUrl: URL): Promise<string> {
  const response = await fetch(`${providerUrl.origin}${providerUrl.pathname}/consent`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: providerUrl.searchParams.get('client_id') ?? '', redirect_uri: providerUrl.searchParams.get('redirect_uri') ?? '', state: providerUrl.searchParams.get('state') ?? '' }).toString(),
    redirect: 'manual',
  });
  expect(response.status).toBe(302);
  return new URL(response.headers.get('Location') ?? '').searchParams.get('code') ?? '';
}

/** What public/oauth-callback.js posts to the opener. */
function postFromCallback(data: Record<string, string>, origin = window.location.origin) {
  window.dispatchEvent(new MessageEvent('message', { origin, data: { type: 'croupier-oauth', ...data } }));
}

const configured = () => usePlatformStore.setState({ settings: { googleClientId: SCENARIOS.allFlags.settings.googleClientId ?? '', facebookAppId: SCENARIOS.allFlags.settings.facebookAppId ?? '' } });

describe('Google and Facebook one-click login (spec §4)', () => {
  beforeEach(() => {
    resetAccountState({});
    usePlatformStore.setState({ settings: {} });
  });

  it('shows no button when the platform configures neither id, and each button only for its own id', async () => {
    const { unmount } = renderAccount(<SocialLoginButtons />);
    expect(screen.queryByRole('button')).toBeNull();
    unmount();
    usePlatformStore.setState({ settings: { googleClientId: 'g-id', facebookAppId: '' } });
    const second = renderAccount(<SocialLoginButtons />);
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Continue with Google']);
    second.unmount();
    usePlatformStore.setState({ settings: { facebookAppId: 'fb-id' } });
    renderAccount(<SocialLoginButtons />, 'ty');
    expect(screen.getAllByRole('button').map((button) => button.textContent)).toEqual(['Magpatuloy gamit ang Facebook']);
  });

  it('the allFlags status configures both; the login form shows them below its submit button', async () => {
    sessionStorage.setItem('platformScenario', 'allFlags');
    await usePlatformStore.getState().load();
    expect(usePlatformStore.getState().settings).toMatchObject({ googleClientId: expect.any(String), facebookAppId: expect.any(String) });
    renderAccount(<LoginForm layout="modal" />);
    const google = await screen.findByRole('button', { name: 'Continue with Google' });
    expect(screen.getByRole('button', { name: 'Continue with Facebook' })).toBeVisible();
    const submit = screen.getByRole('button', { name: 'Log in' });
    expect(submit.compareDocumentPosition(google) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('opens the stand-in consent page in the click; a wrong state or origin is ignored; the right code logs in', async () => {
    configured();
    const popup = stubPopup();
    const onLoggedIn = vi.fn();
    renderAccount(<SocialLoginButtons onLoggedIn={onLoggedIn} />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Google' }));

    expect(popup.open).toHaveBeenCalledTimes(1);
    const url = popup.url();
    expect(url.origin + url.pathname).toBe(`${window.location.origin}/platform-assets/oauth/google`);
    expect(url.searchParams.get('client_id')).toBe(SCENARIOS.allFlags.settings.googleClientId);
    expect(url.searchParams.get('redirect_uri')).toBe(`${window.location.origin}/oauth-callback.html`);
    const state = url.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[0-9a-f]{32}$/);
    expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeDisabled();

    const code = await consentCode(url);
    postFromCallback({ code, state: 'someone-elses-state' });
    postFromCallback({ code, state }, 'https://evil.example');
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(useSessionStore.getState().role).toBe('visitor');
    expect(useUiStore.getState().dialogs).toEqual([]);

    postFromCallback({ code, state });
    await waitFor(() => expect(onLoggedIn).toHaveBeenCalledWith('loggedIn'));
    expect(useSessionStore.getState()).toMatchObject({ account: 'google104729', role: 'player' });
    expect(sessionStorage.getItem('token')).toBeTruthy();
    expect(useUiStore.getState().modals.some((modal) => modal.name === 'changePassword')).toBe(false);
    await waitFor(() => expect(screen.getByRole('button', { name: 'Continue with Google' })).toBeEnabled());
  });

  it('a blocked popup says so (spec §8)', async () => {
    configured();
    stubPopup(null);
    renderAccount(<SocialLoginButtons />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    expect(useUiStore.getState().dialogs).toMatchObject([{ title: 'login_failed_title', text: 'login_social_popup_blocked' }]);
  });

  it('a popup closed without an answer, and an invalid code, end in a login-failed dialog', async () => {
    configured();
    const fake: FakePopup = { closed: false, close: vi.fn() };
    stubPopup(fake);
    renderAccount(<SocialLoginButtons />);
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    fake.closed = true;
    await waitFor(() => expect(useUiStore.getState().dialogs).toMatchObject([{ text: 'The sign-in window was closed, login failed.' }]));
    expect(useSessionStore.getState().role).toBe('visitor');

    useUiStore.setState({ dialogs: [] });
    fake.closed = false;
    await userEvent.click(screen.getByRole('button', { name: 'Continue with Facebook' }));
    const state = new URL(String(vi.mocked(window.open).mock.calls[1]?.[0] ?? '')).searchParams.get('state') ?? '';
    postFromCallback({ code: 'not-a-real-code', state });
    await waitFor(() => expect(useUiStore.getState().dialogs).toMatchObject([{ title: 'login_failed_title', text: expect.stringContaining('expired or was already used') }]));
    expect(useSessionStore.getState().role).toBe('visitor');
  });
});
