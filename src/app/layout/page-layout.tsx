import type { ReactNode } from 'react';
import type { RouteLayout } from '@/schema/types';
import type { ThemeDocument } from '@/schema/types';
import { SiteFooter } from './site-footer';
import { SiteHeader } from './site-header';
import { ResourceBar } from './side-bar';
import { ChatRoomButton, LiveChatButton } from './chat-buttons';

/** The route's layout as routes.json declares it (spec §2 table): header, footer, side menu. */
export function PageLayout({ layout, theme, children }: { layout: RouteLayout; theme: ThemeDocument | undefined; children: ReactNode }) {
  return (
    <div className={`page${layout.sideMenu ? ' page--with-side-menu' : ''}`}>
      {layout.header && <SiteHeader theme={theme} />}
      <main className="page__main" id="main">{children}</main>
      {layout.footer && <SiteFooter theme={theme} />}
      {layout.sideMenu && (
        <>
          <ResourceBar menu="menus/side-bar" label="side_bar" qrSize={100} className="side-bar--right" />
          <ResourceBar menu="menus/floating-widget" label="floating_widget" qrSize={90} className="side-bar--floating" />
          <LiveChatButton />
          <ChatRoomButton />
        </>
      )}
    </div>
  );
}
