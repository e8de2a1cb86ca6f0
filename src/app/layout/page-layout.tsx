import type { ReactNode } from 'react';
import type { ResolvedLayout, ResolvedScreen } from '@/schema/resolved';
import { SchemaNodes } from '@/renderer/schema-nodes';
import { PageSlotContext } from '@/renderer/page-slot';
import { RenderEnvironmentContext } from '@/renderer/render-environment';
import { useEnvironmentWithEmbedded } from '@/renderer/documents/embedded-documents';
import { useResolvedDocument } from '../use-resolved-document';
import { useScreenTexts } from '../screen-view';
import { useTranslation } from '@/i18n/use-translation';
import { useHeldUnderArrivalCentre } from '../centres/arrival-centre';

/**
 * The route's screen, resolved beside its layout rather than inside it: its document, its widget code (all types
 * at once), the queries its widgets run on mount and its texts start now, not after the frame has drawn (the
 * layout's code and the screen's no longer come one after the other). `ScreenView` then finds all of it here.
 */
function ScreenHeadStart({ screen }: { screen: string }) {
  useScreenTexts(useResolvedDocument<ResolvedScreen>(screen));
  return null;
}

/**
 * The route's layout document (`schemas/layouts/<name>.json`, named in routes.json) around the page:
 * header, footer, side bars… are its widget nodes, and its `PageContent` node shows `children`.
 * Drawn once its document and widget code are here ("Loading…" until then); a layout that cannot load leaves the page bare
 * (the loader has reported why) rather than without content.
 */
export function PageLayout({ layout, screen, children }: { layout: string; screen?: string; children: ReactNode }) {
  // Arrived on a centre (`?memberCentre=…`): the page under it waits until it closes (arrival-centre.ts), in a box of a
  // screen's height, so the footer does not draw where the page will be.
  const held = useHeldUnderArrivalCentre();
  return (
    <>
      {screen && !held ? <ScreenHeadStart screen={screen} /> : null}
      <LayoutFrame layout={layout}>{held ? <div className="page-held" /> : children}</LayoutFrame>
    </>
  );
}

function LayoutFrame({ layout, children }: { layout: string; children: ReactNode }) {
  const document = useResolvedDocument<ResolvedLayout>(layout);
  // The menus the layout's nodes name load beside it, so the frame draws whole (no header without its buttons for a moment).
  const environment = useEnvironmentWithEmbedded(document.state === 'ready' ? document.resolved.body : undefined);
  const { t } = useTranslation();
  // Until then, the same "Loading…" as the status gate's: once the status is known before the first render (the
  // inline script asked for it), this is the first thing a visitor sees, not a blank page until the frame draws.
  if (document.state === 'loading' || (document.state === 'ready' && !environment)) return <div className="boot-loading" role="status">{t('screen_loading')}</div>;
  if (document.state === 'failed') {
    return (
      <div className="page">
        <main className="page__main" id="main">{children}</main>
      </div>
    );
  }
  return (
    <div className={`page page--${document.resolved.id}`}>
      <RenderEnvironmentContext.Provider value={environment ?? null}>
        <PageSlotContext.Provider value={children}>
          <SchemaNodes nodes={document.resolved.body} />
        </PageSlotContext.Provider>
      </RenderEnvironmentContext.Provider>
    </div>
  );
}
