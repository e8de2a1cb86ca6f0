import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { getBalance, login } from '@/api';
import { makeKeys, ok, resetClient, secretFromHeader, url, type TestKeys } from './support';

/** A platform that can be "killed" and "restarted" with a new RSA key, as `npm run platform` does. */
let keys: TestKeys = makeKeys();
let down = false;

const server = setupServer(
  http.all(url('/wps/*'), async ({ request }) => {
    if (down) return HttpResponse.error();
    const path = new URL(request.url).pathname;
    if (path === '/wps/session/key/rsa') return ok({ modulus: keys.modulus, exponent: '10001' });
    if (path === '/wps/session/login') {
      // Only a secret encrypted under the current key decrypts to 16 characters.
      const secret = secretFromHeader(request.headers.get('encryption') ?? '', keys);
      if (!/^[A-Za-z0-9]{16}$/.test(secret)) return HttpResponse.json({ success: false, value: null, errorCode: 'request_param_err' }, { status: 400 });
      return ok({ token: 'tok', firstTimeLogin: false, passwordExpired: false, userInfo: { userName: 'player01' } });
    }
    return ok({ sumBalance: 1, balance: [] });
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetClient();
  down = false;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('platform server killed and restarted while the site is open', () => {
  it('the next action gets the network error; after the restart it works again, with the new key', async () => {
    await expect(login({ username: 'player01', password: 'x', type: 'username' })).resolves.toMatchObject({ token: 'tok' });
    down = true;
    await expect(getBalance()).rejects.toMatchObject({ name: 'ApiError', messageKey: 'err_network' });
    // The restarted platform generated a new key pair; the cached one must not be reused.
    keys = makeKeys();
    down = false;
    await expect(getBalance()).resolves.toMatchObject({ sumBalance: 1 });
    await expect(login({ username: 'player01', password: 'x', type: 'username' })).resolves.toMatchObject({ token: 'tok' });
  });

  it('a restart the site never noticed: the stale key is refused once, then the new key is fetched', async () => {
    await expect(login({ username: 'player01', password: 'x', type: 'username' })).resolves.toMatchObject({ token: 'tok' });
    keys = makeKeys();
    await expect(login({ username: 'player01', password: 'x', type: 'username' })).resolves.toMatchObject({ token: 'tok' });
  });
});
