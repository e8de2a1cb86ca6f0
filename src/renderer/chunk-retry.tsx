import { useTranslation } from '@/i18n/use-translation';
import type { ChunkLoadError } from './chunk-load';

/** spec §8: a chunk that failed to load says so in the user's language and offers a retry, instead of a blank gap. */
export function ChunkRetry({ nodeId, error, onRetry }: { nodeId: string; error: ChunkLoadError; onRetry: () => void }) {
  const { t } = useTranslation();
  return (
    <div className="chunk-retry" role="alert" data-node-id={nodeId}>
      <p>{t(error.reason === 'timeout' ? 'err_timeout' : 'err_network')}</p>
      <button type="button" className="button button--secondary" onClick={onRetry}>{t('retry')}</button>
    </div>
  );
}
