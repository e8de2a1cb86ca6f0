import { configureApi } from '@/api/config';
import { useAgentStore } from '@/stores/agent-store';
import { useBrandStore } from '@/stores/brand-store';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { useWalletStore } from '@/stores/wallet-store';

/**
 * spec §8 / issue 3: a session the platform ended (logged in elsewhere, expired) logs the member
 * out once and asks them to log in again. The API client calls this once per ended token.
 */
function endExpiredSession(): void {
  if (useSessionStore.getState().role === 'visitor') return;
  useSessionStore.getState().signOut();
  useWalletStore.getState().clear();
  useAgentStore.getState().clear();
  const ui = useUiStore.getState();
  void ui.showDialog({ title: 'dialog_log_in', text: 'err_not_logged_in' }).then(() => ui.openModal('login', { from: window.location.pathname + window.location.search }));
}

/**
 * Wires the API client to this page load: the run-time merchant (the brand store, filled at boot before
 * any call), the visitor's language, session expiry. Through the small config module, which the status call
 * (part of the first page's code) already brings.
 */
export function setUpApi(language: () => string): void {
  configureApi({ getLanguage: language, getMerchant: () => useBrandStore.getState().merchant, onSessionExpired: endExpiredSession });
}
