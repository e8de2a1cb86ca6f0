import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { ResolvedScreen } from '@/schema/resolved';
import { SchemaNodes } from '@/renderer/schema-nodes';
import { ensureMemberTexts, memberTextsIn, SCREENS_WITHOUT_MEMBER_TEXTS } from '@/i18n/member-texts';
import { useResolvedDocument } from './use-resolved-document';
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

export function useScreenTexts(screen: string): boolean {
  const { i18n } = useTranslation();
  // The first page carries only its own texts; every other screen waits (in parallel with its document) for the rest.
  const needed = !SCREENS_WITHOUT_MEMBER_TEXTS.has(screen);
  const [ready, setReady] = useState(() => !needed || memberTextsIn(i18n));
  useEffect(() => {
    if (!ready) void ensureMemberTexts(i18n).then(() => setReady(true), () => setReady(true));
  }, [ready, i18n]);
  return ready || !needed;
}

/** The `<main>` of a route: its screen document, resolved for this session and rendered. */
export function ScreenView({ screen }: { screen: string }) {
  const { t } = useTranslation();
  const result = useResolvedDocument<ResolvedScreen>(screen);
  const textsReady = useScreenTexts(screen);
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
