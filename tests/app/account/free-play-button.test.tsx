import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FreePlayButton } from '@/app/account/free-play-button';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { selectScenario, withEmbeddedPlatform } from '../../api/platform/use-platform';
import { renderAccount, resetAccountState } from './render-account';

vi.mock('@/app/schema-runtime', () => ({ merchantId: 'croupier' }));

withEmbeddedPlatform();

describe('free play (spec §4, FREEPLAY3)', () => {
  beforeEach(() => resetAccountState({ FREEPLAY3: true }));

  it('logs in a fresh trial account, with the session keys of spec §3', async () => {
    renderAccount(<FreePlayButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Free Play' }));
    await waitFor(() => expect(useSessionStore.getState().role).toBe('trial'));
    expect(sessionStorage.getItem('token')).toBeTruthy();
    expect(sessionStorage.getItem('merchant')).toBe('croupier');
    expect(useSessionStore.getState().mustChangePassword).toBe(false);
  });

  it('renders nothing without FREEPLAY3', () => {
    resetAccountState({});
    renderAccount(<FreePlayButton />);
    expect(screen.queryByRole('button', { name: 'Free Play' })).toBeNull();
  });

  it('a platform refusal is the spec §8 dialog and nobody is logged in', async () => {
    selectScenario('minimal');
    renderAccount(<FreePlayButton />);
    await userEvent.click(screen.getByRole('button', { name: 'Free Play' }));
    await waitFor(() => expect(useUiStore.getState().dialogs).toMatchObject([{ title: 'login_failed_title' }]));
    expect(useSessionStore.getState().token).toBeNull();
    expect(screen.getByRole('button', { name: 'Free Play' })).toBeEnabled();
  });
});
