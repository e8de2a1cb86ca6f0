import { useEffect, useMemo } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { ResolvedScreen } from '@/schema/resolved';
import { SchemaNodes } from '@/renderer/schema-nodes';
import { waitsForMemberTexts } from '@/i18n/member-texts';
import { useMemberTexts } from '@/i18n/use-member-texts';
import { textKeysNamedIn } from '@/i18n/named-texts';
import { useResolvedDocument } from './use-resolved-document';
import type { ResolvedState } from '@/renderer/documents/use-resolved-document';
import { useScreenTitle } from './document-title';
import { focusMainContent } from '@/renderer/main-focus';
import { useLocation } from '@/renderer/navigation';

/** The path whose screen last showed: the first screen of a visit keeps the browser's focus where it is. */
let shownPath: string | undefined;

/**
 * A new route's screen has drawn (issue 38): focus moves to its main heading, so a screen reader says the new page's
 * name and reading starts there, as a full page load would (the document title changes with it: `useScreenTitle`).
 * Not on the first screen of a visit, and not while a dialog is open over the page.
 */
function useFocusOnRouteChange(ready: boolean): void {
  const { pathname } = useLocation();
  useEffect(() => {
    if (!ready) return;
    const first = shownPath === undefined;
    if (shownPath === pathname) return;
    shownPath = pathname;
    if (!first) focusMainContent();
  }, [ready, pathname]);
}

/** The screen whose title is the brand alone. */
const HOME_SCREEN = 'screens/home';

/**
 * Whether the screen's texts are in: the member texts when the screen names one the page does not carry
 * (`waitsForMemberTexts`), asked for once its document is resolved (the inline script has asked already for a bundled
 * screen that names them). A game lobby names none and shows at once; its widgets that draw member texts wait for them
 * themselves.
 */
export function useScreenTexts(result: ResolvedState<ResolvedScreen>): boolean {
  const { i18n } = useTranslation();
  const resolved = result.state === 'ready' ? result.resolved : undefined;
  const named = useMemo(() => (resolved ? textKeysNamedIn(resolved) : undefined), [resolved]);
  return useMemberTexts(named !== undefined && waitsForMemberTexts(i18n, named));
}

/** The `<main>` of a route: its screen document, resolved for this session and rendered. */
export function ScreenView({ screen }: { screen: string }) {
  const { t } = useTranslation();
  const result = useResolvedDocument<ResolvedScreen>(screen);
  const textsReady = useScreenTexts(result);
  const titleKey = result.state === 'ready' && screen !== HOME_SCREEN ? result.resolved.title : undefined;
  useScreenTitle(titleKey ? t(titleKey) : undefined);
  useFocusOnRouteChange(result.state === 'ready' && textsReady);
  if (result.state === 'loading' || !textsReady) return <div className="screen-loading" role="status">{t('screen_loading')}</div>;
  if (result.state === 'failed') return <p className="screen-unavailable" role="alert">{t('screen_unavailable')}</p>;
  return (
    <div className="screen" data-screen-id={result.resolved.id}>
      <SchemaNodes nodes={result.resolved.body} />
    </div>
  );
}
