import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { usePlatformStore } from '@/stores/platform-store';
import { ScreenView } from './screen-view';

const STATUS_SCREENS = { 1: 'screens/maintenance', 2: 'screens/restricted' } as const;

/**
 * spec §2: the platform's status decides the whole app — 0 the app, 1 the maintenance page,
 * 2 the region/IP restriction page. Both pages are schema screens. If the status call itself
 * fails, the app still renders (the API error is shown where a call is made).
 */
export function StatusGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  const phase = usePlatformStore((s) => s.phase);
  const statusCode = usePlatformStore((s) => s.statusCode);
  if (phase === 'loading') return <div className="boot-loading" role="status">{t('screen_loading')}</div>;
  if (phase === 'ready' && statusCode !== 0) {
    return (
      <main className="page__main status-page" id="main">
        <ScreenView screen={STATUS_SCREENS[statusCode]} />
      </main>
    );
  }
  return children;
}
