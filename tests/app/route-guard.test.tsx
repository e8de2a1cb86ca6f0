import { describe, expect, it, beforeEach } from 'vitest';
import { render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@/renderer/navigation';
import { RouteGuard } from '@/app/route-shell';
import { usePlatformStore } from '@/stores/platform-store';
import { useSessionStore } from '@/stores/session-store';

const PUBLIC = ['/login', '/register', '/register.html', '/helpmc', '/download'];

function Where() {
  const location = useLocation();
  return <p>at {location.pathname + location.search}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter path={path}>
      <RouteGuard loginPath="/login" publicPaths={PUBLIC}>
        <Where />
      </RouteGuard>
    </MemoryRouter>,
  );
}

describe('route guard (spec §2)', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: null, accountType: undefined, role: 'visitor' });
    usePlatformStore.setState({ settings: {} });
  });

  it('lets visitors browse when loginedToHomePage is off', () => {
    renderAt('/rng');
    expect(screen.getByText('at /rng')).toBeInTheDocument();
  });

  it('sends a visitor to /login, remembering where they were, when loginedToHomePage is on', () => {
    usePlatformStore.setState({ settings: { loginedToHomePage: true } });
    renderAt('/rng?page=PG');
    expect(screen.getByText(`at /login?from=${encodeURIComponent('/rng?page=PG')}`)).toBeInTheDocument();
  });

  it.each(PUBLIC)('keeps %s open to visitors even with loginedToHomePage on', (path) => {
    usePlatformStore.setState({ settings: { loginedToHomePage: true } });
    renderAt(path);
    expect(screen.getByText(`at ${path}`)).toBeInTheDocument();
  });

  it('lets a logged-in player through', () => {
    usePlatformStore.setState({ settings: { loginedToHomePage: true } });
    useSessionStore.setState({ token: 't', accountType: 0, role: 'player' });
    renderAt('/live');
    expect(screen.getByText('at /live')).toBeInTheDocument();
  });
});
