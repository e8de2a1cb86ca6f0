import { readFileSync } from 'node:fs';
import { describe, expect, it, vi } from 'vitest';
import { renderHook, waitFor } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter } from '@/renderer/navigation';
import { TranslationProvider } from '@/i18n/use-translation';
import { createI18n } from '@/i18n/i18n';
import type { ResolvedNode, ResolvedScreen } from '@/schema/resolved';
import type { Props, ScreenDocument } from '@/schema/types';
import { prefetchableQueries } from '@/renderer/documents/prefetchable-queries';
import { widgetTraitsOf } from '@/renderer/registry';
import { widgetLoaders } from '@/widgets/loaders.generated';
import { widgetRegistry } from '@/widgets/registry';

const traits = widgetTraitsOf(widgetLoaders);

const run = vi.hoisted(() => ({ calls: 0 }));
vi.mock('@/renderer/data/catalogue/lazy', () => ({
  loadQuery: (name: string) =>
    Promise.resolve({
      run: (values: Record<string, unknown>) => {
        run.calls += 1;
        return Promise.resolve({ rows: [{ name, ...values }], facts: {} });
      },
    }),
}));

const node = (type: string, id: string, props: Props = {}, children: ResolvedNode[] = []): ResolvedNode => ({ type, id, props, children });
const screenOf = (...body: ResolvedNode[]): ResolvedScreen => ({ kind: 'screen', id: 'lobby', body });

