import { create } from 'zustand';

/**
 * The site as an installed app (issue 37, the spec's "lite" app on /down). Chromium offers installation through a
 * `beforeinstallprompt` event that fires once, early, whoever is on screen; it is kept here until the player asks
 * (the InstallAppCard widget). Safari has no such event: the card shows its Add to Home Screen steps instead.
 */

/** The part of Chromium's BeforeInstallPromptEvent the site uses (not in TypeScript's DOM types). */
export interface InstallPrompt {
  prompt: () => Promise<unknown>;
  userChoice: Promise<{ outcome: 'accepted' | 'dismissed' }>;
}

export type InstallState = 'unknown' | 'available' | 'installing' | 'installed' | 'dismissed';

interface InstallAppStore {
  state: InstallState;
  prompt: InstallPrompt | null;
}

export const useInstallAppStore = create<InstallAppStore>(() => ({ state: 'unknown', prompt: null }));

function isInstallPrompt(event: Event): event is Event & InstallPrompt {
  return typeof Reflect.get(event, 'prompt') === 'function' && Reflect.get(event, 'userChoice') instanceof Promise;
}

/** Whether this page runs as the installed app (its own window, no browser bar). */
export function runsInstalled(): boolean {
  if (typeof window === 'undefined') return false;
  const standalone = typeof window.matchMedia === 'function' && window.matchMedia('(display-mode: standalone)').matches;
  return standalone || Reflect.get(navigator, 'standalone') === true;
}

/** Listens for the browser's offer and for the installation, once per page (src/app/offline-app.ts). */
export function listenForInstallOffer(target: Window = window): void {
  if (runsInstalled()) useInstallAppStore.setState({ state: 'installed', prompt: null });
  target.addEventListener('beforeinstallprompt', (event) => {
    if (!isInstallPrompt(event)) return;
    // The browser's own mini-infobar would interrupt a player mid-game: the site offers it where the player looks for it.
    event.preventDefault();
    useInstallAppStore.setState({ state: 'available', prompt: event });
  });
  target.addEventListener('appinstalled', () => useInstallAppStore.setState({ state: 'installed', prompt: null }));
}

/** Shows the browser's install dialog; the event can be used once, so it is dropped whatever the answer. */
export async function installApp(): Promise<void> {
  const { prompt } = useInstallAppStore.getState();
  if (!prompt) return;
  useInstallAppStore.setState({ state: 'installing' });
  try {
    await prompt.prompt();
    const { outcome } = await prompt.userChoice;
    useInstallAppStore.setState({ state: outcome === 'accepted' ? 'installed' : 'dismissed', prompt: null });
  } catch {
    useInstallAppStore.setState({ state: 'dismissed', prompt: null });
  }
}
