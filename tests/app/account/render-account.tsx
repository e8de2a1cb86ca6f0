import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from '@/renderer/navigation';
import { TranslationProvider } from '@/i18n/use-translation';
import { createI18n } from '@/i18n/i18n';
import { ActionProvider } from '@/renderer/action-context';
import { forgetRegisterSettings } from '@/app/account/use-register-settings';
import { usePlatformStore } from '@/stores/platform-store';
import { readSession, useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';

/** Fresh stores per test: flags as given, logged out, no overlays. */
export function resetAccountState(flags: Record<string, boolean>): void {
  forgetRegisterSettings();
  usePlatformStore.setState({ flags });
  useSessionStore.setState(readSession());
  useUiStore.setState({ modals: [], dialogs: [], loaderCount: 0 });
}

export function renderAccount(ui: ReactElement, lang = 'en') {
  return render(
    <TranslationProvider i18n={createI18n(lang)}>
      <MemoryRouter>
        <ActionProvider value={() => undefined}>{ui}</ActionProvider>
      </MemoryRouter>
    </TranslationProvider>,
  );
}

/** Replaces what a labelled box holds with `value`, typed as a user types it. */
export async function fillIn(label: RegExp, value: string): Promise<void> {
  const box = screen.getByLabelText(label);
  await userEvent.clear(box);
  await userEvent.type(box, value);
}

/** Ticks the consent boxes the register settings ask for (18+ or 21+, the terms), as a member does before registering. */
export async function acceptConsent(): Promise<void> {
  const boxes = await screen.findAllByRole('checkbox', { name: /years old or older|Terms and Conditions/ });
  for (const box of boxes) if (!(box as HTMLInputElement).checked) await userEvent.click(box);
}
