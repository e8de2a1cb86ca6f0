import { afterEach, describe, expect, it, vi } from 'vitest';
import { act, render, screen, waitFor } from '@testing-library/react';
import { Profiler, useLayoutEffect } from 'react';
import { renderToString } from 'react-dom/server';
import { TranslationProvider } from '@/i18n/use-translation';
import { MemoryRouter } from '@/renderer/navigation';
import { createI18n } from '@/i18n/i18n';
import CardGrid, { FIRST_CARDS, useCardsShown } from '@/widgets/card-grid/card-grid';
import type { CardGridProps } from '@/widgets/card-grid/props';
import type * as HeadingModule from '@/renderer/heading-level';

// A lobby of 100 promotions, all in: how many cards each render draws is the point.
const ROWS = Array.from({ length: 100 }, (_, index) => ({ title: `Promotion ${index + 1}`, summary: `Offer ${index + 1}` }));
vi.mock('@/renderer/data/use-query', () => ({ useQuery: () => ({ state: 'ready', result: { rows: ROWS }, retry: () => undefined }) }));
// Each card draws one heading (the grid has no title here): the headings rendered count the cards rendered.
const headings = vi.hoisted(() => ({ rendered: 0 }));
vi.mock('@/renderer/heading-level', async (importOriginal) => {
  const actual = await importOriginal<typeof HeadingModule>();
  return {
    ...actual,
    Heading: (props: Parameters<typeof actual.Heading>[0]) => {
      headings.rendered += 1;
      return actual.Heading(props);
    },
  };
});

const lobby: CardGridProps = { source: { query: 'promotions' }, titleField: 'title', textField: 'summary', columns: 4 };

function grid() {
  return (
    <TranslationProvider i18n={createI18n('en')}>
      <MemoryRouter path="/">
        <CardGrid props={lobby} nodeId="lobby-games">{null}</CardGrid>
      </MemoryRouter>
    </TranslationProvider>
  );
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a long card grid (issue 37: the 240-card lobby on a phone)', () => {
  it('draws its first 24 cards in its first render, then the rest in renders of their own, twice as many each time', async () => {
    const counts: number[] = [];
    function Probe({ total }: { total: number }) {
      const shown = useCardsShown(total);
      counts.push(shown);
      return <p>{shown}</p>;
    }
    render(<Probe total={100} />);
    await waitFor(() => expect(counts.at(-1)).toBe(100));
    expect(counts[0]).toBe(FIRST_CARDS);
    expect([...new Set(counts)]).toEqual([24, 48, 96, 100]);
  });

  it('commits the first 24 cards alone, then the rest, and ends with every card of the answer, in order, each once', async () => {
    // The cards in the page after each commit (a Profiler reports each one as it happens).
    const committed: number[] = [];
    render(
      <Profiler id="lobby" onRender={() => committed.push(document.querySelectorAll('.card-grid__card').length)}>
        {grid()}
      </Profiler>,
    );
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(100));
    expect(screen.getAllByRole('heading').map((heading) => heading.textContent)).toEqual(ROWS.map((row) => row.title));
    expect(committed[0]).toBe(FIRST_CARDS);
    expect([...new Set(committed)]).toEqual([24, 48, 96, 100]);
  });

  it('renders each card once on its way to every card: the cards already drawn are not rendered again as more are drawn', async () => {
    headings.rendered = 0;
    render(grid());
    await waitFor(() => expect(screen.getAllByRole('listitem')).toHaveLength(100));
    // 24 + 48 + 96 + 100 = 268 card renders when each doubling rendered every card again.
    expect(headings.rendered).toBe(100);
  });

  it('redraws the cards already drawn when the texts change (a language switch, texts arriving), memoised as they are', async () => {
    // A card's link warms its page's documents: no origin here.
    vi.stubGlobal('fetch', () => new Promise(() => undefined));
    const i18n = createI18n('en');
    i18n.addTexts('en', { lobby_open: 'Open' }, { overwrite: true });
    render(
      <TranslationProvider i18n={i18n}>
        <MemoryRouter path="/">
          <CardGrid props={{ ...lobby, link: { path: '/promotions', param: 'title', field: 'title', label: 'lobby_open' } }} nodeId="lobby-games">{null}</CardGrid>
        </MemoryRouter>
      </TranslationProvider>,
    );
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Open' })).toHaveLength(100));
    act(() => i18n.addTexts('en', { lobby_open: 'Play now' }, { overwrite: true }));
    await waitFor(() => expect(screen.getAllByRole('link', { name: 'Play now' })).toHaveLength(100));
    expect(screen.queryAllByRole('link', { name: 'Open' })).toHaveLength(0);
  });

  it('starts again at 24 for another selection of the rows, and keeps every card for the same rows loaded again', async () => {
    const counts: number[] = [];
    // What each commit shows (a render React throws away on the spot is never on screen).
    function Probe({ selection, total }: { selection: string | null; total: number }) {
      const shown = useCardsShown(total, selection);
      useLayoutEffect(() => {
        counts.push(shown);
      });
      return <p>{shown}</p>;
    }
    const view = render(<Probe selection={null} total={100} />);
    await waitFor(() => expect(counts.at(-1)).toBe(100));
    counts.length = 0;
    view.rerender(<Probe selection={null} total={100} />);
    expect(counts).toEqual([100]);
    counts.length = 0;
    view.rerender(<Probe selection="PG" total={60} />);
    await waitFor(() => expect(counts.at(-1)).toBe(60));
    expect(counts).toEqual([FIRST_CARDS, 48, 60]);
  });

  it('draws a short grid whole at once', () => {
    const counts: number[] = [];
    function Probe() {
      counts.push(useCardsShown(FIRST_CARDS));
      return null;
    }
    render(<Probe />);
    expect([...new Set(counts)]).toEqual([FIRST_CARDS]);
  });

  it('draws every card in a static render (the route’s first paint, `schemas:render`), which has no second render', () => {
    vi.stubGlobal('document', undefined);
    function Probe() {
      return <p>{useCardsShown(240)}</p>;
    }
    expect(renderToString(<Probe />)).toBe('<p>240</p>');
  });
});
