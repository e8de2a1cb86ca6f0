import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLocation } from '@/renderer/navigation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useQuery } from '@/renderer/data/use-query';
import type { Row } from '@/renderer/data/data-types';
import { SafeHtml } from '@/renderer/safe-html';
import { FailedState, LoadingRows, useMemberTexts } from '../data-kit/data-states';
import type { HelpSectionsProps } from './props';
import './help-sections.css';

/** Anchors are ids on the page: letters, digits and dashes only. */
function anchorOf(row: Row): string | undefined {
  const anchor = row['anchor'];
  return typeof anchor === 'string' && /^[a-z][a-z0-9-]*$/.test(anchor) ? anchor : undefined;
}

export default function HelpSections({ props, nodeId }: WidgetProps<HelpSectionsProps>) {
  const { t } = useTranslation();
  const query = useQuery(props.source);
  const textsReady = useMemberTexts();
  const { hash } = useLocation();
  const rows = query.state === 'ready' ? query.result.rows : [];
  const categories = [...new Set(rows.map((row) => String(row['category'] ?? '')))];
  // The sections arrive after the route's own scroll: land on the asked-for section once they exist.
  useEffect(() => {
    if (!hash || rows.length === 0) return;
    document.getElementById(decodeURIComponent(hash.slice(1)))?.scrollIntoView();
  }, [hash, rows.length]);
  if (query.state === 'failed') return <FailedState failure={query.failure} onRetry={query.retry} />;
  if (query.state === 'loading' || !textsReady) return <LoadingRows rows={6} />;
  return (
    <div {...nodeAttributes(nodeId)} className="help-sections">
      {(props.toc ?? true) && (
        <nav className="help-sections__toc" aria-label={t('help_contents')}>
          <ul>
            {rows.filter(anchorOf).map((row) => (
              <li key={anchorOf(row)}>
                <a href={`#${anchorOf(row)}`}>{String(row['title'] ?? '')}</a>
              </li>
            ))}
          </ul>
        </nav>
      )}
      {categories.map((category) => (
        <section key={category} className="help-sections__category" aria-label={category}>
          <h2>{category}</h2>
          {rows
            .filter((row) => String(row['category'] ?? '') === category)
            .map((row, index) => (
              <article key={anchorOf(row) ?? index} id={anchorOf(row)} className="help-sections__article">
                <h3>{String(row['title'] ?? '')}</h3>
                <SafeHtml html={String(row['content'] ?? '')} className="help-sections__body" headingLevel={4} />
              </article>
            ))}
        </section>
      ))}
    </div>
  );
}
