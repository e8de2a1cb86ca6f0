import { render, screen } from '@testing-library/react';
import { TranslationProvider } from '@/i18n/use-translation';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '@/i18n/i18n';
import { ActionProvider } from '@/renderer/action-context';
import { MenuView } from '@/renderer/menu-view';
import type { ResolvedMenuItem } from '@/schema/resolved';

const items: ResolvedMenuItem[] = [
  { id: 'home', label: 'nav_home', action: { type: 'navigate', to: '/' }, children: [] },
  { id: 'live', label: 'nav_live', action: { type: 'navigate', to: '/live', gate: 'login' }, children: [{ id: 'live-baccarat', label: 'Baccarat', children: [] }] },
];

function renderMenu(runAction = vi.fn(), currentPath = '/live') {
  render(
    <TranslationProvider i18n={createI18n('en')}>
      <ActionProvider value={runAction}>
        <MenuView items={items} className="nav" currentPath={currentPath} />
      </ActionProvider>
    </TranslationProvider>,
  );
  return runAction;
}

describe('MenuView', () => {
  it('shows translated links, marks the current page, and carries each item id', () => {
    renderMenu();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'Live Casino' })).toHaveAttribute('aria-current', 'page');
    expect(screen.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current');
    expect(screen.getByRole('link', { name: 'Baccarat' }).closest('li')).toHaveAttribute('data-node-id', 'live-baccarat');
  });

  it('runs the item action through the dispatcher instead of following the link', () => {
    const runAction = renderMenu();
    screen.getByRole('link', { name: 'Live Casino' }).click();
    expect(runAction).toHaveBeenCalledWith({ type: 'navigate', to: '/live', gate: 'login' });
  });
});
