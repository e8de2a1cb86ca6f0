/**
 * Schema fuzzing, load → resolve → render in happy-dom: mutated real documents are published on the
 * origin (the real files stay the bundled copy) and the page is rendered through the real renderer,
 * every widget loaded, the embedded platform answering data calls. The page must never be blank: it
 * shows the origin document when that one is valid, and exactly what the bundled copy shows when not.
 * Seed and replay: README "Schema fuzzing".
 */
import { act, render, waitFor } from '@testing-library/react';
import fc from 'fast-check';
import { MemoryRouter } from '@/renderer/navigation';
import { TranslationProvider } from '@/i18n/use-translation';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { ActionProvider } from '@/renderer/action-context';
import { preloadedComponentSource, type ComponentSource } from '@/renderer/component-source';
import type { SchemaRuntime } from '@/renderer/documents/schema-runtime';
import { useResolvedDocumentWith } from '@/renderer/documents/use-resolved-document';
import { MenuView } from '@/renderer/menu-view';
import { RenderEnvironmentContext, type RenderEnvironment } from '@/renderer/render-environment';
import { SchemaNodes } from '@/renderer/schema-nodes';
import { formatProblem } from '@/schema/problem';
import type { ResolvedMenu, ResolvedScreen } from '@/schema/resolved';
import { widgetRegistry } from '@/widgets/registry';
import { memberI18n, withPlatformHarness } from '../fixtures/data-widgets';
import { fuzzParameters, FUZZ_TIMEOUT, loaderWith, mutate, mutationArbitrary, prototypesPolluted, REAL_FILES } from './support';

withPlatformHarness();

function Page({ name, runtime }: { name: string; runtime: SchemaRuntime }) {
  const result = useResolvedDocumentWith<ResolvedScreen | ResolvedMenu>(runtime, name);
  if (result.state !== 'ready') return <p data-state={result.state}>{result.state}</p>;
  const document = result.resolved;
  return (
    <div data-state="ready" data-document-id={document.id}>
      {document.kind === 'screen' ? <SchemaNodes nodes={document.body} /> : <MenuView items={document.items} className="menu" />}
    </div>
  );
}

let components: ComponentSource;
const knownTypes: ReadonlySet<string> = new Set(Object.keys(widgetRegistry));
beforeAll(async () => {
  components = await preloadedComponentSource(widgetRegistry);
  // The loader imports the precompiled validators on first use: a big module to transform, done once here.
  await import('@/schema/validate-document');
}, 120_000);

/** Which page shows a published file: a screen or menu itself, the screen embedding a form, the page of an override. */
const PAGES: readonly { file: string; page: string; merchant: string }[] = [
  { file: 'screens/home.json', page: 'screens/home', merchant: 'croupier' },
  { file: 'screens/vip.json', page: 'screens/vip', merchant: 'croupier' },
  { file: 'screens/member/withdraw.json', page: 'screens/member/withdraw', merchant: 'croupier' },
  { file: 'forms/withdraw.json', page: 'screens/member/withdraw', merchant: 'croupier' },
  { file: 'menus/header-nav.json', page: 'menus/header-nav', merchant: 'croupier' },
  { file: 'menus/member-center.json', page: 'menus/member-center', merchant: 'croupier' },
  { file: 'merchants/luckystar/menus/header-nav.json', page: 'menus/header-nav', merchant: 'luckystar' },
  { file: 'manifest.json', page: 'screens/home', merchant: 'croupier' },
];

/** Renders one page with `file` published as `text`; returns what the user sees once the document is there. */
async function renderPage(page: { file: string; page: string; merchant: string }, text: string | undefined) {
  // Each run is a fresh visit: the popup notice shows once per session.
  sessionStorage.clear();
  localStorage.clear();
  const { loader, problems } = loaderWith(text === undefined ? {} : { [page.file]: text }, page.merchant);
  const runtime: SchemaRuntime = { loader, knownTypes, merchant: page.merchant };
  const failures: string[] = [];
  const environment: RenderEnvironment = { components, showErrorMarkers: true, onWidgetFailure: (failure) => failures.push(failure.nodeId), schemas: runtime };
  const view = render(
    <TranslationProvider i18n={memberI18n()}>
      <MemoryRouter>
        <RenderEnvironmentContext.Provider value={environment}>
          <ActionProvider value={() => undefined}>
            <Page name={page.page} runtime={runtime} />
          </ActionProvider>
        </RenderEnvironmentContext.Provider>
      </MemoryRouter>
    </TranslationProvider>,
  );
  await waitFor(() => expect(view.container.querySelector('[data-state="ready"], [data-state="failed"]')).not.toBeNull(), { timeout: 15_000, interval: 5 });
  // Let embedded documents (an action form's form) load too.
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  const shown = {
    state: view.container.querySelector('[data-state]')?.getAttribute('data-state'),
    nodeIds: [...view.container.querySelectorAll('[data-node-id]')].map((element) => element.getAttribute('data-node-id')).sort(),
    fellBack: problems.some((problem) => problem.document === page.file && problem.message === 'using the bundled copy instead'),
    problems: problems.map(formatProblem),
  };
  view.unmount();
  return shown;
}

describe('schema fuzzing: load → resolve → render (happy-dom)', () => {
  it(
    'a mutated document on the origin never blanks the page: its own content, or what the bundled copy shows',
    async () => {
      // React logs each error a widget boundary catches; the property asserts on what the page shows.
      vi.spyOn(console, 'error').mockImplementation(() => undefined);
      vi.spyOn(console, 'warn').mockImplementation(() => undefined);
      const baselines = new Map<string, Awaited<ReturnType<typeof renderPage>>>();
      for (const page of PAGES) {
        // A first, cold render loads the page's widget code and data-catalogue groups (each group loads the first time
        // one of its queries runs), so widgets whose group is still on its way show nothing yet. The property's renders
        // are warm: the baseline is the second render, warm too, so both show the same nodes.
        await renderPage(page, undefined);
        const shown = await renderPage(page, undefined);
        expect(shown.problems, page.file).toEqual([]);
        expect(shown.nodeIds.length, page.file).toBeGreaterThan(0);
        baselines.set(page.file, shown);
      }
      const files = new Map(REAL_FILES.map((file) => [file.path, file]));
      await fc.assert(
        fc.asyncProperty(fc.constantFrom(...PAGES), fc.array(mutationArbitrary, { minLength: 1, maxLength: 3 }), async (page, mutations) => {
          const text = JSON.stringify(mutate(files.get(page.file)!.value, mutations));
          const shown = await renderPage(page, text);
          expect(shown.state, shown.problems.join('\n')).toBe('ready');
          if (shown.fellBack) expect(shown.nodeIds).toEqual(baselines.get(page.file)!.nodeIds);
          expect(prototypesPolluted()).toEqual([]);
        }),
        fuzzParameters(40),
      );
    },
    FUZZ_TIMEOUT,
  );
});
