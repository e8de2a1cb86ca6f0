import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startGame, type LaunchAction } from '@/stores/game-launch';
import { useGameFrameStore } from '@/stores/game-frame-store';
import { useUiStore } from '@/stores/ui-store';

/** The platform's launch answer is the one thing under test: which URL the site agrees to frame. */
const launchUrl = vi.hoisted(() => ({ current: '' }));
vi.mock('@/stores/lazy-api', () => ({
  loadApi: async () => ({
    launchGame: async () => ({ kind: 'url', url: launchUrl.current }),
    launchUrl: (_cdn: string | undefined, url: string) => url,
  }),
}));

const game: LaunchAction = { type: 'launchGame', vendor: 'PG', gameId: 'pg-0001', gameType: 'RNG', gameName: 'Fortune' };

function environment() {
  return { navigate: vi.fn<(to: string) => void>(), openWindow: vi.fn<(url: string) => Window | null>(() => null), contactCustomerService: vi.fn<() => void>(), currentUrl: () => 'http://localhost/' };
}

describe('game launch URLs go through the one URL policy', () => {
  beforeEach(() => {
    useUiStore.setState({ dialogs: [], modals: [], loaderCount: 0 });
    useGameFrameStore.getState().clear();
  });

  it.each(['/%5Cevil.example/x', '/%09/evil.example/x', '//evil.example/x', 'javascript:alert(1)', 'data:text/html,<script>alert(1)</script>'])('refuses %s with the invalid-game-URL message, and frames nothing', async (url) => {
    launchUrl.current = url;
    const env = environment();
    const launching = startGame(game, env);
    await vi.waitFor(() => expect(useUiStore.getState().dialogs).toHaveLength(1));
    const dialog = useUiStore.getState().dialogs[0];
    expect(dialog?.text).toBe('err_invalid_game_url');
    useUiStore.getState().closeDialog(dialog?.id ?? 0, 'dismiss');
    await launching;
    expect(env.navigate).not.toHaveBeenCalled();
    expect(useGameFrameStore.getState().target).toBeNull();
  });

  it('frames a game on the platform’s https host or on a site path', async () => {
    for (const url of ['https://games.example.com/pg/1?ticket=a', '/platform-assets/game/PG/pg-0001?ticket=b']) {
      launchUrl.current = url;
      const env = environment();
      await startGame(game, env);
      expect(env.navigate).toHaveBeenCalledWith('/game');
      expect(useGameFrameStore.getState().target).toMatchObject({ kind: 'url', url });
    }
  });
});
