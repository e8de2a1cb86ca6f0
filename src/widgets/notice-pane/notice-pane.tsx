import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useQuery } from '@/renderer/data/use-query';
import { SafeHtml } from '@/renderer/safe-html';
import { FailedState, LoadingRows, useMemberTexts } from '../data-kit/data-states';
import { formatCell } from '../data-kit/format';
import { useSelection } from '../data-kit/selection';
import type { NoticePaneProps } from './props';
import './notice-pane.css';

export default function NoticePane({ props, nodeId }: WidgetProps<NoticePaneProps>) {
  const { t } = useTranslation();
  const query = useQuery(props.source);
  const textsReady = useMemberTexts();
  const [selected, select] = useSelection(props.param ?? 'notice');
  const rows = query.state === 'ready' ? query.result.rows : [];
  const notice = rows.find((row) => String(row['id']) === selected) ?? (selected ? undefined : rows[0]);
  const headingId = `${nodeId}-title`;
  return (
    <article {...nodeAttributes(nodeId)} className={`notice-pane${selected ? ' notice-pane--chosen' : ''}`} aria-labelledby={notice ? headingId : undefined}>
      {query.state === 'failed' ? (
        <FailedState failure={query.failure} onRetry={query.retry} />
      ) : query.state === 'loading' || !textsReady ? (
        <LoadingRows rows={4} />
      ) : !notice ? (
        <p className="data-empty">{t('notices_none')}</p>
      ) : (
        <>
          {selected && (
            <button type="button" className="notice-pane__back data-button data-button--secondary data-button--small" onClick={() => select(undefined)}>
              ‹ {t('notices_back')}
            </button>
          )}
          <h2 id={headingId} className="notice-pane__title">{String(notice['title'] ?? '')}</h2>
          <p className="notice-pane__date">{formatCell(notice['startTime'], 'datetime', { t })}</p>
          <SafeHtml html={String(notice['content'] ?? '')} className="notice-pane__content" headingLevel={3} />
        </>
      )}
    </article>
  );
}
