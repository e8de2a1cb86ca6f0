import type { ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { TranslationProvider } from '@/i18n/use-translation';
import type { Translator } from '@/i18n/translator';
import type { RegistryWidgetsType, RJSFSchema } from '@rjsf/utils';
import type { ResolvedForm, ResolvedFormTab, ResolvedLayout, ResolvedMenu, ResolvedNode, ResolvedScreen } from '@/schema/resolved';
import { ActionProvider } from './action-context';
import type { ComponentSource } from './component-source';
import { KnownQueriesContext, type QueryResultSource } from './data/query-results';
import type { FormValues } from './form/field-rules';
import type { SchemaFormContext } from './form/form-context';
import { SchemaForm } from './form/schema-form';
import { MenuView } from './menu-view';
import { StaticRouter } from './navigation';
import { PageSlotContext } from './page-slot';
import { RenderEnvironmentContext, type RenderEnvironment, type WidgetFailure } from './render-environment';
import { SchemaNodes } from './schema-nodes';

export interface StaticRenderOptions {
  i18n: Translator;
  /** Must be a preloaded source: static rendering cannot wait for lazy widgets. */
  components: ComponentSource;
  onWidgetFailure?: (failure: WidgetFailure) => void;
  /** Documents widgets embed (an action form's form); a static render shows them loading. */
  schemas?: RenderEnvironment['schemas'];
  /** Results data widgets show at once (rows instead of skeletons); see `QueryResultSource`. */
  queryResults?: QueryResultSource;
  /** The `ui:widget`s a form document may name (the account modals' and the data forms'). */
  formWidgets?: RegistryWidgetsType<FormValues, RJSFSchema, SchemaFormContext>;
  /**
   * Whether to look for throwing widgets first (default true). A host that renders the same page again
   * and again while its data arrives skips it until the last render: it costs about one render per level.
   */
  findFailures?: boolean;
}

function withProviders(options: StaticRenderOptions, environment: RenderEnvironment, content: ReactNode, path = '/'): ReactNode {
  return (
    <TranslationProvider i18n={options.i18n}>
      <StaticRouter path={path}>
        <RenderEnvironmentContext.Provider value={environment}>
          <KnownQueriesContext.Provider value={options.queryResults}>
            <ActionProvider value={() => undefined}>{content}</ActionProvider>
          </KnownQueriesContext.Provider>
        </RenderEnvironmentContext.Provider>
      </StaticRouter>
    </TranslationProvider>
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
export function renderResolvedToHtml(document: ResolvedScreen | ResolvedLayout | ResolvedMenu | ResolvedForm, options: StaticRenderOptions): string {
  const environment: RenderEnvironment = {
    components: options.components,
    showErrorMarkers: true,
    onWidgetFailure: options.onWidgetFailure ?? (() => undefined),
    ...(options.schemas ? { schemas: options.schemas } : {}),
  };
  if ((document.kind === 'screen' || document.kind === 'layout') && options.findFailures !== false) environment.failedNodeIds = findFailingWidgets(document.body, options, environment);
  return renderToStaticMarkup(withProviders(options, environment, <div data-document-id={document.id}>{documentContent(document, options)}</div>));
}

/**
 * A whole page as the site draws it once its frame is ready (`PageLayout` and `ScreenView` in src/app): the layout's
 * nodes in `.page`, the screen's in its `PageContent` slot, data widgets in their loading state. The first paint of a
 * route (`scripts/schemas/first-paint.ts`) is this HTML, shown before the site's code has run.
 */
export function renderPageToHtml(layout: ResolvedLayout, screen: ResolvedScreen, options: StaticRenderOptions & { path: string }): string {
  const page = (
    <div className="screen" data-screen-id={screen.id}>
      <SchemaNodes nodes={screen.body} />
    </div>
  );
  return renderTreeToHtml(
    [...layout.body, ...screen.body],
    <div className={`page page--${layout.id}`}>
      <PageSlotContext.Provider value={page}>
        <SchemaNodes nodes={layout.body} />
      </PageSlotContext.Provider>
    </div>,
    options,
  );
}

/**
 * Any tree the site draws around resolved nodes (a centre's dialog around its menu and page: the first paint of a
 * member centre page), rendered as a page is: `nodes`, every node the tree draws, are probed for throwing widgets
 * first, and the tree renders within the same providers, at `path`, data widgets loading.
 */
export function renderTreeToHtml(nodes: readonly ResolvedNode[], tree: ReactNode, options: StaticRenderOptions & { path: string }): string {
  const environment: RenderEnvironment = {
    components: options.components,
    showErrorMarkers: false,
    onWidgetFailure: options.onWidgetFailure ?? (() => undefined),
    ...(options.schemas ? { schemas: options.schemas } : {}),
  };
  if (options.findFailures !== false) environment.failedNodeIds = findFailingWidgets(nodes, options, environment);
  return renderToStaticMarkup(withProviders(options, environment, tree, options.path));
}

function documentContent(document: ResolvedScreen | ResolvedLayout | ResolvedMenu | ResolvedForm, options: StaticRenderOptions): ReactNode {
  // A layout's PageContent renders an empty main: the page is not part of the frame.
  if (document.kind === 'screen' || document.kind === 'layout') return <SchemaNodes nodes={document.body} />;
  if (document.kind === 'menu') return <MenuView items={document.items} className="menu" />;
  return <StaticForm form={document} options={options} />;
}

/**
 * A form document as its modal or action form draws it: the shared rjsf `SchemaForm`, one tab at a
 * time (each tab as the user sees it after choosing it), empty values, its submit label as the button.
 */
function StaticForm({ form, options }: { form: ResolvedForm; options: StaticRenderOptions }) {
  const t = (key: string) => options.i18n.t(key);
  const tabs: readonly (ResolvedFormTab | undefined)[] = form.tabs.length > 0 ? form.tabs : [undefined];
  return (
    <>
      {form.title && <h2>{t(form.title)}</h2>}
      {tabs.map((tab) => (
        <section key={tab?.id ?? ''} data-form-tab={tab?.id} aria-label={tab ? t(tab.label) : undefined}>
          <SchemaForm form={form} fields={tab?.fields} values={{}} onChange={noop} onSubmit={noop} t={t} widgets={options.formWidgets} idPrefix={tab ? `${form.id}-${tab.id}` : form.id}>
            <button type="submit">{t(tab?.submitLabel ?? form.submitLabel ?? 'data_submit')}</button>
          </SchemaForm>
        </section>
      ))}
    </>
  );
}

function noop(): void {}
