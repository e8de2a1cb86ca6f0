import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import type { i18n } from 'i18next';
import type { ResolvedMenu, ResolvedScreen } from '@/schema/resolved';
import { ActionProvider } from './action-context';
import type { ComponentSource } from './component-source';
import { MenuView } from './menu-view';
import { RenderEnvironmentContext, type WidgetFailure } from './render-environment';
import { SchemaNodes } from './schema-nodes';

export interface StaticRenderOptions {
  i18n: i18n;
  /** Must be a preloaded source: static rendering cannot wait for lazy widgets. */
  components: ComponentSource;
  onWidgetFailure?: (failure: WidgetFailure) => void;
}

/**
 * Deterministic HTML of a resolved screen or menu, for `schemas:render` and QA snapshots:
 * no effects run, no clock or randomness is read, so the same input gives the same bytes.
 */
export function renderResolvedToHtml(document: ResolvedScreen | ResolvedMenu, options: StaticRenderOptions): string {
  const environment = { components: options.components, showErrorMarkers: true, onWidgetFailure: options.onWidgetFailure ?? (() => undefined) };
  const content = document.kind === 'screen' ? <SchemaNodes nodes={document.body} /> : <MenuView items={document.items} className="menu" />;
  return renderToStaticMarkup(
    <I18nextProvider i18n={options.i18n}>
      <RenderEnvironmentContext.Provider value={environment}>
        <ActionProvider value={() => undefined}>
          <div data-document-id={document.id}>{content}</div>
        </ActionProvider>
      </RenderEnvironmentContext.Provider>
    </I18nextProvider>,
  );
}
