import type { ComponentType } from 'react';
import { kindOfDocument } from '@/schema/loader';
import { preloadableLazy } from '@/renderer/preloadable-lazy';
import { LazySchemaForm } from '../account/lazy-schema-form';
import { schemaLoader } from '../schema-runtime';
import type { ModalProps } from './modal-props';

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
 * The documents an account popup draws in its first render: its form, and for the login popup the links under it.
 * They load beside the popup's code and the form's code (rjsf), not one after the other, so the popup opens with its
 * form in one step (it took about 0.9 s on a fast machine, mostly waits in sequence).
 */
const modalDocuments: Readonly<Record<string, readonly string[]>> = {
  login: ['forms/login', 'menus/login-links'],
  register: ['forms/register'],
  forgotPassword: ['forms/forgot-password'],
  changePassword: ['forms/change-password'],
};

/**
 * Modals by the name a schema action uses (`{"type": "modal", "modal": "register"}`). Each is its own chunk (each
 * failing after spec §9's 120 s): the forms (rjsf) only download when one opens.
 */
export const modalRegistry: Record<string, ComponentType<ModalProps>> = Object.fromEntries(Object.entries(modalChunks).map(([name, load]) => [name, preloadableLazy(load)]));

const preloadable = (component: ComponentType<ModalProps> | undefined) =>
  component && 'preload' in component && 'isReady' in component && typeof component.preload === 'function' && typeof component.isReady === 'function'
    ? { preload: component.preload as () => Promise<void>, isReady: component.isReady as () => boolean }
    : undefined;

/**
 * Starts a modal's code and what it draws first (its documents and the form code), all side by side; settles, never
 * rejects, once each has arrived or failed (a failure shows as the modal's own, when it renders).
 */
export function preloadModal(name: string): Promise<void> {
  const documents = modalDocuments[name] ?? [];
  const loads: Promise<unknown>[] = documents.map((document) => schemaLoader.load(document, kindOfDocument(document)).catch(() => undefined));
  if (documents.length > 0) loads.push(LazySchemaForm.preload());
  const modal = preloadable(modalRegistry[name]);
  if (modal) loads.push(modal.preload());
  return Promise.all(loads).then(() => undefined);
}

/** Whether a modal's code and what it draws first are in: it then opens in its first render. */
export function modalReady(name: string): boolean {
  const modal = preloadable(modalRegistry[name]);
  const documents = modalDocuments[name] ?? [];
  return (modal?.isReady() ?? true) && (documents.length === 0 || LazySchemaForm.isReady()) && documents.every((document) => schemaLoader.loaded(document) !== undefined);
}
