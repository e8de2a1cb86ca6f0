import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startPlatformServer, type PlatformServer } from '../../embedded-platform';

/**
 * Issue 41: a merchant an operator adds in the studio is served by the embedded platform under `npm start` (which
 * passes the served merchants.json's list), as a real platform's team would set it up; any other merchant is still
 * refused.
 */
describe('embedded platform: merchants besides croupier and luckystar', () => {
  let server: PlatformServer;
  let listed: string[] = [];
  const status = (merchant: string) => fetch(`${server.url}/wps/system/status`, { headers: { Merchant: merchant, Language: 'EN', Device: 'web', 'X-Gateway-Version': '3' } });

  beforeAll(async () => {
    server = await startPlatformServer({ port: 0, log: () => undefined, moreMerchants: () => listed });
  });
  afterAll(async () => {
    await server.close();
  });

  it('serves a merchant once the list names it, and refuses it before', async () => {
    expect((await status('goldenpalace')).status).toBe(400);
    listed = ['croupier', 'luckystar', 'goldenpalace'];
    const answer = await status('goldenpalace');
    expect(answer.status).toBe(200);
    expect(await answer.json()).toMatchObject({ success: true, value: { maintenance: false } });
    expect((await status('acme')).status).toBe(400);
  });
});
