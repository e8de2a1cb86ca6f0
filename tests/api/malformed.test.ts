import { http, HttpResponse, type JsonBodyType } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import * as api from '@/api';
import { keyHandler, makeKeys, ok, resetClient, url } from './support';

const keys = makeKeys();
const server = setupServer(keyHandler(keys));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(resetClient);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

/** One representative call per spec §7 group, with the path it hits and a shape-breaking value. */
const GROUPS: readonly { group: string; path: string; send: () => Promise<unknown>; wrongValue: JsonBodyType }[] = [
  { group: 'session', path: '/wps/session/login', send: () => api.login({ username: 'a', password: 'b', type: 'username' }), wrongValue: { token: 42, userInfo: {} } },
  { group: 'member', path: '/wps/member/info', send: () => api.getMemberInfo(), wrongValue: { id: 1, account: null, type: 'player' } },
  { group: 'system', path: '/wps/system/status', send: () => api.getSystemStatus('localhost'), wrongValue: { maintenance: 'maybe', regionRestriction: false } },
  { group: 'games', path: '/wps/relay/GCSGAME_gameList', send: () => api.getGameList({ vassalage: 'PG' }), wrongValue: { games: 'none', pageNum: 1 } },
  { group: 'lottery', path: '/lgw/games/popular', send: () => api.getPopularLotteries('SEA'), wrongValue: { games: [] } },
  { group: 'wallet', path: '/wps/v2/wallets/balance', send: () => api.getBalance(), wrongValue: { sumBalance: 'lots', balance: [] } },
  { group: 'agent', path: '/wps/member/info/funds/consolidated', send: () => api.getConsolidatedFunds(), wrongValue: [1, 2] },
  { group: 'points', path: api.POINTS_PATHS.redeemList, send: () => api.getRedeemList(), wrongValue: { rows: 'x' } },
  { group: 'missions', path: '/wps/relay/MCSFE_getMissionLeaderboard', send: () => api.getMissionLeaderboard(), wrongValue: 'leaderboard' },
  { group: 'notices', path: '/wps/relay/MCSFE_getListAnnouncements', send: () => api.getAnnouncements(['B']), wrongValue: { notices: [{ id: 1 }] } },
  { group: 'feedback', path: '/wps/feedback', send: () => api.sendFeedback({ content: 'hi' }), wrongValue: 'thanks' },
  { group: 'promotions', path: '/wps/promotion/detail', send: () => api.getPromotion(101), wrongValue: { promotionId: 101, title: 'x', category: 'CASINO', startTime: 1, endTime: 2 } },
  { group: 'vip', path: '/wps/vip/progress', send: () => api.getVipProgress(), wrongValue: { rankLevel: 2, labelName: 'Silver', percent: 'half' } },
  { group: 'download', path: '/wps/system/download', send: () => api.getDownloadLinks(), wrongValue: { ios: { url: 'x' } } },
  { group: 'red envelope', path: '/wps/redEnvelope', send: () => api.getRedEnvelope(), wrongValue: { envelopeId: 'R1', status: 'opened' } },
];

function respondWith(path: string, response: () => Response): void {
  server.use(http.all(url(path), response));
}

describe.each(GROUPS)('malformed responses: $group', ({ path, send, wrongValue }) => {
  it('HTML instead of JSON → err_malformed', async () => {
    respondWith(path, () => HttpResponse.html('<!doctype html><html><body>Gateway says hi</body></html>'));
    await expect(send()).rejects.toMatchObject({ name: 'ApiError', messageKey: 'err_malformed' });
  });

  it('no envelope → err_malformed', async () => {
    respondWith(path, () => HttpResponse.json({ data: 'something else' }));
    await expect(send()).rejects.toMatchObject({ messageKey: 'err_malformed' });
  });

  it('envelope with wrong types → err_malformed', async () => {
    respondWith(path, () => HttpResponse.json({ success: 'yes', value: null }));
    await expect(send()).rejects.toMatchObject({ messageKey: 'err_malformed' });
  });

  it('value with missing fields or wrong types → err_malformed', async () => {
    respondWith(path, () => ok(wrongValue));
    await expect(send()).rejects.toMatchObject({ messageKey: 'err_malformed' });
  });
});

describe('malformed responses: specific shapes', () => {
  it('a launch without content is malformed', async () => {
    respondWith('/wps/game/launchGame', () => ok({ url: 'x' }));
    await expect(api.launchGame({ gameId: 'pg-1', vassalage: 'PG', username: 'u' })).rejects.toMatchObject({ messageKey: 'err_malformed' });
  });

  it('a launch whose URLs are empty is the invalid-URL error of spec §8', async () => {
    respondWith('/wps/game/launchGame', () => ok({ content: { game_url: '', game_url2: '' } }));
    await expect(api.launchGame({ gameId: 'pg-1', vassalage: 'PG', username: 'u' })).rejects.toMatchObject({ messageKey: 'err_invalid_game_url' });
  });

  it('a captcha that is not base64 is malformed', async () => {
    respondWith('/wps/captcha', () => ok('<svg>'));
    await expect(api.getCaptcha()).rejects.toMatchObject({ messageKey: 'err_malformed' });
  });

  it('a whitelabel node with a bad enabled flag is malformed', async () => {
    respondWith('/wps/system/whitelabel', () => ok([{ modId: 'A', enabled: 'yes' }]));
    await expect(api.getWhitelabel()).rejects.toMatchObject({ messageKey: 'err_malformed' });
  });

  it('a bad RSA key stops an encrypted call with err_malformed', async () => {
    respondWith('/wps/session/key/rsa', () => ok({ modulus: 'not-hex', exponent: '10001' }));
    await expect(api.login({ username: 'a', password: 'b', type: 'username' })).rejects.toMatchObject({ messageKey: 'err_malformed' });
  });
});
