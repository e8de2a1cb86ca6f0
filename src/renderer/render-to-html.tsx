import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { MemoryRouter } from 'react-router-dom';
import type { i18n } from 'i18next';
import type { ResolvedLayout, ResolvedMenu, ResolvedNode, ResolvedScreen } from '@/schema/resolved';
import { ActionProvider } from './action-context';
import type { ComponentSource } from './component-source';
import { MenuView } from './menu-view';
import { RenderEnvironmentContext, type RenderEnvironment, type WidgetFailure } from './render-environment';
import { SchemaNodes } from './schema-nodes';

export interface StaticRenderOptions {
  i18n: i18n;
  /** Must be a preloaded source: static rendering cannot wait for lazy widgets. */
  components: ComponentSource;
  onWidgetFailure?: (failure: WidgetFailure) => void;
  /** Documents widgets embed (an action form's form); a static render shows them loading. */
  schemas?: RenderEnvironment['schemas'];
}

function withProviders(options: StaticRenderOptions, environment: RenderEnvironment, content: ReactNode): ReactNode {
  return (
    <I18nextProvider i18n={options.i18n}>
      <MemoryRouter>
        <RenderEnvironmentContext.Provider value={environment}>
          <ActionProvider value={() => undefined}>{content}</ActionProvider>
        </RenderEnvironmentContext.Provider>
      </MemoryRouter>
    </I18nextProvider>
  );
}

/**
 * Error boundaries do not run during static rendering, so each widget is first rendered on its own
 * (without its schema children, which are probed separately); the ids of those that throw are returned.
 */
function findFailingWidgets(nodes: readonly ResolvedNode[], options: StaticRenderOptions, environment: RenderEnvironment): Set<string> {
  const failed = new Set<string>();
  const probe = (node: ResolvedNode): void => {
    const Widget = options.components(node.type);
    if (Widget) {
      try {
        renderToStaticMarkup(withProviders(options, environment, <Widget props={node.props as never} nodeId={node.id} action={node.action}>{null}</Widget>));
      } catch (error) {
        failed.add(node.id);
        environment.onWidgetFailure({ nodeId: node.id, type: node.type, message: error instanceof Error ? error.message : String(error) });
      }
    }
    node.children.forEach(probe);
    if (node.fallback) probe(node.fallback);
  };
  nodes.forEach(probe);
  return failed;
}

/**
 * Deterministic HTML of a resolved screen, layout or menu, for `schemas:render` and QA snapshots:
 * no effects run, no clock or randomness is read, so the same input gives the same bytes.
 */
export function renderResolvedToHtml(document: ResolvedScreen | ResolvedLayout | ResolvedMenu, options: StaticRenderOptions): string {
  const environment: RenderEnvironment = { components: options.components, showErrorMarkers: true, onWidgetFailure: options.onWidgetFailure ?? (() => undefined), ...(options.schemas ? { schemas: options.schemas } : {}) };
  if (document.kind !== 'menu') environment.failedNodeIds = findFailingWidgets(document.body, options, environment);
  // A layout's PageContent renders an empty main: the page is not part of the frame.
  const content = document.kind !== 'menu' ? <SchemaNodes nodes={document.body} /> : <MenuView items={document.items} className="menu" />;
  return renderToStaticMarkup(withProviders(options, environment, <div data-document-id={document.id}>{content}</div>));
}
