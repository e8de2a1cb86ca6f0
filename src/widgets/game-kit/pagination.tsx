import { useTranslation } from '@/i18n/use-translation';
import { pageItems } from './page-range';
import './pagination.css';

/** Page buttons (spec §9: page range 3, margin pages 1) with previous/next, named for screen readers. */
export function Pagination({ current, total, onChange, label }: { current: number; total: number; onChange: (page: number) => void; label?: string }) {
  const { t } = useTranslation();
  if (total <= 1) return null;
  return (
    <nav className="game-pagination" aria-label={label ?? t('games_pagination')}>
      <button type="button" className="game-pagination__step" disabled={current <= 1} aria-label={t('games_page_previous')} onClick={() => onChange(current - 1)}>
        ‹
      </button>
      {pageItems(current, total).map((item) =>
        item.kind === 'gap' ? (
          <span key={item.key} className="game-pagination__gap" aria-hidden="true">…</span>
        ) : (
          <button
            key={item.page}
            type="button"
            className="game-pagination__page"
            aria-label={t('games_page_n', { page: item.page })}
            aria-current={item.page === current ? 'page' : undefined}
            onClick={() => item.page !== current && onChange(item.page)}
          >
            {item.page}
          </button>
        ),
      )}
      <button type="button" className="game-pagination__step" disabled={current >= total} aria-label={t('games_page_next')} onClick={() => onChange(current + 1)}>
        ›
      </button>
    </nav>
  );
}
