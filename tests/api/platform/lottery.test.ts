import { describe, expect, it } from 'vitest';
import { getOpenedNumero, getPopularLotteries, getVnGameMenu, getVnOpenedNumeros, getVnRecentGames, launchLotto } from '@/api';
import { DEMO_ACCOUNTS } from '../../../embedded-platform/platform';
import { loginAs, rejection, withEmbeddedPlatform, selectScenario } from './use-platform';

withEmbeddedPlatform();

describe('lottery calls against the embedded platform', () => {
  it('getPopularLotteries: filtered by prize mode; closed under maintenance', async () => {
    const sea = await getPopularLotteries('SEA');
    expect(sea.length).toBeGreaterThan(0);
    expect(sea.every((game) => game.prizeMode === 'SEA')).toBe(true);
    selectScenario('maintenance');
    expect((await rejection(getPopularLotteries('SEA'))).messageKey).toBe('err_unavailable');
  });

  it('getVnOpenedNumeros: 100 draws, newest first; an unknown game is refused', async () => {
    const draws = await getVnOpenedNumeros('VN_NORTH_FAST');
    expect(draws).toHaveLength(100);
    expect(draws[1]?.winningNumber).toMatch(/\d/);
    expect((await rejection(getVnOpenedNumeros('NOPE'))).errorCode).toBe('game.not.found');
  });

  it('getOpenedNumero: the draw open now; an unknown game is refused', async () => {
    await expect(getOpenedNumero('SEA_2D')).resolves.toMatchObject({ gameCode: 'SEA_2D', numero: expect.any(String) });
    expect((await rejection(getOpenedNumero('NOPE'))).errorCode).toBe('game.not.found');
  });

  it('getVnGameMenu: games by region; closed under maintenance', async () => {
    const menu = await getVnGameMenu();
    expect(menu.map((region) => region.region)).toEqual(['NORTH', 'CENTRAL', 'SOUTH']);
    selectScenario('maintenance');
    expect((await rejection(getVnGameMenu())).messageKey).toBe('err_unavailable');
  });

  it('getVnRecentGames: needs a session', async () => {
    expect((await rejection(getVnRecentGames())).messageKey).toBe('err_not_logged_in');
    await loginAs(DEMO_ACCOUNTS.player);
    expect((await getVnRecentGames()).length).toBeGreaterThan(0);
  });

  it('launchLotto: betting view URL; an unknown game is refused', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    await expect(launchLotto({ lottoGameCode: 'VN_NORTH_1', lottoView: 'betting', backUrl: 'http://localhost/vnlottery' })).resolves.toContain('view=betting');
    expect((await rejection(launchLotto({ lottoGameCode: 'NOPE', lottoView: 'lobby', backUrl: '/' }))).errorCode).toBe('game.not.found');
  });
});
