import { useTranslation } from '@/i18n/use-translation';
import type { ResolvedScreen } from '@/schema/resolved';
import { SchemaNodes } from '@/renderer/schema-nodes';
import { HeadingLevel } from '@/renderer/heading-level';
import { useResolvedDocument } from '../use-resolved-document';
import { usePageTitle } from '../document-title';

/**
 * The selected centre page: the screen document `<folder>/<page>` (schemas/screens/member/…).
 * Adding a page is a screen file and a menu item; no code names pages.
 */
export function CentrePage({ folder, page, title }: { folder: string; page: string; title: string }) {
  const { t } = useTranslation();
  const result = useResolvedDocument<ResolvedScreen>(`${folder}/${page}`);
  usePageTitle(title);
  return (
    <div className="centre__content" data-centre-page={page}>
      <h3 className="centre__title">{title}</h3>
      {result.state === 'loading' && <div className="screen-loading" role="status">{t('screen_loading')}</div>}
      {result.state === 'failed' && <p className="centre__muted">{t('mc_page_unavailable')}</p>}
      {result.state === 'ready' && (
        <div className="centre__body" data-screen-id={result.resolved.id}>
          {/* The dialog's title is h2, this page's h3: the page's sections are h4 (issue 38). */}
          <HeadingLevel level={4}>
            <SchemaNodes nodes={result.resolved.body} />
          </HeadingLevel>
        </div>
      )}
    </div>
  );
}
