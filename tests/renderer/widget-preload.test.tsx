import { describe, expect, it, vi } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { TranslationProvider } from '@/i18n/use-translation';
import { createI18n } from '@/i18n/i18n';
import { lazyComponentSource, maySuspend } from '@/renderer/component-source';
import { nodeAttributes, type WidgetModule, type WidgetProps } from '@/renderer/define-widget';
import { RenderEnvironmentContext, type RenderEnvironment } from '@/renderer/render-environment';
import { SchemaNodes } from '@/renderer/schema-nodes';
import { useResolvedDocumentWith } from '@/renderer/documents/use-resolved-document';
import { documentWidgetTypes } from '@/renderer/documents/widget-types';
import type { SchemaRuntime } from '@/renderer/documents/schema-runtime';
import type { ResolvedScreen } from '@/schema/resolved';
import type { ScreenDocument } from '@/schema/types';
import { watchConsole } from '../fixtures/console';

function Tabs({ nodeId, children }: WidgetProps<Record<string, never>>) {
  return <div {...nodeAttributes(nodeId)} role="tablist">{children}</div>;
}
function Grid({ nodeId }: WidgetProps<Record<string, never>>) {
  return <ul {...nodeAttributes(nodeId)} aria-label="Games" />;
}
function Promo({ nodeId }: WidgetProps<Record<string, never>>) {
  return <p {...nodeAttributes(nodeId)}>Members only</p>;
}

/** A widget chunk the test releases by hand, so the order of downloads and renders is visible. */
function deferredChunk<P>(component: (props: WidgetProps<P>) => React.ReactNode) {
  let release: () => void = () => undefined;
  const load = vi.fn(() => new Promise<WidgetModule<P>>((resolve) => (release = () => resolve({ default: component }))));
  return { load, release: () => release() };
}

/** /rng's shape: the grid is a child of the tabs, so lazily per node it would wait for the tabs' code. */
const lobby: ScreenDocument = {
  kind: 'screen', schemaVersion: 2, id: 'lobby',
  body: [
    { type: 'Tabs', id: 'tabs', props: {}, children: [{ type: 'Grid', id: 'grid', props: {} }] },
    { type: 'Promo', id: 'promo', props: {}, when: { auth: true } },
  ],
};

function Screen({ runtime }: { runtime: SchemaRuntime }) {
  const result = useResolvedDocumentWith<ResolvedScreen>(runtime, 'screens/lobby');
  return result.state === 'ready' ? <SchemaNodes nodes={result.resolved.body} /> : <p role="status">Loading screen</p>;
}

function setUp(hints: readonly string[] = []) {
  const chunks = { Tabs: deferredChunk(Tabs), Grid: deferredChunk(Grid), Promo: deferredChunk(Promo) };
  const components = lazyComponentSource(chunks);
  const preload = vi.spyOn(components, 'preload' as never) as unknown as ReturnType<typeof vi.fn>;
  let giveDocument: () => void = () => undefined;
  const runtime: SchemaRuntime = {
    loader: { load: vi.fn(() => new Promise((resolve) => (giveDocument = () => resolve({ document: lobby, source: 'origin', explain: [] })))) } as unknown as SchemaRuntime['loader'],
    knownTypes: new Set(Object.keys(chunks)),
    merchant: 'croupier',
  };
  const environment: RenderEnvironment = { components, showErrorMarkers: false, onWidgetFailure: vi.fn(), widgetHints: (name) => (name === 'screens/lobby' ? hints : []) };
  const view = render(
    <TranslationProvider i18n={createI18n('en')}>
      <RenderEnvironmentContext.Provider value={environment}>
        <Screen runtime={runtime} />
      </RenderEnvironmentContext.Provider>
    </TranslationProvider>,
  );
  // Any Suspense fallback for widget code would be a `.schema-loading` element at some point.
  const fallbacks: Element[] = [];
  const observer = new MutationObserver(() => fallbacks.push(...view.container.querySelectorAll('.schema-loading')));
  observer.observe(view.container, { childList: true, subtree: true });
  return { chunks, components, preload, giveDocument: () => act(async () => giveDocument()), fallbacks };
}

