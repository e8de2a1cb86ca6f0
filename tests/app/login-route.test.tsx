import { beforeEach, describe, expect, it } from 'vitest';
import { act, render, screen } from '@testing-library/react';
import { MemoryRouter, useLocation } from '@/renderer/navigation';
import { LoginRoute } from '@/app/login-route';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';

function Where() {
  return <p>at {useLocation().pathname}</p>;
}

function renderAt(path: string) {
  render(
    <MemoryRouter path={path}>
      <LoginRoute loginPath="/login">
        <Where />
      </LoginRoute>
    </MemoryRouter>,
  );
}

describe('/login (spec §2)', () => {
  beforeEach(() => {
    useSessionStore.setState({ token: null, accountType: undefined, account: null, role: 'visitor' });
    useUiStore.setState({ modals: [], dialogs: [] });
  });

  it('opens the login form for a visitor, remembering where they came from', () => {
    renderAt('/login?from=%2Frng%3Fpage%3DPG');
    expect(useUiStore.getState().modals).toMatchObject([{ name: 'login', params: { from: '/rng?page=PG' } }]);
  });

  it('returns the visitor to where they came from once logged in', () => {
    renderAt('/login?from=%2Flive');
    act(() => useSessionStore.setState({ token: 't', accountType: 0, account: 'player01', role: 'player' }));
    expect(screen.getByText('at /live')).toBeInTheDocument();
  });

  it('never returns to another site', () => {
    renderAt('/login?from=%2F%2Fevil.example');
    act(() => useSessionStore.setState({ token: 't', accountType: 0, account: 'player01', role: 'player' }));
    expect(screen.getByText('at /')).toBeInTheDocument();
  });
});
