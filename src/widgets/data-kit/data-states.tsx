import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { ensureMemberTexts, memberTextsIn } from '@/i18n/member-texts';
import { failureText, type DataFailure } from '@/renderer/data/data-error';
import './data-kit.css';

/** Grey bars where rows will be, announced once to screen readers. */
export function LoadingRows({ rows = 5, label }: { rows?: number; label?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <div className="data-skeleton" role="status" aria-label={label ?? t('data_loading')}>
      {Array.from({ length: rows }, (_, index) => (
        <div key={index} className="data-skeleton__row" />
      ))}
    </div>
  );
}

export function EmptyState({ text }: { text?: string | undefined }) {
  const { t } = useTranslation();
  return (
    <p className="data-empty" role="status">
      {t(text ?? 'data_empty')}
    </p>
  );
}

/** spec §8 message of a failed call, and a retry; the rest of the page keeps working. */
export function FailedState({ failure, onRetry }: { failure: DataFailure; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="data-failed" role="alert">
      <p>{failureText(failure, t)}</p>
      <button type="button" className="data-button data-button--secondary" onClick={onRetry}>
        {t('data_retry')}
      </button>
    </div>
  );
}

export { useCurrency } from './currency';

/**
 * The data widgets' EN texts are a chunk of their own (not on the first page): a widget shows its
 * loading state until they are in, which is never longer than its data takes. A widget that will draw none of them
 * (`needed` false: a grid of plain cards) neither waits nor asks for them.
 */
export function useMemberTexts(needed = true): boolean {
  const { i18n } = useTranslation();
  const [ready, setReady] = useState(() => memberTextsIn(i18n));
  useEffect(() => {
    if (needed && !ready) void ensureMemberTexts(i18n).then(() => setReady(true), () => setReady(true));
  }, [needed, ready, i18n]);
  return ready || !needed;
}
