import { describe, expect, it } from 'vitest';
import { render } from '@testing-library/react';
import CategoryTiles from '@/widgets/category-tiles/category-tiles';

// A merchant override's `set props` / `insert` is not checked against the props schema: the widget applies the URL policy itself.
describe('CategoryTiles and the URL policy', () => {
  it('shows tiles linking to site paths and drops tiles whose link leaves the site', () => {
    const tiles = [
      { id: 'slots', label: 'Slots', to: '/rng' },
      ...['//evil.example/x', '/%5Cevil.example', '/\t/evil.example', 'javascript:window.__xss=1', 'data:text/html,x'].map((to, index) => ({ id: `bad${index}`, label: `Bad ${index}`, to })),
    ];
    const { container } = render(<CategoryTiles props={{ tiles }} nodeId="tiles">{null}</CategoryTiles>);
    expect([...container.querySelectorAll('a')].map((link) => link.getAttribute('href'))).toEqual(['/rng']);
  });
});
