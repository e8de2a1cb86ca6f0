import type { Translator } from '@/i18n/translator';
import { accountWidgets } from '../../src/app/account/account-widgets';
import { createFirstPageI18n, createI18n } from '../../src/i18n/i18n';
import { preloadedComponentSource, type ComponentSource } from '../../src/renderer/component-source';
import type { QueryResultSource } from '../../src/renderer/data/query-results';
import type { ParamValues } from '../../src/renderer/data/data-types';
import { prefetchableQueries, surelyRenderedAmong } from '../../src/renderer/documents/prefetchable-queries';
import type { FirstCalls, FirstCallsPage } from '../../src/renderer/define-widget';
import { bindParams, callKey, type BindingInputs } from '../../src/renderer/data/bind-params';
import type { ResolvedDocument, ResolvedNode } from '../../src/schema/resolved';
import { widgetTraitsOf, type WidgetRegistry } from '../../src/renderer/registry';
import { widgetLoaders } from '../../src/widgets/loaders.generated';
import { embeddedDocumentNames, loadEmbeddedDocuments } from '../../src/renderer/documents/embedded-documents';
import { renderPageToHtml, renderResolvedToHtml, renderTreeToHtml } from '../../src/renderer/render-to-html';
import { SchemaNode } from '../../src/renderer/schema-nodes';
import { CentrePageBody, CentrePageView, CentreView, centreMenuNode } from '../../src/app/centres/centre-view';
import type { WidgetFailure } from '../../src/renderer/render-environment';
import type { ResolvableDocument } from '../../src/schema/resolve';
import type { SchemaProblem } from '../../src/schema/problem';
import type { ThemeDocument } from '../../src/schema/types';
import { useBrandStore } from '../../src/stores/brand-store';
import { dataFormWidgets } from '../../src/widgets/data-kit/form-widgets';
import { widgetRegistry } from '../../src/widgets/registry';
import { diskLoader, type CliRequest } from './cli-context';
import type { EmbeddedData } from './embedded-data';
import { kindOfDocument, type LoadedDocument, type SchemaLoader } from '../../src/schema/loader';
import { resolveDocument } from '../../src/schema/resolve';
import { documentNameOf, listSchemaFiles } from './schema-files';
import type { DocumentKind } from '../../src/schema/types';

export interface RenderedDocument {
  html: string;
  problems: SchemaProblem[];
  failures: WidgetFailure[];
}

/** Both sets of `ui:widget`s: a form document names either the account modals' or the data forms'. */
const formWidgets = { ...dataFormWidgets, ...accountWidgets };

const knownTypes = new Set(Object.keys(widgetRegistry));
const widgetTraits = widgetTraitsOf(widgetLoaders);

/**
 * A static render's query source that knows no answer and passes on to `asked` each call (name and values) of a node
 * whose widget queries on every mount (`prefetchableQueries`), bound as these inputs bind it.
 */
function askedOnMount(asked: (name: string, values: ParamValues) => void, documents: readonly ResolvedDocument[], inputs: BindingInputs): QueryResultSource {
  const onMount = new Set(documents.flatMap((document) => prefetchableQueries(document, widgetTraits)).map((binding) => callKey(binding.query, bindParams(binding.params, inputs))));
  return (name, values) => {
    if (onMount.has(callKey(name, values))) asked(name, values);
    return undefined;
  };
}

/**
 * A run of the first calls (`defineWidget`'s `firstCalls`) of each node among these that surely renders (top level, or
 * under containers that render every child), in document order, for this page at a path.
 */
function widgetFirstCalls(bodies: readonly ResolvedNode[], page: Omit<FirstCallsPage, 'path'>): ((path: string) => Promise<unknown>)[] {
  return surelyRenderedAmong(bodies, widgetTraits.rendersAllChildren).flatMap((node) => {
    const declared = (widgetRegistry as WidgetRegistry)[node.type]?.firstCalls;
    if (!declared) return [];
    // The props resolve left on a node its document's validation accepted for this widget.
    return [async (path: string) => ((await declared()) as FirstCalls<Readonly<Record<string, unknown>>>)(node.props ?? {}, { ...page, path })];
  });
}

