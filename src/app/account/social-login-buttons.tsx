import { useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { SocialProvider } from '@/api/social-login';
import { usePlatformStore } from '@/stores/platform-store';
import { useUiStore } from '@/stores/ui-store';
import { loadApi } from '@/stores/lazy-api';
import { failureOf } from './api-failure';
import { completeLogin, type LoginOutcome } from './session-actions';

interface ProviderEntry {
  name: string;
  /** `info.settings` key holding the client / app id; empty or missing = that button is hidden. */
  setting: 'googleClientId' | 'facebookAppId';
  labelKey: 'login_google' | 'login_facebook';
  /** The provider's real authorization endpoint and scope. */
  authorize: string;
  scope: string;
}

/** spec §4 one-click providers, in the order the buttons show. */
const PROVIDERS: Readonly<Record<SocialProvider, ProviderEntry>> = {
  google: { name: 'Google', setting: 'googleClientId', labelKey: 'login_google', authorize: 'https://accounts.google.com/o/oauth2/v2/auth', scope: 'openid email profile' },
  facebook: { name: 'Facebook', setting: 'facebookAppId', labelKey: 'login_facebook', authorize: 'https://www.facebook.com/v19.0/dialog/oauth', scope: 'email public_profile' },
};
const ORDER: readonly SocialProvider[] = ['google', 'facebook'];

/** The message the callback page (public/oauth-callback.js) posts to this window. */
const MESSAGE_TYPE = 'croupier-oauth';
const CLOSED_POLL_MS = 500;

/**
 * The real providers only when the build asks for them (`VITE_SOCIAL_LOGIN=live`); otherwise the
 * embedded platform's stand-in consent pages, so mock mode never leaves the machine.
 */
function usesLiveProviders(): boolean {
  const mode: unknown = import.meta.env['VITE_SOCIAL_LOGIN'];
  return mode === 'live';
}

export function oauthCallbackUrl(): string {
  return `${window.location.origin}/oauth-callback.html`;
}

/** The consent page URL for one provider (authorization-code flow). */
export function providerUrl(provider: SocialProvider, clientId: string, state: string): string {
  const entry = PROVIDERS[provider];
  const base = usesLiveProviders() ? entry.authorize : `${window.location.origin}/platform-assets/oauth/${provider}`;
  const url = new URL(base);
  url.searchParams.set('client_id', clientId);
  url.searchParams.set('redirect_uri', oauthCallbackUrl());
  url.searchParams.set('response_type', 'code');
  url.searchParams.set('scope', entry.scope);
  url.searchParams.set('state', state);
  return url.href;
}

function randomState(): string {
  const bytes = new Uint8Array(16);
  crypto.getRandomValues(bytes);
  return Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('');
}

class PopupEnded extends Error {
  constructor(readonly reason: 'closed' | 'refused') {
    super(`social login popup ${reason}`);
  }
}

interface Waiting {
  code: Promise<string>;
  cancel: () => void;
}

/** The code from our callback page: same origin, our message type and exactly our state; anything else is ignored. */
function waitForCode(popup: Window, state: string): Waiting {
  let cancel = () => undefined as void;
  const code = new Promise<string>((resolve, reject) => {
    const onMessage = (event: MessageEvent) => {
      if (event.origin !== window.location.origin) return;
      const data: unknown = event.data;
      if (typeof data !== 'object' || data === null) return;
      const message = data as Record<string, unknown>;
      if (message['type'] !== MESSAGE_TYPE || message['state'] !== state) return;
      cancel();
      const received = message['code'];
      if (typeof received === 'string' && received !== '' && !message['error']) resolve(received);
      else reject(new PopupEnded('refused'));
    };
    const poll = window.setInterval(() => {
      if (!popup.closed) return;
      cancel();
      reject(new PopupEnded('closed'));
    }, CLOSED_POLL_MS);
    window.addEventListener('message', onMessage);
    cancel = () => {
      window.removeEventListener('message', onMessage);
      window.clearInterval(poll);
    };
  });
  return { code, cancel };
}

/**
 * "Continue with Google / Facebook" (spec §4: one-click login when configured): each button shows
 * only when the platform's `info.settings` carries its id. The popup opens inside the click (so
 * browsers allow it); the callback page posts the code back, the platform turns it into a session.
 */
export function SocialLoginButtons({ onLoggedIn }: { onLoggedIn?: ((outcome: LoginOutcome) => void) | undefined }) {
  const { t } = useTranslation();
  const settings = usePlatformStore((s) => s.settings);
  const [busy, setBusy] = useState<SocialProvider | undefined>(undefined);
  const waiting = useRef<Waiting | undefined>(undefined);

  useEffect(() => () => waiting.current?.cancel(), []);

  const configured = ORDER.map((provider) => ({ provider, id: settings[PROVIDERS[provider].setting] })).filter(
    (entry): entry is { provider: SocialProvider; id: string } => typeof entry.id === 'string' && entry.id.trim() !== '',
  );
  if (configured.length === 0) return null;

  const start = (provider: SocialProvider, clientId: string) => {
    const ui = useUiStore.getState();
    const state = randomState();
    // Opened synchronously in the click handler: anything later counts as an unsolicited popup.
    const popup = window.open(providerUrl(provider, clientId.trim(), state), 'croupier-oauth', 'popup,width=480,height=640');
    if (!popup) {
      void ui.showDialog({ title: 'login_failed_title', text: 'login_social_popup_blocked' });
      return;
    }
    waiting.current?.cancel();
    const wait = waitForCode(popup, state);
    waiting.current = wait;
    setBusy(provider);
    const finish = async () => {
      try {
        const code = await wait.code;
        const api = await loadApi();
        const outcome = await completeLogin(await ui.withLoader(api.loginWithProvider(provider, code)), 'social');
        onLoggedIn?.(outcome);
      } catch (error) {
        const text =
          error instanceof PopupEnded ? (error.reason === 'closed' ? t('login_social_popup_closed') : t('login_social_failed', { provider: PROVIDERS[provider].name })) : failureOf(error, t).text;
        void ui.showDialog({ title: 'login_failed_title', text });
      } finally {
        if (waiting.current === wait) waiting.current = undefined;
        setBusy(undefined);
      }
    };
    void finish();
  };

  return (
    <div className="social-login" role="group" aria-label={t('login_title')}>
      {configured.map(({ provider, id }) => (
        <button key={provider} type="button" className={`button button--ghost social-login__button social-login__button--${provider}`} disabled={busy !== undefined} onClick={() => start(provider, id)}>
          {t(PROVIDERS[provider].labelKey)}
        </button>
      ))}
    </div>
  );
}
