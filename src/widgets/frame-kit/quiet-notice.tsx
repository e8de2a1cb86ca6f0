import { useId } from 'react';
import { useTranslation } from '@/i18n/use-translation';

/**
 * A small, non-blocking notice in the header: what did not load, the spec §8 reason, and a retry.
 * The page keeps working around it; it goes away when the retry succeeds.
 */
export function QuietNotice({ what, errorKey, busy, onRetry, testId }: { what: string; errorKey: string; busy: boolean; onRetry: () => void; testId: string }) {
  const { t } = useTranslation();
  const textId = useId();
  return (
    <p className="quiet-notice" role="status" data-testid={testId}>
      <span id={textId}>
        {t(what)} {t(errorKey)}
      </span>
      <button type="button" className="quiet-notice__retry" aria-describedby={textId} disabled={busy} onClick={onRetry}>
        {t('retry')}
      </button>
    </p>
  );
}
