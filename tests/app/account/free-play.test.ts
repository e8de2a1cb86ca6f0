import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import { startFreePlay } from '@/app/account/free-play';
import { createI18n } from '@/i18n/i18n';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { selectScenario, withEmbeddedPlatform } from '../../api/platform/use-platform';
import { resetAccountState } from './render-account';

vi.mock('@/app/schema-runtime', () => ({ merchantId: 'croupier' }));

withEmbeddedPlatform();

const t = createI18n('en').t;

/** The `freePlay` action (spec §4); whether it is offered is the FREEPLAY3 condition of menus/header-visitor.json. */
describe('free play (spec §4)', () => {
  beforeEach(() => resetAccountState({ FREEPLAY3: true }));

  it('logs in a fresh trial account, with the session keys of spec §3', async () => {
    await startFreePlay(t);
    await waitFor(() => expect(useSessionStore.getState().role).toBe('trial'));
    expect(sessionStorage.getItem('token')).toBeTruthy();
    expect(sessionStorage.getItem('merchant')).toBe('croupier');
    expect(useSessionStore.getState().mustChangePassword).toBe(false);
  });

  it('a platform refusal is the spec §8 dialog and nobody is logged in', async () => {
    selectScenario('minimal');
    await startFreePlay(t);
    await waitFor(() => expect(useUiStore.getState().dialogs).toMatchObject([{ title: 'login_failed_title' }]));
    expect(useSessionStore.getState().token).toBeNull();
  });
});
