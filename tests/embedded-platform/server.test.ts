import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, startPlatformServer, type PlatformServer } from '../../embedded-platform';
import { encryptLikeClient, type PublicKey } from './support/encrypt-like-client';

/** No msw interception here: real HTTP to a real socket on a random port. */
describe('embedded platform: node server', () => {
  let server: PlatformServer;
  const headers = { Merchant: 'croupier', Language: 'EN', Device: 'web', 'X-Gateway-Version': '3' };

  beforeAll(async () => {
    server = await startPlatformServer({ port: 0, log: () => undefined });
  });
  afterAll(async () => {
    await server.close();
  });

  it('answers the status call and a login over real HTTP', async () => {
    expect(server.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const status = await (await fetch(`${server.url}/wps/system/status`, { headers })).json();
    expect(status).toMatchObject({ success: true, value: { maintenance: false } });
    const key = (await (await fetch(`${server.url}/wps/session/key/rsa`, { headers })).json()) as { value: PublicKey };
    const encrypted = encryptLikeClient({ username: 'agent01', password: DEMO_PASSWORD, type: 'username' }, key.value);
    const login = await fetch(`${server.url}/wps/session/login`, { method: 'POST', headers: { ...headers, 'Content-Type': 'application/json', Encryption: encrypted.encryption }, body: encrypted.body });
    expect(await login.json()).toMatchObject({ success: true, value: { userInfo: { userName: 'agent01', type: 1 } } });
  });

  it('answers unknown paths with a 404 envelope', async () => {
    const response = await fetch(`${server.url}/wps/nothing/here`, { headers });
    expect(response.status).toBe(404);
    expect(await response.json()).toMatchObject({ success: false, errorCode: 'not.found' });
  });
});
