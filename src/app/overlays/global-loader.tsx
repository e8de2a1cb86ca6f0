import { useTranslation } from '@/i18n/use-translation';
import { useUiStore } from '@/stores/ui-store';

/** The one global loader (spec §9), shown while any `withLoader` operation runs. */
export function GlobalLoader({ force = false }: { force?: boolean }) {
  const { t } = useTranslation();
  const busy = useUiStore((s) => s.loaderCount > 0);
  if (!busy && !force) return null;
  return (
    <div className="global-loader" role="status" aria-live="polite">
      <div className="global-loader__spinner" />
      <span className="visually-hidden">{t('screen_loading')}</span>
    </div>
  );
}
