import { create } from 'zustand';

export interface DialogButton {
  /** i18n key */
  label: string;
  value: string;
  /** danger: a destructive or final choice (reject, report not received, end a contract), styled apart from the safe ones. */
  variant?: 'primary' | 'secondary' | 'danger';
}

export interface DialogRequest {
  /** i18n key of the title */
  title: string;
  /** i18n key, or a message the server sent (shown as is) */
  text: string;
  /** Values for the text's {{placeholders}} (the withdrawal a receipt question is about). */
  params?: Record<string, string>;
  buttons?: DialogButton[];
  /** Closes by itself after this many ms (spec §9: a dialog can auto-close by timeout). */
  autoCloseMs?: number;
}

export interface OpenDialog extends DialogRequest {
  id: number;
  buttons: DialogButton[];
  resolve: (value: string) => void;
}

export interface OpenModal {
  id: number;
  name: string;
  params: Record<string, string>;
}

interface UiState {
  dialogs: OpenDialog[];
  modals: OpenModal[];
  /**
   * The popups the site shows on its own (the notice popup, the red envelope, the gift), by name, in the order they
   * asked to show: only the first may show, and only while nothing else is open (`popupTurn`).
   */
  popups: string[];
  queuePopup: (name: string) => void;
  releasePopup: (name: string) => void;
  /** Pending operations behind the one global loader. */
  loaderCount: number;
  /** Resolves with the value of the button pressed ('dismiss' for Escape, the close button or auto-close). */
  showDialog: (request: DialogRequest) => Promise<string>;
  closeDialog: (id: number, value: string) => void;
  openModal: (name: string, params?: Record<string, string>) => void;
  closeModal: (name: string) => void;
  /** Escape: the overlay on top goes first (dialogs sit above modals). */
  closeTopmost: () => void;
  withLoader: <T>(work: Promise<T>) => Promise<T>;
}

let nextId = 1;
const OK_BUTTON: DialogButton = { label: 'confirm', value: 'confirm', variant: 'primary' };

/** One dialog service, one modal stack and one global loader for the whole app (spec §9). */
export const useUiStore = create<UiState>((set, get) => ({
  dialogs: [],
  modals: [],
  popups: [],
  loaderCount: 0,
  queuePopup: (name) => set((state) => (state.popups.includes(name) ? state : { popups: [...state.popups, name] })),
  releasePopup: (name) => set((state) => (state.popups.includes(name) ? { popups: state.popups.filter((queued) => queued !== name) } : state)),
  showDialog: (request) =>
    new Promise<string>((resolve) => {
      const dialog: OpenDialog = { ...request, id: nextId++, buttons: request.buttons ?? [OK_BUTTON], resolve };
      set((state) => ({ dialogs: [...state.dialogs, dialog] }));
      if (request.autoCloseMs !== undefined) setTimeout(() => get().closeDialog(dialog.id, 'dismiss'), request.autoCloseMs);
    }),
  closeDialog: (id, value) => {
    const dialog = get().dialogs.find((d) => d.id === id);
    if (!dialog) return;
    set((state) => ({ dialogs: state.dialogs.filter((d) => d.id !== id) }));
    dialog.resolve(value);
  },
  openModal: (name, params = {}) =>
    set((state) => ({ modals: [...state.modals.filter((m) => m.name !== name), { id: nextId++, name, params }] })),
  closeModal: (name) => set((state) => ({ modals: state.modals.filter((m) => m.name !== name) })),
  closeTopmost: () => {
    const { dialogs, modals } = get();
    const topDialog = dialogs[dialogs.length - 1];
    if (topDialog) return get().closeDialog(topDialog.id, 'dismiss');
    const topModal = modals[modals.length - 1];
    if (topModal) get().closeModal(topModal.name);
  },
  withLoader: async (work) => {
    set((state) => ({ loaderCount: state.loaderCount + 1 }));
    try {
      return await work;
    } finally {
      set((state) => ({ loaderCount: state.loaderCount - 1 }));
    }
  },
}));

/**
 * Whether a queued popup may show now: it is first in the queue, no dialog is open, and no modal but its own (the
 * gift popup is the `gift` modal). A member centre is a modal: no popup ever covers its deposit, withdraw or transfer
 * form; a popup that was showing steps back while one is open and comes back after.
 */
export function popupTurn(state: Pick<UiState, 'popups' | 'modals' | 'dialogs'>, name: string): boolean {
  return state.popups[0] === name && state.dialogs.length === 0 && state.modals.every((modal) => modal.name === name);
}

/**
 * A yes/no question in the one dialog service: true only when confirmed. Its title names what it is about (never
 * a bare "Prompt"), its yes button names the action (`confirmLabel`, default Confirm), and a destructive or final
 * choice (`tone: 'danger'`) has its yes styled as such.
 */
export async function askToConfirm(text: string, options: { title: string; confirmLabel?: string | undefined; tone?: 'safe' | 'danger' | undefined; params?: Record<string, string> }): Promise<boolean> {
  const answer = await useUiStore.getState().showDialog({
    title: options.title,
    text,
    ...(options.params ? { params: options.params } : {}),
    buttons: [
      { label: 'cancel', value: 'cancel', variant: 'secondary' },
      { label: options.confirmLabel ?? 'confirm', value: 'confirm', variant: options.tone === 'danger' ? 'danger' : 'primary' },
    ],
  });
  return answer === 'confirm';
}
