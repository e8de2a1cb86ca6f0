import { Suspense, useEffect, useState } from 'react';
import { ensureAccountTexts } from '@/i18n/account-texts';
import { useTranslation } from '@/i18n/use-translation';
import { useUiStore } from '@/stores/ui-store';
import { modalRegistry, preloadModal } from './modal-registry';
import { DialogHost } from './dialog-host';
import { GlobalLoader } from './global-loader';
import { ModalBoundary } from './modal-boundary';

/** Locks page scroll while any overlay is open (spec §2) and gives Escape to the topmost one. */
function useOverlayBehaviour(open: boolean): void {
  const closeTopmost = useUiStore((s) => s.closeTopmost);
  useEffect(() => {
    if (!open) return;
    const previous = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') closeTopmost();
    };
    window.addEventListener('keydown', onKey);
    return () => {
      document.body.style.overflow = previous;
      window.removeEventListener('keydown', onKey);
    };
  }, [open, closeTopmost]);
}

/**
 * Whether the account flows' texts are in (a chunk of their own, `ensureAccountTexts`): asked for with the first
 * modal, which shows once they are (a failed load shows it anyway, rather than never). The modals' own chunks
 * start at the same time, not after the texts.
 */
function useAccountTexts(modals: readonly string[]): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => i18n.exists('account_username', { lng: 'en' }));
  const wanted = modals.join(' ');
  useEffect(() => {
    if (ready || wanted === '') return;
    for (const name of wanted.split(' ')) preloadModal(name);
    void ensureAccountTexts(i18n).then(() => setReady(true), () => setReady(true));
  }, [wanted, ready, i18n]);
  return ready;
}

export function OverlayHost() {
  const modals = useUiStore((s) => s.modals);
  const dialogs = useUiStore((s) => s.dialogs);
  const closeModal = useUiStore((s) => s.closeModal);
  const showDialog = useUiStore((s) => s.showDialog);
  useOverlayBehaviour(modals.length > 0 || dialogs.length > 0);
  const textsReady = useAccountTexts(modals.map((modal) => modal.name));
  return (
    <>
      {modals.length > 0 && !textsReady && <GlobalLoader force />}
      {textsReady && modals.map((modal) => {
        const Modal = modalRegistry[modal.name];
        if (!Modal) {
          console.warn(`[croupier modals] no modal named "${modal.name}"`);
          return null;
        }
        return (
          <ModalBoundary
            key={modal.id}
            onFailure={(reason) => {
              closeModal(modal.name);
              void showDialog({ title: 'in_popup_prompt', text: reason === 'network' ? 'err_network' : 'err_unknown' });
            }}
          >
            <Suspense fallback={<GlobalLoader force />}>
              <Modal params={modal.params} close={() => closeModal(modal.name)} />
            </Suspense>
          </ModalBoundary>
        );
      })}
      <DialogHost />
      <GlobalLoader />
    </>
  );
}
