import type { NavigateFunction } from '@/renderer/navigation';
import type { TFunction } from '@/i18n/translator';
import type { ActionHandlers } from '@/renderer/action-dispatcher';
import { useUiStore } from '@/stores/ui-store';
import { useSessionStore } from '@/stores/session-store';
import { openCustomerService } from './customer-service';
import { confirmLogout } from './account/session-actions';

/** spec §6: only agent accounts (1, 2, 41, 42) may enter the agent centre. */
function openAgentCentre(page: string | undefined): void {
  if (useSessionStore.getState().role !== 'agent') {
    void useUiStore.getState().showDialog({ title: 'dialog_agents_only', text: 'err_not_agent' });
    return;
  }
  useUiStore.getState().openModal('agentCenter', page ? { page } : {});
}

/** The app's side of every action type (gates already passed in the dispatcher). */
export function createActionHandlers(navigate: NavigateFunction, t: TFunction): ActionHandlers {
  return {
    navigate: (action) => navigate(action.to),
    modal: (action) => {
      if (action.closes) useUiStore.getState().closeModal(action.closes);
      useUiStore.getState().openModal(action.modal);
    },
    memberCenter: (action) => useUiStore.getState().openModal('memberCenter', action.page ? { page: action.page } : {}),
    agentCenter: (action) => openAgentCentre(action.page),
    // Launch rules are their own chunk: a visitor browsing the home page never downloads them.
    launchGame: (action) => {
      // A popup window must open inside the click: before the launch code downloads, not after.
      let preopened = action.openIn === 'popup' ? window.open('about:blank', '_blank') : null;
      const openWindow = (url: string): Window | null => {
        if (!preopened) return window.open(url, '_blank');
        const opened = preopened;
        preopened = null;
        if (url !== 'about:blank') opened.location.href = url;
        return opened;
      };
      void import('@/stores/game-launch').then(({ startGame }) =>
        startGame(action, {
          navigate,
          openWindow,
          contactCustomerService: () => void openCustomerService(useSessionStore.getState().rankLevel),
          currentUrl: () => window.location.href,
        }),
      );
    },
    logout: () => {
      void confirmLogout(() => navigate('/'));
    },
    customerService: () => void openCustomerService(useSessionStore.getState().rankLevel),
    external: (action) => {
      window.open(action.url, '_blank', 'noopener,noreferrer');
    },
    // The account flows are their own chunk: the first page never downloads them for a button.
    freePlay: () => void import('./account/free-play').then(({ startFreePlay }) => startFreePlay(t)),
  };
}
