import type { TFunction } from '@/i18n/translator';
import { useUiStore } from '@/stores/ui-store';
import { loadApi } from '@/stores/lazy-api';
import { failureOf } from './api-failure';
import { completeLogin } from './session-actions';

let starting = false;

/**
 * The `freePlay` action (spec §4): logs in a fresh trial account; a refusal is the spec §8 dialog.
 * Whether it is offered (FREEPLAY3) is the condition of the menu item that runs it, not code.
 * A second press while one is on its way is ignored.
 */
export async function startFreePlay(t: TFunction): Promise<void> {
  if (starting) return;
  starting = true;
  const ui = useUiStore.getState();
  try {
    const api = await loadApi();
    await completeLogin(await ui.withLoader(api.loginFreePlay()), 'freePlay');
  } catch (error) {
    void ui.showDialog({ title: 'login_failed_title', text: failureOf(error, t).text });
  } finally {
    starting = false;
  }
}
