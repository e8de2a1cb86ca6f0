import { useEffect, useMemo, useRef } from 'react';
import { useMemberTexts } from '@/i18n/use-member-texts';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from '@/renderer/navigation';
import type { ResolvedMenu } from '@/schema/resolved';
import type { ResolvedNode } from '@/schema/resolved';
import { SchemaNode } from '@/renderer/schema-nodes';
import { RenderEnvironmentContext } from '@/renderer/render-environment';
import { useEnvironmentWithEmbedded } from '@/renderer/documents/embedded-documents';
import { startScreenAhead } from '@/renderer/documents/screen-ahead';
import { useRenderEnvironment } from '@/renderer/render-environment';
import { isBundledDocument } from 'virtual:croupier-widget-hints';
import type { ModalProps } from '../overlays/modal-props';
import { useResolvedDocument } from '../use-resolved-document';
import { CentrePage } from './centre-page';
import { CentreView, centreMenuNode } from './centre-view';
import { useOpenedOnArrival } from './arrival-centre';
import './centre-overlay.css';

interface CentreOverlayProps extends ModalProps {
  menu: string;
  title: string;
  defaultPage: string;
  /** Where the pages' screen documents live (`screens/member`). */
  screens: string;
  /** The URL query key that remembers the open page, so a reload or a bookmark reopens it. */
  urlKey: string;
}

/**
 * The member and agent centre overlays (spec §2): the menu document on the side (a `Menu` node of
 * variant `tabs`), the selected page highlighted, a close button; shown once its menu has loaded.
 */
export function CentreOverlay({ params, close, menu, title, defaultPage, screens, urlKey }: CentreOverlayProps) {
  const { t } = useTranslation();
  const textsReady = useMemberTexts();
  const [search, setSearch] = useSearchParams();
  // The page asked for (a deposit link, `?memberCentre=depositv2` on arrival) starts now, beside the centre's menu and
  // texts: its document, its widgets' code and the forms it shows (rjsf included), not once the menu has drawn. Only a
  // page the build bundles: a name the menu does not know is no file to fetch (the menu then opens its default page).
  const environment = useRenderEnvironment();
  const asked = params['page'];
  useEffect(() => {
    if (asked && isBundledDocument(`${screens}/${asked}`)) void startScreenAhead(environment, `${screens}/${asked}`);
    // Once, on opening: later pages are opened from the menu, their documents load as they render.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  const arrived = useOpenedOnArrival();
  const document = useResolvedDocument<ResolvedMenu>(menu);
  const items = document.state === 'ready' ? document.resolved.items : [];
  const page = items.some((item) => item.id === params['page']) ? params['page']! : defaultPage;
  const ready = document.state === 'ready';
  // Only when the URL names another page: a no-op navigation here, built from this render's query, could
  // undo a filter or table page a widget of the open page has just written.
  const urlPage = search.get(urlKey);
  useEffect(() => {
    if (!ready || urlPage === page) return;
    setSearch((current) => {
      const next = new URLSearchParams(current);
      next.set(urlKey, page);
      return next;
    }, { replace: true });
  }, [ready, page, urlPage, urlKey, setSearch]);
  const menuNodes = useMemo((): ResolvedNode[] => [centreMenuNode(menu, title, page)], [menu, title, page]);
  // Its document comes preloaded, so the menu draws with the overlay, not a moment after.
  const menuEnvironment = useEnvironmentWithEmbedded(menuNodes);
  // However the centre closes (its button, Escape, a logout), the URL forgets the page.
  const setSearchRef = useRef(setSearch);
  setSearchRef.current = setSearch;
  useEffect(
    () => () =>
      setSearchRef.current((current) => {
        const next = new URLSearchParams(current);
        next.delete(urlKey);
        return next;
      }, { replace: true }),
    [urlKey],
  );
  if (!ready || !textsReady || !menuEnvironment) return null;
  const current = items.find((item) => item.id === page);
  const menuView = (
    <RenderEnvironmentContext.Provider value={menuEnvironment}>
      <SchemaNode node={menuNodes[0]!} />
    </RenderEnvironmentContext.Provider>
  );
  return (
    <CentreView title={t(title)} menu={menuView} onClose={close} still={arrived}>
      <CentrePage key={page} folder={screens} page={page} title={current ? t(current.label) : ''} />
    </CentreView>
  );
}
