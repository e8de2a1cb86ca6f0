import { beforeEach, describe, expect, it, vi } from 'vitest';
import { DEMO_ACCOUNTS, SPECIAL_GAMES } from '../../embedded-platform/platform';
import { startGame, lotteryRoute, type LaunchAction, type LaunchEnvironment } from '@/stores/game-launch';
import { useGameFrameStore } from '@/stores/game-frame-store';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { useVendorStore } from '@/stores/vendor-store';
import { usePlatformStore } from '@/stores/platform-store';
import { loginAs, withEmbeddedPlatform } from '../api/platform/use-platform';

withEmbeddedPlatform();

function environment(overrides: Partial<LaunchEnvironment> = {}) {
  return {
    navigate: vi.fn<(to: string) => void>(),
    openWindow: vi.fn<(url: string) => Window | null>(() => null),
    contactCustomerService: vi.fn<() => void>(),
    currentUrl: () => 'http://localhost/lottery',
    ...overrides,
  };
}

/** Waits for the dialog the launch shows, answers it, and returns its text. */
async function answerDialog(value?: string): Promise<{ text: string; buttons: string[] }> {
  await vi.waitFor(() => expect(useUiStore.getState().dialogs).toHaveLength(1));
  const dialog = useUiStore.getState().dialogs[0];
  if (!dialog) throw new Error('no dialog');
  useUiStore.getState().closeDialog(dialog.id, value ?? dialog.buttons[0]?.value ?? 'dismiss');
  return { text: dialog.text, buttons: dialog.buttons.map((button) => button.label) };
}

const game = (vendor: string, gameId: string): LaunchAction => ({ type: 'launchGame', vendor, gameId, gameType: 'RNG', gameName: gameId });

