import { lazy as reactLazy, type ComponentType, type LazyExoticComponent } from 'react';
import { loadChunk } from '@/renderer/chunk-load';
import type { ModalProps } from './modal-props';

type ModalComponent = LazyExoticComponent<ComponentType<ModalProps>>;

/** A modal's chunk, failing after spec §9's 120 s instead of leaving the loader up forever. */
const lazy = (load: () => Promise<{ default: ComponentType<ModalProps> }>): ModalComponent => reactLazy(() => loadChunk(load));

/** The modals' chunks by name (see `modalRegistry`). */
const modalChunks: Record<string, () => Promise<{ default: ComponentType<ModalProps> }>> = {
  memberCenter: () => import('../centres/member-centre'),
  agentCenter: () => import('../centres/agent-centre'),
  login: () => import('../account/login-modal'),
  register: () => import('../account/register-modal'),
  forgotPassword: () => import('../account/forgot-password-modal'),
  changePassword: () => import('../account/change-password-modal'),
  gift: () => import('../account/gift-modal'),
  gamePopup: () => import('../games/game-popup'),
  chatRoom: () => import('./chat-room-modal'),
};

/**
 * Modals by the name a schema action uses (`{"type": "modal", "modal": "register"}`).
 * Each is its own chunk: the forms (rjsf) only download when one opens.
 */
export const modalRegistry: Record<string, ModalComponent> = Object.fromEntries(Object.entries(modalChunks).map(([name, load]) => [name, lazy(load)]));

/** Starts a modal's chunk before it renders (beside the texts it waits for); the browser fetches a module once. */
export function preloadModal(name: string): void {
  void modalChunks[name]?.().catch(() => undefined);
}