describe('queries started before the first render', () => {
  it('takes the data widgets a cold render surely mounts, with params known before render', () => {
    const screen = screenOf(
      node('VendorTabs', 'tabs', {}, [node('CardGrid', 'games', { source: { query: 'promotions' } })]),
      node('NoticeMarquee', 'news', { source: { query: 'notices', params: { type: 'PL', page: { route: 'page' } } } }),
      node('ShowWhen', 'maybe', { source: { query: 'memberInfo' } }, [node('CardGrid', 'hidden', { source: { query: 'goods' } })]),
      node('RecordTable', 'paged', { source: { query: 'bettingRecord' } }),
      node('DetailList', 'mine', { source: { query: 'memberInfo', params: { account: { session: 'account' } } } }),
    );
    // A ShowWhen asks for its own fact on mount; what it holds may not show.
    expect(prefetchableQueries(screen, traits)).toEqual([{ query: 'promotions' }, { query: 'notices', params: { type: 'PL', page: { route: 'page' } } }, { query: 'memberInfo' }]);
  });

  it("takes a document as its file has it (boot, before the platform's status is in): a node behind a condition may not show", () => {
    const file: ScreenDocument = {
      kind: 'screen',
      schemaVersion: 2,
      id: 'lobby',
      body: [
        { type: 'VendorTabs', id: 'tabs', children: [{ type: 'CardGrid', id: 'games', props: { source: { query: 'promotions' } } }] },
        { type: 'NoticeMarquee', id: 'members-news', when: { auth: true }, props: { source: { query: 'notices' } } },
        { type: 'Section', id: 'vip', when: { flag: 'VIP3' }, children: [{ type: 'CardGrid', id: 'vip-goods', props: { source: { query: 'goods' } } }] },
      ],
    };
    expect(prefetchableQueries(file, traits)).toEqual([{ query: 'promotions' }]);
  });

  it('takes the widgets that declare queriesOnMount, each of which queries its source on mount as it is', () => {
    const declared = Object.values(widgetRegistry).filter((widget) => widget.queriesOnMount).map((widget) => widget.type);
    expect(declared).toContain('CardGrid');
    // The site's loaders (generated from the widgets' index.ts) say the same as the widgets' declarations.
    expect(Object.keys(widgetLoaders).filter(traits.queriesOnMount).sort()).toEqual([...declared].sort());
    for (const type of declared) {
      const folder = type.replace(/(?<!^)([A-Z])/g, '-$1').toLowerCase();
      expect(readFileSync(`src/widgets/${folder}/${folder}.tsx`, 'utf8'), type).toContain('useQuery(props.source)');
    }
  });

  it('looks under the containers that declare rendersAllChildren, and under no other (a ShowWhen may hide its children)', () => {
    const containers = Object.values(widgetRegistry).filter((widget) => widget.rendersAllChildren).map((widget) => widget.type);
    expect(containers).toEqual(expect.arrayContaining(['Section', 'SiteHeader', 'HeaderBar', 'AccountBar', 'SiteFooter', 'FooterColumns', 'VendorTabs']));
    expect(containers).not.toContain('ShowWhen');
    // The site's loaders say the same as the widgets' declarations (one source: `defineWidget`).
    expect(Object.keys(widgetLoaders).filter(traits.rendersAllChildren).sort()).toEqual([...containers].sort());
    const under = (type: string) => screenOf(node(type, 'box', {}, [node('CardGrid', 'games', { source: { query: 'promotions' } })]));
    expect(prefetchableQueries(under('Section'), traits)).toEqual([{ query: 'promotions' }]);
    expect(prefetchableQueries(under('ShowWhen'), traits)).toEqual([]);
  });

  it('hands the early request to the widget that asks for the same call: one request, its answer', async () => {
    const { prefetchQueries, useQuery } = await import('@/renderer/data/use-query');
    prefetchQueries([{ query: 'promotions', params: { type: { filter: 'kind' } } }], new URLSearchParams('kind=slots'));
    await new Promise((resolve) => setTimeout(resolve, 10)); // the query's group loaded, the answer settled before the widget mounts
    expect(run.calls).toBe(1);
    const i18n = createI18n('en');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TranslationProvider i18n={i18n}>
        <MemoryRouter path="/lobby?kind=slots">{children}</MemoryRouter>
      </TranslationProvider>
    );
    const binding = { query: 'promotions', params: { type: { filter: 'kind' } } };
    const states: string[] = [];
    const { result } = renderHook(() => {
      const state = useQuery(binding);
      states.push(state.state);
      return state;
    }, { wrapper });
    // The answer had arrived: the widget's very first render has it (no loading rows, no second round).
    expect(states[0]).toBe('ready');
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(states).not.toContain('loading');
    expect(result.current.state === 'ready' && result.current.result.rows[0]).toEqual({ name: 'promotions', type: 'slots' });
    expect(run.calls).toBe(1);
    // Claimed once: a later mount (a retry, a return to the page) asks the platform again.
    const again = renderHook(() => useQuery(binding), { wrapper });
    await waitFor(() => expect(again.result.current.state).toBe('ready'));
    expect(run.calls).toBe(2);
  });

  it('hands one early answer to every widget that mounts with it at once (two ShowWhens on one fact): no second request', async () => {
    const { prefetchQueries, useQuery } = await import('@/renderer/data/use-query');
    const before = run.calls;
    prefetchQueries([{ query: 'merchantWallet' }], new URLSearchParams());
    await new Promise((resolve) => setTimeout(resolve, 10));
    expect(run.calls).toBe(before + 1);
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TranslationProvider i18n={createI18n('en')}>
        <MemoryRouter path="/">{children}</MemoryRouter>
      </TranslationProvider>
    );
    const states: string[] = [];
    const { result } = renderHook(() => {
      const single = useQuery({ query: 'merchantWallet' });
      const many = useQuery({ query: 'merchantWallet' });
      states.push(single.state, many.state);
      return [single, many];
    }, { wrapper });
    await waitFor(() => expect(result.current.every((state) => state.state === 'ready')).toBe(true));
    // Both drew the answer from their first render on, and never went back to loading for a request of their own.
    expect(states).not.toContain('loading');
    expect(run.calls).toBe(before + 1);
  });

  it('gives `{"session": "merchant"}` the page load\'s merchant to a visitor too (no session held)', async () => {
    const { useQuery } = await import('@/renderer/data/use-query');
    const { useBrandStore } = await import('@/stores/brand-store');
    const { useSessionStore } = await import('@/stores/session-store');
    expect(useSessionStore.getState().role).toBe('visitor');
    useBrandStore.getState().setMerchant('luckystar');
    const wrapper = ({ children }: { children: ReactNode }) => (
      <TranslationProvider i18n={createI18n('en')}>
        <MemoryRouter path="/promotions">{children}</MemoryRouter>
      </TranslationProvider>
    );
    const { result } = renderHook(() => useQuery({ query: 'bettingRecord', params: { vassalage: { session: 'merchant' } } }), { wrapper });
    await waitFor(() => expect(result.current.state).toBe('ready'));
    expect(result.current.state === 'ready' && result.current.result.rows[0]).toEqual({ name: 'bettingRecord', vassalage: 'luckystar' });
  });
});
