import { Suspense, useEffect } from 'react';
import { useUiStore } from '@/stores/ui-store';
import { modalRegistry } from './modal-registry';
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

export function OverlayHost() {
  const modals = useUiStore((s) => s.modals);
  const dialogs = useUiStore((s) => s.dialogs);
  const closeModal = useUiStore((s) => s.closeModal);
  const showDialog = useUiStore((s) => s.showDialog);
  useOverlayBehaviour(modals.length > 0 || dialogs.length > 0);
  return (
    <>
      {modals.map((modal) => {
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