describe('a document\'s widget code loads before its first render (issue 15)', () => {
  it('a resolved document lists its widget types, nested ones included, fallbacks left out', () => {
    const resolved: ResolvedScreen = {
      kind: 'screen', id: 's',
      body: [{ type: 'Tabs', id: 'a', props: {}, children: [{ type: 'Grid', id: 'b', props: {}, children: [{ type: 'Tabs', id: 'c', props: {}, children: [] }] }], fallback: { type: 'Promo', id: 'f', props: {}, children: [] } }],
    };
    expect(documentWidgetTypes(resolved)).toEqual(['Tabs', 'Grid']);
  });

  it('downloads every type of the resolved document in parallel, then renders with no Suspense fallback', async () => {
    const { chunks, preload, giveDocument, fallbacks } = setUp();
    await giveDocument();
    // Both the parent's and the child's code are requested before either arrived: no waterfall.
    expect(chunks.Tabs.load).toHaveBeenCalledTimes(1);
    expect(chunks.Grid.load).toHaveBeenCalledTimes(1);
    expect(preload).toHaveBeenCalledWith(['Tabs', 'Grid']);
    // A condition that does not hold for this visitor: that widget's code is not downloaded.
    expect(chunks.Promo.load).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toHaveTextContent('Loading screen');
    await act(async () => chunks.Tabs.release());
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => chunks.Grid.release());
    expect(screen.getByRole('tablist')).toContainElement(screen.getByRole('list', { name: 'Games' }));
    expect(fallbacks).toEqual([]);
  });

  it('starts the build\'s hinted types with the document request, before the document arrives', () => {
    const { chunks } = setUp(['Tabs', 'Grid']);
    expect(chunks.Tabs.load).toHaveBeenCalledTimes(1);
    expect(chunks.Grid.load).toHaveBeenCalledTimes(1);
  });

  it('a chunk that fails during preload still renders the page, with that node\'s retry', async () => {
    watchConsole('error', /ChunkLoadError: script chunk failed to load/);
    const { chunks, giveDocument } = setUp();
    chunks.Grid.load.mockImplementation(() => Promise.reject(new TypeError('Failed to fetch dynamically imported module')));
    await giveDocument();
    await act(async () => chunks.Tabs.release());
    expect(screen.getByRole('tablist')).toBeInTheDocument();
    expect(await screen.findByRole('alert')).toHaveTextContent('Network link abnormal');
  });

  it('a document the loader already delivered (boot warmed it) renders in the first render, code ready: no loading state at all', async () => {
    const chunks = { Tabs: deferredChunk(Tabs), Grid: deferredChunk(Grid), Promo: deferredChunk(Promo) };
    const components = lazyComponentSource(chunks);
    const codeReady = components.preload!(['Tabs', 'Grid']);
    chunks.Tabs.release();
    chunks.Grid.release();
    await codeReady;
    const load = vi.fn(() => Promise.resolve({ document: lobby, source: 'origin', explain: [] }));
    const runtime: SchemaRuntime = {
      loader: { load, loaded: (name: string) => (name === 'screens/lobby' ? lobby : undefined) } as unknown as SchemaRuntime['loader'],
      knownTypes: new Set(Object.keys(chunks)),
      merchant: 'croupier',
    };
    const firstRenders: string[] = [];
    function Watched() {
      const result = useResolvedDocumentWith<ResolvedScreen>(runtime, 'screens/lobby');
      firstRenders.push(result.state);
      return result.state === 'ready' ? <SchemaNodes nodes={result.resolved.body} /> : <p role="status">Loading screen</p>;
    }
    render(
      <TranslationProvider i18n={createI18n('en')}>
        <RenderEnvironmentContext.Provider value={{ components, showErrorMarkers: false, onWidgetFailure: vi.fn() }}>
          <Watched />
        </RenderEnvironmentContext.Provider>
      </TranslationProvider>,
    );
    expect(firstRenders[0]).toBe('ready');
    expect(firstRenders).not.toContain('loading');
    expect(screen.getByRole('tablist')).toContainElement(screen.getByRole('list', { name: 'Games' }));
    expect(load).not.toHaveBeenCalled();
  });

  it('only a component handed out before its code arrived may suspend', async () => {
    const chunks = { Tabs: deferredChunk(Tabs), Grid: deferredChunk(Grid) };
    const components = lazyComponentSource(chunks);
    const early = components('Tabs')!;
    expect(maySuspend(early)).toBe(true);
    const pending = components.preload!(['Grid']);
    expect(components.ready!(['Grid'])).toBe(false);
    chunks.Grid.release();
    await pending;
    expect(components.ready!(['Grid'])).toBe(true);
    expect(maySuspend(components('Grid')!)).toBe(false);
    // The same type keeps its component, so a mounted node is never remounted by its code arriving.
    const tabs = components.preload!(['Tabs']);
    chunks.Tabs.release();
    await tabs;
    expect(components('Tabs')).toBe(early);
  });
});
