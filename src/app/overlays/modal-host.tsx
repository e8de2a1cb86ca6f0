import { Suspense, useEffect, useState } from 'react';
import { accountTextsIn, ensureAccountTexts } from '@/i18n/account-texts';
import { useTranslation } from '@/i18n/use-translation';
import { useUiStore } from '@/stores/ui-store';
import { modalReady, modalRegistry, preloadModal } from './modal-registry';
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
 * Which of these modals can show: the account flows' texts are in (a chunk of their own, `ensureAccountTexts`),
 * and so are the modal's code and what it draws first (`preloadModal`: its form document and the form code), all
 * asked for at once when it opens. A modal shows once all have arrived, so it opens complete in one render instead of
 * in steps, each behind React's Suspense throttle; a failed load shows it anyway (its own loader or boundary says
 * so), rather than never.
 */
function useModalsReady(modals: readonly string[]): (name: string) => boolean {
  const { i18n } = useTranslation();
  const [settled, setSettled] = useState<ReadonlySet<string>>(() => new Set());
  const textsIn = () => accountTextsIn(i18n);
  const isReady = (name: string) => settled.has(name) || (textsIn() && modalReady(name));
  // A string, so the effect runs again only when the list changes (JSON: a name may hold any character).
  const waiting = JSON.stringify(modals.filter((name) => !isReady(name)));
  useEffect(() => {
    const parsed: unknown = JSON.parse(waiting);
    const names = Array.isArray(parsed) ? parsed.filter((name): name is string => typeof name === 'string') : [];
    if (names.length === 0) return;
    let current = true;
    const texts = ensureAccountTexts(i18n).catch(() => undefined);
    for (const name of names) {
      void Promise.all([texts, preloadModal(name)]).then(() => current && setSettled((names) => new Set(names).add(name)));
    }
    return () => {
      current = false;
    };
  }, [waiting, i18n]);
  return isReady;
}

export function OverlayHost() {
  const modals = useUiStore((s) => s.modals);
  const dialogs = useUiStore((s) => s.dialogs);
  const closeModal = useUiStore((s) => s.closeModal);
  const showDialog = useUiStore((s) => s.showDialog);
  useOverlayBehaviour(modals.length > 0 || dialogs.length > 0);
  const isReady = useModalsReady(modals.map((modal) => modal.name));
  return (
    <>
      {modals.some((modal) => !isReady(modal.name)) && <GlobalLoader force />}
      {modals.filter((modal) => isReady(modal.name)).map((modal) => {
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
              void showDialog({ title: 'dialog_not_opened', text: reason === 'network' ? 'err_network' : 'err_unknown' });
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
