import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useQuery } from '@/renderer/data/use-query';
import { Pagination } from '../game-kit/pagination';
import { EmptyState, FailedState, LoadingRows, useMemberTexts } from '../data-kit/data-states';
import { formatCell } from '../data-kit/format';
import { useSelection } from '../data-kit/selection';
import type { NoticeListProps } from './props';
import './notice-list.css';

export default function NoticeList({ props, nodeId }: WidgetProps<NoticeListProps>) {
  const { t } = useTranslation();
  const query = useQuery(props.source);
  const textsReady = useMemberTexts();
  const [selected, select] = useSelection(props.param ?? 'notice');
  const [page, setPage] = useState(1);
  const size = props.pageSize ?? 9;
  const title = props.title ? t(props.title) : t('notices_list');
  const rows = query.state === 'ready' ? query.result.rows : [];
  const total = Math.max(1, Math.ceil(rows.length / size));
  const shown = rows.slice((page - 1) * size, page * size);
  return (
    <nav {...nodeAttributes(nodeId)} className={`notice-list${selected ? ' notice-list--chosen' : ''}`} aria-label={title}>
      {query.state === 'failed' ? (
        <FailedState failure={query.failure} onRetry={query.retry} />
      ) : query.state === 'loading' || !textsReady ? (
        <LoadingRows rows={size} label={title} />
      ) : rows.length === 0 ? (
        <EmptyState text="notices_none" />
      ) : (
        <>
          <ul className="notice-list__items">
            {shown.map((row, index) => {
              const id = String(row['id'] ?? index);
              const current = selected === id || (!selected && page === 1 && index === 0);
              return (
                <li key={id}>
                  <button type="button" className="notice-list__item" aria-current={current ? 'true' : undefined} onClick={() => select(id)}>
                    <span className="notice-list__title">{String(row['title'] ?? '')}</span>
                    <span className="notice-list__date">{formatCell(row['startTime'], 'date', { t })}</span>
                  </button>
                </li>
              );
            })}
          </ul>
          <Pagination current={page} total={total} onChange={setPage} label={t('data_pages', { title })} />
        </>
      )}
    </nav>
  );
}
