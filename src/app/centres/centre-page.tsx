import { useTranslation } from '@/i18n/use-translation';
import type { ResolvedScreen } from '@/schema/resolved';
import { useResolvedDocument } from '../use-resolved-document';
import { usePageTitle } from '../document-title';
import { CentrePageBody, CentrePageView } from './centre-view';

/**
 * The selected centre page: the screen document `<folder>/<page>` (schemas/screens/member/…).
 * Adding a page is a screen file and a menu item; no code names pages.
 */
export function CentrePage({ folder, page, title }: { folder: string; page: string; title: string }) {
  const { t } = useTranslation();
  const result = useResolvedDocument<ResolvedScreen>(`${folder}/${page}`);
  usePageTitle(title);
  return (
    <CentrePageView page={page} title={title}>
      {result.state === 'loading' && <div className="screen-loading" role="status">{t('screen_loading')}</div>}
      {result.state === 'failed' && <p className="centre__muted">{t('mc_page_unavailable')}</p>}
      {result.state === 'ready' && <CentrePageBody screen={result.resolved} />}
    </CentrePageView>
  );
}
