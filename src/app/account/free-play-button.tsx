import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformStore } from '@/stores/platform-store';
import { useUiStore } from '@/stores/ui-store';
import { loadApi } from '@/stores/lazy-api';
import { failureOf } from './api-failure';
import { completeLogin } from './session-actions';

/** Free demo play (spec §4, FREEPLAY3): logs in a fresh trial account; renders nothing when the flag is off. */
export function FreePlayButton({ className = 'button button--ghost' }: { className?: string }) {
  const { t } = useTranslation();
  const enabled = usePlatformStore((s) => s.flags['FREEPLAY3'] === true);
  const [busy, setBusy] = useState(false);
  if (!enabled) return null;
  const start = async () => {
    setBusy(true);
    const ui = useUiStore.getState();
    try {
      const api = await loadApi();
      await completeLogin(await ui.withLoader(api.loginFreePlay()), 'freePlay');
    } catch (error) {
      void ui.showDialog({ title: 'login_failed_title', text: failureOf(error, t).text });
    } finally {
      setBusy(false);
    }
  };
  return (
    <button type="button" className={`${className} free-play-button`} disabled={busy} onClick={() => void start()}>
      {t('login_free_play')}
    </button>
  );
}
