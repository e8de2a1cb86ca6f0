import type { NavigateFunction } from 'react-router-dom';
import type { ActionHandlers } from '@/renderer/action-dispatcher';
import { useUiStore } from '@/stores/ui-store';
import { openCustomerService } from './customer-service';

/**
 * The app's side of every action type. Modals and the centres open through the router for now:
 * `/login` hosts login and registration, and the overlays of the member and agent centres
 * arrive with their own issues.
 */
export function createActionHandlers(navigate: NavigateFunction): ActionHandlers {
  return {
    navigate: (action) => navigate(action.to),
    modal: (action) => useUiStore.getState().openModal(action.modal),
    memberCenter: (action) => navigate(`/?memberCenter=${encodeURIComponent(action.page ?? 'securityCenter')}`),
    agentCenter: (action) => navigate(`/?agentCenter=${encodeURIComponent(action.page ?? 'agentTeamOverview')}`),
    launchGame: (action) => navigate(`/game?vendor=${encodeURIComponent(action.vendor)}${action.gameId ? `&gameId=${encodeURIComponent(action.gameId)}` : ''}`),
    logout: () => {
      sessionStorage.removeItem('token');
      navigate('/');
    },
    customerService: () => void openCustomerService(undefined),
    external: (action) => {
      window.open(action.url, '_blank', 'noopener,noreferrer');
    },
  };
}