/** The documents a widget may embed by name: every menu and form file. */
const EMBEDDABLE = listSchemaFiles()
  .filter((path) => /^(menus|forms)\//.test(path))
  .map((path) => documentNameOf(path).name);

/** What a widget draws while something is on its way (a skeleton, a busy placeholder). */
const LOADING = /data-skeleton|aria-busy="true"/;

/**
 * load → resolve → render of one document for one context, as `schemas:render` prints it. Holds what
 * every render shares (the widget code, one i18n instance per language and merchant, the themes), so
 * the snapshot matrix pays for them once. Renders one document at a time (the brand and session
 * stores are global, as in a page).
 */
export interface DocumentRenderer {
  /**
   * A route's whole page at `path` (its layout with its screen in the page slot) for one context, as the site first
   * draws it: data widgets loading. What `scripts/schemas/first-paint.ts` writes. `asked` hears each query asked for as
   * it renders (its name and bound values) by a widget that runs its query the moment it mounts, whatever the browser
   * holds (`queriesOnMount`, `prefetchableQueries`: not a popup that a tab's storage may keep closed), and knows no
   * answer: the page is the same. `firstCalls` hears, for each node that surely renders and whose widget declares its
   * first calls (`defineWidget`'s `firstCalls`: a lottery lobby's popular games), a run of those calls for this page
   * at a path (any of its route's: the calls may follow it).
   */
  renderPage(
    page: { layout: string; screen: string; path: string },
    context: CliRequest['context'],
    asked?: (name: string, values: ParamValues) => void,
    firstCalls?: (run: (path: string) => Promise<unknown>) => void,
  ): Promise<RenderedDocument>;
  /**
   * Every page of a centre's menu for one context, each in the centre's dialog with its tab current, as the site draws
   * it once the page's document is in: data widgets loading. The first paints of the member centre (`first-paint.ts`).
   */
  renderCentre(centre: { menu: string; screens: string; title: string }, context: CliRequest['context']): Promise<Map<string, RenderedDocument>>;
  render(request: CliRequest, data?: { embedded: EmbeddedData; scenario: Parameters<EmbeddedData['renderWithData']>[0]['scenario'] }): Promise<RenderedDocument>;
}

/**
 * `texts: 'firstPage'`: the texts a visitor's first page carries, not every text (the member and account texts are
 * chunks the site loads when a page or widget waits for them): what a first page shows before they arrive.
 */
export async function createDocumentRenderer(root?: string, options: { texts?: 'all' | 'firstPage' } = {}): Promise<DocumentRenderer> {
  const components: ComponentSource = await preloadedComponentSource(widgetRegistry);
  const translations = new Map<string, Promise<Translator>>();
  const themes = new Map<string, Promise<ThemeDocument | undefined>>();
  const loaders = new Map<string, SchemaLoader>();
  const documents = new Map<string, Promise<{ loaded: LoadedDocument<DocumentKind>; problems: SchemaProblem[] }>>();

  // One loader per merchant for what documents embed; each rendered document loaded once per merchant,
  // with the problems its load reported (so every row of it shows them, as a fresh CLI run would).
  const loaderOf = (merchant: string): SchemaLoader => {
    let loader = loaders.get(merchant);
    if (!loader) loaders.set(merchant, (loader = diskLoader(merchant, [], root)));
    return loader;
  };
  const documentOf = (name: string, merchant: string) => {
    const key = `${merchant}|${name}`;
    let document = documents.get(key);
    if (!document) {
      const problems: SchemaProblem[] = [];
      document = diskLoader(merchant, problems, root)
        .load(name, kindOfDocument(name))
        .then((loaded) => ({ loaded, problems }));
      documents.set(key, document);
    }
    return document;
  };

  // As in the browser: the run-time copy (site, then merchant) over the bundled texts.
  const translationsFor = (lang: string, merchant: string): Promise<Translator> => {
    const key = `${lang}|${merchant}`;
    let instance = translations.get(key);
    if (!instance) {
      instance = (async () => {
        const loader = diskLoader(merchant, [], root);
        const created = options.texts === 'firstPage' ? createFirstPageI18n(lang) : createI18n(lang);
        for (const language of new Set(['en', created.language])) created.addTexts(language, await loader.copy(language), { overwrite: true });
        return created;
      })();
      translations.set(key, instance);
    }
    return instance;
  };
  const themeOf = (merchant: string): Promise<ThemeDocument | undefined> => {
    let theme = themes.get(merchant);
    if (!theme) {
      theme = diskLoader(merchant, [], root)
        .load('themes/default', 'theme')
        .then((loaded) => loaded.document, () => undefined);
      themes.set(merchant, theme);
    }
    return theme;
  };

  const resolvedOf = async (name: string, kind: 'layout' | 'screen' | 'menu', context: CliRequest['context']) => {
    const { loaded, problems } = await documentOf(name, context.merchant);
    if (loaded.document.kind !== kind) throw new Error(`${name} is a ${loaded.document.kind} document, not a ${kind}`);
    const result = resolveDocument(loaded.document as ResolvableDocument, context, { documentName: name, knownTypes });
    return { resolved: result.document, problems: [...problems, ...result.problems] };
  };

  return {
    async renderCentre(centre, context) {
      const { merchant, lang } = context;
      const menu = await resolvedOf(centre.menu, 'menu', context);
      if (menu.resolved.kind !== 'menu') throw new Error(`${centre.menu} must be a menu`);
      const loader = loaderOf(merchant);
      const i18n = await translationsFor(lang, merchant);
      useBrandStore.setState({ merchant, theme: await themeOf(merchant) });
      const pages = new Map<string, RenderedDocument>();
      for (const item of menu.resolved.items) {
        const screen = await resolvedOf(`${centre.screens}/${item.id}`, 'screen', context);
        if (screen.resolved.kind !== 'screen') continue;
        const menuNode = centreMenuNode(centre.menu, centre.title, item.id);
        const nodes = [menuNode, ...screen.resolved.body];
        const embedded = embeddedDocumentNames(nodes);
        const preloaded = embedded.length > 0 ? await loadEmbeddedDocuments(loader, embedded) : new Map<string, ResolvableDocument>();
        const failures: WidgetFailure[] = [];
        const label = i18n.t(item.label);
        const tree = (
          <CentreView title={i18n.t(centre.title)} menu={<SchemaNode node={menuNode} />} onClose={() => undefined}>
            <CentrePageView page={item.id} title={label}>
              <CentrePageBody screen={screen.resolved} />
            </CentrePageView>
          </CentreView>
        );
        const html = renderTreeToHtml(nodes, tree, {
          i18n,
          components,
          formWidgets,
          path: '/',
          onWidgetFailure: (failure) => failures.push(failure),
          schemas: { loader, knownTypes, merchant, preloaded, context },
        });
        pages.set(item.id, { html, problems: [...menu.problems, ...screen.problems], failures });
      }
      return pages;
    },
    async renderPage(page, context, asked, firstCalls) {
      const { merchant, lang } = context;
      const layout = await resolvedOf(page.layout, 'layout', context);
      const screen = await resolvedOf(page.screen, 'screen', context);
      if (layout.resolved.kind !== 'layout' || screen.resolved.kind !== 'screen') throw new Error(`${page.layout} and ${page.screen} must be a layout and a screen`);
      const loader = loaderOf(merchant);
      const bodies = [...layout.resolved.body, ...screen.resolved.body];
      const embedded = embeddedDocumentNames(bodies);
      const preloaded = embedded.length > 0 ? await loadEmbeddedDocuments(loader, embedded) : new Map<string, ResolvableDocument>();
      const i18n = await translationsFor(lang, merchant);
      const theme = await themeOf(merchant);
      useBrandStore.setState({ merchant, theme });
      if (firstCalls) for (const run of widgetFirstCalls(bodies, { language: lang, theme })) firstCalls(run);
      const failures: WidgetFailure[] = [];
      const html = renderPageToHtml(layout.resolved, screen.resolved, {
        i18n,
        components,
        formWidgets,
        path: page.path,
        onWidgetFailure: (failure) => failures.push(failure),
        schemas: { loader, knownTypes, merchant, preloaded, context },
        ...(asked ? { queryResults: askedOnMount(asked, [layout.resolved, screen.resolved], { search: new URLSearchParams(), session: { account: '', customerId: '', merchant, language: lang } }) } : {}),
      });
      return { html, problems: [...layout.problems, ...screen.problems], failures };
    },
    async render(request, data) {
      const { merchant, lang, role } = request.context;
      if (kindOfDocument(request.documentName) === 'theme') throw new Error('theme documents are not resolved; they are read as they are');
      const { loaded, problems: loadProblems } = await documentOf(request.documentName, merchant);
      const result = resolveDocument(loaded.document as ResolvableDocument, request.context, { documentName: request.documentName, knownTypes });
      const resolved = result.document;
      const problems = [...loadProblems, ...result.problems];
      if (resolved.kind === 'routes') throw new Error(`${request.documentName} is a routes document: schemas:render renders screens, layouts, menus and forms (use schemas:resolve for it)`);
      const loader = loaderOf(merchant);
      // The menus a layout's Menu nodes name (and the forms action forms embed) resolve with this same context, as in the browser.
      // With data, every menu and form is at hand, as it is once a widget has fetched the one it embeds
      // from code (a contract table's offer form) — the page as it settles, not its first instant.
      const embedded = resolved.kind === 'screen' || resolved.kind === 'layout' ? embeddedDocumentNames(resolved.body) : [];
      const preloaded = embedded.length > 0 || data ? await loadEmbeddedDocuments(loader, data ? [...new Set([...embedded, ...EMBEDDABLE])] : embedded) : new Map<string, ResolvableDocument>();
      const i18n = await translationsFor(lang, merchant);
      // The merchant's theme: brand name and logo in the header, the copyright line.
      useBrandStore.setState({ merchant, theme: await themeOf(merchant) });
      const draw = (queryResults?: QueryResultSource, findFailures = true): { html: string; failures: WidgetFailure[] } => {
        const failures: WidgetFailure[] = [];
        const html = renderResolvedToHtml(resolved, {
          i18n,
          components,
          formWidgets,
          onWidgetFailure: (failure) => failures.push(failure),
          schemas: { loader, knownTypes, merchant, preloaded, context: request.context },
          findFailures,
          ...(queryResults ? { queryResults } : {}),
        });
        return { html, failures };
      };
      if (!data) return { ...draw(), problems };
      let last: { html: string; failures: WidgetFailure[] } = { html: '', failures: [] };
      const context = { role, merchant, lang, scenario: data.scenario };
      const drawn = (source: QueryResultSource, whole: boolean) => (last = draw(source, whole)).html;
      let html = await data.embedded.renderWithData(context, drawn);
      // Every query is answered now, so a loading state left is code still on its way (a lazy chunk the
      // page met for the first time, e.g. the data forms' rjsf): wait for it, as the browser would.
      for (let wait = 0; wait < 20 && LOADING.test(html); wait++) {
        await new Promise((settled) => setTimeout(settled, 25));
        const again = await data.embedded.renderWithData(context, drawn);
        if (again === html && wait >= 2) break;
        html = again;
      }
      return { ...last, problems };
    },
  };
}
