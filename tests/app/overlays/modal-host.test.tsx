import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { lazy } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { TranslationProvider } from '@/i18n/use-translation';
import { createI18n } from '@/i18n/i18n';
import { createAppI18n } from '@/i18n/app-i18n';
import { useTranslation } from '@/i18n/use-translation';
import { OverlayHost } from '@/app/overlays/modal-host';
import { modalRegistry } from '@/app/overlays/modal-registry';
import type { ModalProps } from '@/app/overlays/modal-props';
import { Overlay } from '@/app/overlays/overlay';
import { ChunkLoadError } from '@/renderer/chunk-load';
import { preloadableLazy } from '@/renderer/preloadable-lazy';
import { useUiStore } from '@/stores/ui-store';

function Hello({ close }: ModalProps) {
  return <Overlay title="Hello" onClose={close}><p>Welcome</p></Overlay>;
}

/** A modal that shows an account text (the login form's username label). */
function AccountField({ close }: ModalProps) {
  const { t } = useTranslation();
  return <Overlay title="Sign in" onClose={close}><label>{t('account_username')}<input /></label></Overlay>;
}

function renderHost() {
  render(
    <TranslationProvider i18n={createI18n('en')}>
      <main>page content</main>
      <OverlayHost />
    </TranslationProvider>,
  );
}

describe('modals and dialogs (spec §2, §8, §9)', () => {
  beforeEach(() => {
    useUiStore.setState({ modals: [], dialogs: [], loaderCount: 0 });
    modalRegistry['test-hello'] = lazy(async () => ({ default: Hello }));
    modalRegistry['test-broken'] = lazy(() => Promise.reject(new ChunkLoadError('network')));
    modalRegistry['test-account'] = lazy(async () => ({ default: AccountField }));
    modalRegistry['test-broken-preloadable'] = preloadableLazy<ModalProps>(() => Promise.reject(new ChunkLoadError('network')));
  });
  afterEach(() => {
    delete modalRegistry['test-account'];
    delete modalRegistry['test-hello'];
    delete modalRegistry['test-broken'];
    delete modalRegistry['test-broken-preloadable'];
  });

  it('opens a modal as a named dialog, locks page scroll, and Escape closes it', async () => {
    renderHost();
    useUiStore.getState().openModal('test-hello');
    expect(await screen.findByRole('dialog', { name: 'Hello' })).toBeInTheDocument();
    expect(document.body.style.overflow).toBe('hidden');
    await userEvent.keyboard('{Escape}');
    expect(screen.queryByRole('dialog', { name: 'Hello' })).toBeNull();
    expect(document.body.style.overflow).toBe('');
  });

  it("the site's translator has no account texts until a modal opens: the modal shows with them, never with a raw key", async () => {
    const i18n = await createAppI18n(null);
    expect(i18n.exists('account_username', { lng: 'en' })).toBe(false);
    render(
      <TranslationProvider i18n={i18n}>
        <OverlayHost />
      </TranslationProvider>,
    );
    useUiStore.getState().openModal('test-account');
    const dialog = await screen.findByRole('dialog', { name: 'Sign in' });
    expect(dialog).toHaveTextContent('Username');
    expect(dialog).not.toHaveTextContent('account_username');
  });

  it.each(['test-broken', 'test-broken-preloadable'])('a modal whose code cannot load (%s) closes with the network message; the page stays', async (name) => {
    renderHost();
    useUiStore.getState().openModal(name);
    expect(await screen.findByRole('alertdialog')).toHaveTextContent('Network link abnormal');
    expect(useUiStore.getState().modals).toEqual([]);
    expect(screen.getByRole('main')).toHaveTextContent('page content');
  });

  it('a dialog can close itself after a timeout', async () => {
    renderHost();
    const answer = useUiStore.getState().showDialog({ title: 'dialog_log_in', text: 'please_login', autoCloseMs: 30 });
    expect(await screen.findByRole('alertdialog', { name: 'Log in to continue' })).toHaveTextContent('Please log in first.');
    await expect(answer).resolves.toBe('dismiss');
    expect(screen.queryByRole('alertdialog')).toBeNull();
  });

  it('the global loader shows while work runs', async () => {
    renderHost();
    let finish: () => void = () => undefined;
    const work = useUiStore.getState().withLoader(new Promise<void>((resolve) => (finish = resolve)));
    expect(await screen.findByRole('status')).toBeInTheDocument();
    finish();
    await work;
    expect(screen.queryByRole('status')).toBeNull();
  });
});
