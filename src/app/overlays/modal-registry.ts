import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from '@/renderer/chunk-load';
import type { ModalProps } from './modal-props';

type ModalComponent = LazyExoticComponent<ComponentType<ModalProps>>;

/** A modal's chunk, failing after spec §9's 120 s instead of leaving the loader up forever. */
const lazy = (load: () => Promise<{ default: ComponentType<ModalProps> }>): ModalComponent => reactLazy(() => loadChunk(load));

/**
 * Modals by the name a schema action uses (`{"type": "modal", "modal": "register"}`).
 * Each is its own chunk: the forms (rjsf) only download when one opens.
 */
export const modalRegistry: Record<string, ModalComponent> = {
  memberCenter: lazy(() => import('../centres/member-centre')),
  agentCenter: lazy(() => import('../centres/agent-centre')),
  login: lazy(() => import('../account/login-modal')),
  register: lazy(() => import('../account/register-modal')),
  forgotPassword: lazy(() => import('../account/forgot-password-modal')),
  changePassword: lazy(() => import('../account/change-password-modal')),
  gift: lazy(() => import('../account/gift-modal')),
  gamePopup: lazy(() => import('../games/game-popup')),
  chatRoom: lazy(() => import('./chat-room-modal')),
};
