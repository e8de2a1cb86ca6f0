import { describe, expect, it, vi } from 'vitest';
import { render, screen } from '@testing-library/react';
import { TranslationProvider } from '@/i18n/use-translation';
import { MemoryRouter } from '@/renderer/navigation';
import { createI18n } from '@/i18n/i18n';
import CardGrid from '@/widgets/card-grid/card-grid';
import type { CardGridProps } from '@/widgets/card-grid/props';

// The grid's answer never comes in these tests: what a visitor sees meanwhile (and in the route's first paint) is the point.
vi.mock('@/renderer/data/use-query', () => ({ useQuery: () => ({ state: 'loading', retry: () => undefined }) }));

function renderLoading(props: CardGridProps) {
  return render(
    <TranslationProvider i18n={createI18n('en')}>
      <MemoryRouter path="/">
        <CardGrid props={props} nodeId="lobby-games">{null}</CardGrid>
      </MemoryRouter>
    </TranslationProvider>,
  );
}

describe('a card grid while its cards load (issue 37: the lobby from its first paint)', () => {
  const lobby: CardGridProps = { source: { query: 'promotions' }, titleField: 'title', imageField: 'image', textField: 'vendor', columns: 4 };

  it("shows one row of card shapes in the grid's columns, each with the picture's box, announced once as loading", async () => {
    const { container } = renderLoading(lobby);
    const status = await screen.findByRole('status', { name: 'Loading…' });
    expect(status).toHaveClass('card-grid__cards');
    expect(status.style.getPropertyValue('--card-columns')).toBe('4');
    const shapes = container.querySelectorAll('.card-grid__card--skeleton[aria-hidden="true"]');
    expect(shapes).toHaveLength(4);
    for (const shape of shapes) {
      expect(shape.querySelector('.card-grid__image')).not.toBeNull();
      expect(shape.querySelector('.card-grid__skeleton-title')).not.toBeNull();
    }
    // Nothing a screen reader would read as a card, and no card yet.
    expect(screen.queryAllByRole('listitem')).toHaveLength(0);
    expect(screen.queryAllByRole('heading')).toHaveLength(0);
  });

  it("draws no picture's box for a grid without pictures, and as many cards as its columns", async () => {
    const { container } = renderLoading({ source: { query: 'goods' }, titleField: 'name', columns: 3 });
    await screen.findByRole('status', { name: 'Loading…' });
    expect(container.querySelectorAll('.card-grid__card--skeleton')).toHaveLength(3);
    expect(container.querySelector('.card-grid__card--skeleton .card-grid__image')).toBeNull();
  });
});
