import { useEffect, useMemo } from 'react';
import { TranslationProvider } from '@/i18n/use-translation';
import type { Translator } from '@/i18n/translator';
import { lazyComponentSource } from '@/renderer/component-source';
import { RenderEnvironmentContext, type RenderEnvironment } from '@/renderer/render-environment';
import { widgetLoaders } from '@/widgets/loaders.generated';
import { hintedWidgetTypes, layoutForPath, screenForPath } from 'virtual:croupier-widget-hints';
import { AppRouter } from './app-router';
import { routeDocumentsFromOrigin } from './boot';
import { screenHeldAtStart } from './centres/arrival-centre';
import { unconditionalWidgetTypes } from '@/renderer/documents/widget-types';
import { knownWidgetTypes, schemaLoader } from './schema-runtime';
import { loadMember } from './account/session-actions';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { useBrandStore } from '@/stores/brand-store';
import { lazyHeaderLoginForm } from './account/lazy-account';

const components = lazyComponentSource(widgetLoaders);
// The first page's widget code downloads at boot, beside the platform status and the documents.
// The layout's too: the frame (header, footer, side bars) draws without waiting for its code. Not the screen's while
// it waits under a centre the member arrived on (centres/arrival-centre.ts): the centre's code comes first.
const firstPath = window.location.pathname;
const firstScreen = screenHeldAtStart() ? undefined : screenForPath(firstPath);
void components.preload?.([...hintedWidgetTypes(firstScreen ?? ''), ...hintedWidgetTypes(layoutForPath(firstPath) ?? 'layouts/not-found')]);
// A route only the origin names has no hints: its code starts as soon as boot has its documents, not after the status gate.
if (!screenForPath(firstPath)) void routeDocumentsFromOrigin(firstPath).then((documents) => components.preload?.(documents.flatMap((document) => unconditionalWidgetTypes(document.body))));

/** The schema-driven router for this page load's merchant (the brand store's; `boot.ts` started the status call, theme and copy). */
export function AppRoot({ i18n }: { i18n: Translator }) {
  const merchant = useBrandStore((s) => s.merchant);
  useEffect(() => {
    // A reload keeps the session (session storage); member info (name, VIP rank) is fetched again.
    const session = useSessionStore.getState();
    // A forced password change survives a reload: the member gets the modal again, not the site.
    if (session.token && session.mustChangePassword) useUiStore.getState().openModal('changePassword', { forced: '1' });
    else if (session.token) loadMember().catch(() => undefined);
  }, []);
  // The header's inline login form (HeaderLogin widget): the popup's form, downloaded only where a layout shows it.
  const headerLoginForm = useMemo(() => lazyHeaderLoginForm(i18n), [i18n]);
  const environment = useMemo<RenderEnvironment>(
    () => ({
      components,
      showErrorMarkers: import.meta.env.DEV,
      onWidgetFailure: (failure) => console.error(`[croupier renderer] ${failure.type} "${failure.nodeId}" failed: ${failure.message}`),
      // What widgets that embed documents (an action form's form) load through.
      schemas: { loader: schemaLoader, knownTypes: knownWidgetTypes, merchant },
      widgetHints: hintedWidgetTypes,
      headerLoginForm,
    }),
    [merchant, headerLoginForm],
  );
  return (
    <TranslationProvider i18n={i18n}>
      <RenderEnvironmentContext.Provider value={environment}>
        <AppRouter />
      </RenderEnvironmentContext.Provider>
    </TranslationProvider>
  );
}
