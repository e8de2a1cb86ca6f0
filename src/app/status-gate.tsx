import type { ReactNode } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { usePlatformStore } from '@/stores/platform-store';
import { ScreenView } from './screen-view';

const STATUS_SCREENS = { 1: 'screens/maintenance', 2: 'screens/restricted' } as const;

/**
 * spec §2: the platform's status decides the whole app — 0 the app, 1 the maintenance page,
 * 2 the region/IP restriction page. Both pages are schema screens. A status call that does not
 * answer within `STATUS_TIMEOUT_MS` (platform store) gives the spec §8 "page took too long to
 * load" message with a retry instead of "Loading…" for ever. A status call that fails lets the
 * app render; the header says so quietly, with a retry (`StatusNotice`).
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const phase = usePlatformStore((s) => s.phase);
  const statusCode = usePlatformStore((s) => s.statusCode);
  const load = usePlatformStore((s) => s.load);
  if (phase === 'loading') return <div className="boot-loading" role="status">{t('screen_loading')}</div>;
  if (phase === 'timedOut') {
    return (
      <div className="boot-loading boot-loading--failed" role="alert">
        <p>{t('err_timeout')}</p>
        <button type="button" className="button button--primary" onClick={() => void load()}>{t('retry')}</button>
      </div>
    );
  }
  if (phase === 'ready' && statusCode !== 0) {
    return (
      <main className="page__main status-page" id="main">
        <ScreenView screen={STATUS_SCREENS[statusCode]} />
      </main>
    );
  }
  return children;
}
