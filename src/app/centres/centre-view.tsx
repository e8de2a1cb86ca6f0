import type { ReactNode } from 'react';
import type { ResolvedNode, ResolvedScreen } from '@/schema/resolved';
import { HeadingLevel } from '@/renderer/heading-level';
import { SchemaNodes } from '@/renderer/schema-nodes';
import { Overlay } from '../overlays/overlay';

/**
 * A centre's dialog as a member sees it: the menu of its pages beside the open page. Drawn by `CentreOverlay`, and
 * ahead of time, from the same components, for the first paint of a member centre page a member arrives on
 * (`scripts/schemas/first-paint.ts`), so the two are the same picture.
 */
export function CentreView({ title, menu, onClose, still = false, children }: { title: string; menu: ReactNode; onClose: () => void; still?: boolean; children: ReactNode }) {
  return (
    <Overlay title={title} size="large" onClose={onClose} still={still}>
      <div className="centre">
        {menu}
        {/* Not a landmark of its own: its main widget is one already, with the page's name ("Withdraw" inside
            "Withdraw" was two regions a screen reader could not tell apart). The page's title (h3) leads to it. */}
        <div className="centre__page">{children}</div>
      </div>
    </Overlay>
  );
}

/** The centre's menu: a `Menu` node of variant `tabs`, like every other menu, with the open page as its current item. */
export const centreMenuNode = (menu: string, title: string, page: string): ResolvedNode => ({ type: 'Menu', id: 'centre-menu', props: { menu, variant: 'tabs', label: title, current: page }, children: [] });

/** The open page: its title, then what it shows (`CentrePageBody`, or its loading or failed state). */
export function CentrePageView({ page, title, children }: { page: string; title: string; children: ReactNode }) {
  return (
    <div className="centre__content" data-centre-page={page}>
      <h3 className="centre__title">{title}</h3>
      {children}
    </div>
  );
}

/** A centre page's screen document. The dialog's title is h2, the page's h3: the page's sections are h4 (issue 38). */
export function CentrePageBody({ screen }: { screen: ResolvedScreen }) {
  return (
    <div className="centre__body" data-screen-id={screen.id}>
      <HeadingLevel level={4}>
        <SchemaNodes nodes={screen.body} />
      </HeadingLevel>
    </div>
  );
}