describe('game launch (spec §4, §8)', () => {
  beforeEach(async () => {
    useUiStore.setState({ dialogs: [], modals: [], loaderCount: 0 });
    useGameFrameStore.getState().clear();
    usePlatformStore.setState({ cdns: { image: '/platform-assets/cdn-a', launch: '/platform-assets/cdn-b' } });
    await loginAs(DEMO_ACCOUNTS.player);
    useSessionStore.setState({ token: sessionStorage.getItem('token'), account: DEMO_ACCOUNTS.player, role: 'player', accountType: 0 });
  });

  it('opens a game on the /game page with the platform’s game URL', async () => {
    const env = environment();
    await startGame(game('PG', 'pg-0001'), env);
    expect(env.navigate).toHaveBeenCalledWith('/game');
    const target = useGameFrameStore.getState().target;
    expect(target).toMatchObject({ kind: 'url', title: 'pg-0001' });
    expect(target?.kind === 'url' && target.url).toMatch(/\/platform-assets\/game\/PG\/pg-0001\?/);
  });

  it('opens the game in the popup iframe over the current page when asked to (spec §2 modal)', async () => {
    const env = environment();
    await startGame({ ...game('PG', 'pg-0001'), openIn: 'modal' }, env);
    expect(env.navigate).not.toHaveBeenCalled();
    const popup = useUiStore.getState().modals.find((modal) => modal.name === 'gamePopup');
    expect(popup?.params['title']).toBe('pg-0001');
    expect(popup?.params['url']).toMatch(/\/platform-assets\/game\/PG\/pg-0001\?/);
  });

  it('a game under maintenance says so and offers other games; choosing one launches it', async () => {
    const env = environment();
    const launching = startGame(game('PG', SPECIAL_GAMES.underMaintenance), env);
    await vi.waitFor(() => expect(useUiStore.getState().dialogs).toHaveLength(1));
    const dialog = useUiStore.getState().dialogs[0];
    expect(dialog?.text).toBe('games_maintenance_suggest');
    const suggestion = dialog?.buttons.find((button) => button.value !== 'close');
    expect(suggestion).toBeDefined();
    useUiStore.getState().closeDialog(dialog?.id ?? 0, suggestion?.value ?? '');
    await launching;
    expect(env.navigate).toHaveBeenCalledWith('/game');
    expect(useGameFrameStore.getState().target?.title).toBe(suggestion?.label);
  });

  it('an empty game URL says to contact customer service, and the button does', async () => {
    const env = environment();
    const launching = startGame(game('JDB', SPECIAL_GAMES.invalidUrl), env);
    const dialog = await answerDialog('cs');
    await launching;
    expect(dialog.text).toBe('err_invalid_game_url');
    expect(env.contactCustomerService).toHaveBeenCalledOnce();
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('#734: a round open in another game is explained', async () => {
    const env = environment();
    const launching = startGame(game('PP', SPECIAL_GAMES.openRoundConflict), env);
    const dialog = await answerDialog();
    await launching;
    expect(dialog.text).toBe('err_round_open');
    expect(env.navigate).not.toHaveBeenCalled();
  });

  it('a blocked popup asks to allow pop-ups; retry opens the game', async () => {
    const opened = { location: { href: '' }, close: vi.fn() } as unknown as Window;
    const openWindow = vi.fn<(url: string) => Window | null>().mockReturnValueOnce(null).mockReturnValueOnce(opened);
    const env = environment({ openWindow });
    const launching = startGame({ ...game('PG', 'pg-0001'), openIn: 'popup' }, env);
    const dialog = await answerDialog('retry');
    await launching;
    expect(dialog.text).toBe('games_popup_blocked');
    expect(openWindow).toHaveBeenLastCalledWith(expect.stringMatching(/\/platform-assets\/game\/PG\/pg-0001\?/));
  });

  it('a popup that opens gets the game URL', async () => {
    const opened = { location: { href: '' }, close: vi.fn() };
    const env = environment({ openWindow: vi.fn(() => opened as unknown as Window) });
    await startGame({ ...game('PG', 'pg-0001'), openIn: 'popup' }, env);
    expect(opened.location.href).toMatch(/\/platform-assets\/game\/PG\/pg-0001\?/);
    expect(useUiStore.getState().dialogs).toHaveLength(0);
  });

  it('a PvP room launch shows the content the platform returns', async () => {
    const env = environment();
    await startGame({ type: 'launchGame', vendor: 'KY', gameId: 'ky-0001', roomId: 'ky-0001:r1', gameType: 'PVP', gameName: 'Table 1' }, env);
    const target = useGameFrameStore.getState().target;
    expect(target?.kind).toBe('content');
    expect(target?.kind === 'content' && target.html).toContain('Seat reserved');
    expect(env.navigate).toHaveBeenCalledWith('/game');
  });

  it('an RNG vendor card stores the vendor and goes to its /rng tab', async () => {
    const env = environment();
    await startGame({ type: 'launchGame', vendor: 'JDB', gameType: 'RNG', isGame: 'VASSALAGE' }, env);
    expect(env.navigate).toHaveBeenCalledWith('/rng?page=JDB');
    expect(useVendorStore.getState().currentRngVendor).toBe('JDB');
  });

  it('lottery cards route by account type: VN, SEA, anything else', async () => {
    expect(lotteryRoute('TCG_LOTTO_VN', 'VN_NORTH_1', 'LOTTO_3D')).toBe('/vnlottery?gameCode=VN_NORTH_1&playType=LOTTO_3D');
    expect(lotteryRoute('TCG_SEA', 'SEA_2D')).toBe('/seaLottery?gameCode=SEA_2D');
    expect(lotteryRoute('TCG')).toBe('/lottery');
    const env = environment();
    await startGame({ type: 'launchGame', vendor: 'TCG_SEA', gameType: 'LOTT', gameId: 'SEA_2D' }, env);
    expect(env.navigate).toHaveBeenCalledWith('/seaLottery?gameCode=SEA_2D');
  });

  it('betting on a lottery game launches the lotto view into /game', async () => {
    const env = environment();
    await startGame({ type: 'launchGame', vendor: 'TCG_LOTTO_VN', gameType: 'LOTT', gameId: 'VN_NORTH_1', lottoView: 'betting', gameName: 'Hanoi Daily' }, env);
    expect(env.navigate).toHaveBeenCalledWith('/game');
    const target = useGameFrameStore.getState().target;
    expect(target?.kind === 'url' && target.url).toMatch(/VN_NORTH_1\?.*view=betting/);
  });
});
