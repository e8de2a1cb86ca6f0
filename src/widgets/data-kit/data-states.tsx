import { useTranslation } from '@/i18n/use-translation';
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

/** The data widgets' texts are a chunk of their own (not on the first page): see `useMemberTexts`. */
export { useMemberTexts } from '@/i18n/use-member-texts';
