import CryptoJS from 'crypto-js';
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { changePassword, configureApi, convertPoints, forgotPasswordByEmail, login, loginFreePlay, redeemGoods, register, registerByMobile, setPasswordByPhone } from '@/api';
import { makeKeys, ok, resetClient, secretFromHeader, url } from './support';

const keys = makeKeys();
const captured: { path: string; headers: Headers; body: string }[] = [];
let keyFetches = 0;

const loginValue = { token: 't1', firstTimeLogin: false, passwordExpired: false, userInfo: { userName: 'player01' } };

const server = setupServer(
  http.get(url('/wps/session/key/rsa'), () => {
    keyFetches += 1;
    return ok({ modulus: keys.modulus, exponent: '10001' });
  }),
  http.all(url('/wps/*'), async ({ request }) => {
    captured.push({ path: new URL(request.url).pathname, headers: request.headers, body: await request.text() });
    if (request.url.includes('/points/')) return ok({ points: 0 });
    return ok(request.url.includes('login') || request.url.includes('register') ? loginValue : null);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetClient();
  captured.length = 0;
  keyFetches = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

function decryptDes(ciphertext: string, secret: string): unknown {
  const plain = CryptoJS.DES.decrypt(ciphertext, CryptoJS.enc.Utf8.parse(secret.slice(0, 8)), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString(CryptoJS.enc.Utf8);
  return JSON.parse(plain);
}

function decryptAes(ciphertext: string, secret: string): unknown {
  const plain = CryptoJS.AES.decrypt(ciphertext, CryptoJS.enc.Utf8.parse(secret), { mode: CryptoJS.mode.ECB, padding: CryptoJS.pad.Pkcs7 }).toString(CryptoJS.enc.Utf8);
  return JSON.parse(plain);
}

/** What the gateway would recover from the last captured request. */
function opened(decrypt = decryptDes): { secret: string; payload: unknown } {
  const last = captured.at(-1);
  if (!last) throw new Error('no request captured');
  const header = last.headers.get('encryption') ?? '';
  expect(header).toMatch(/^[0-9a-f]+$/);
  const secret = secretFromHeader(header, keys);
  const body: unknown = JSON.parse(last.body);
  expect(body).toEqual({ value: expect.any(String) });
  const value = (body as { value: string }).value;
  expect(value).toMatch(/^[A-Za-z0-9+/]+=*$/);
  return { secret, payload: decrypt(value, secret) };
}

describe('encrypted calls (spec §7)', () => {
  it('login: DES body under r[0..8], r reversed and RSA-encrypted in the header', async () => {
    const result = await login({ username: 'player01', password: 'secret1', type: 'username', captcha: '1234' });
    expect(result.token).toBe('t1');
    const { secret, payload } = opened();
    expect(secret).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(payload).toEqual({ username: 'player01', password: 'secret1', type: 'username', captcha: '1234' });
  });

  it('draws r from the injected random source', async () => {
    configureApi({ randomBytes: (bytes) => bytes.fill(1) });
    await login({ username: 'a', password: 'b', type: 'username' });
    expect(opened().secret).toBe('B'.repeat(16));
  });

  it('fetches the RSA key once and a fresh secret per request', async () => {
    await Promise.all([login({ username: 'a', password: 'b', type: 'username' }), changePassword({ oldPassword: 'a', newPassword: 'b', confirmNewPassword: 'b' })]);
    await setPasswordByPhone({ newPassword: 'n', mobileNum: '9171234567', verificationCode: '123456' });
    expect(keyFetches).toBe(1);
    const secrets = captured.map((c) => secretFromHeader(c.headers.get('encryption') ?? '', keys));
    expect(new Set(secrets).size).toBe(3);
  });

  it.each([
    ['register', () => register({ username: 'newbie1', password: 'abc123' }, { registerUrl: 'http://localhost/register' }), '/wps/member/register', { username: 'newbie1', password: 'abc123', registerUrl: 'http://localhost/register', registerMethod: 'WEB', login: true }],
    ['register/mobile', () => registerByMobile({ mobileNum: '9171234567', password: 'abc123' }, { registerUrl: 'r' }), '/wps/member/register/mobile', { username: '9171234567', mobileNum: '9171234567', password: 'abc123', confirmPassword: 'abc123', registerUrl: 'r', registerMethod: 'WEB', login: true }],
    ['password change', () => changePassword({ oldPassword: 'o', newPassword: 'n', confirmNewPassword: 'n' }), '/wps/member/password', { oldPassword: 'o', newPassword: 'n', confirmNewPassword: 'n' }],
    ['set password by phone', () => setPasswordByPhone({ newPassword: 'n', mobileNum: 'm', verificationCode: 'c' }), '/wps/member/password/verification', { newPassword: 'n', mobileNum: 'm', verificationCode: 'c' }],
    ['point redeem', () => redeemGoods({ goodsId: 2, paymentPassword: '123456' }), undefined, { goodsId: 2, paymentPassword: '123456' }],
    ['point convert', () => convertPoints({ points: 100, password: 'pay123' }), undefined, { points: 100, password: 'pay123' }],
  ] as const)('%s is encrypted', async (_name, send, path, expected) => {
    await send();
    if (path) expect(captured.at(-1)?.path).toBe(path);
    expect(opened().payload).toMatchObject(expected);
  });

  it('switches to AES (all 16 characters as key) by configuration', async () => {
    configureApi({ cipher: 'AES' });
    await login({ username: 'a', password: 'b', type: 'username' });
    expect(opened(decryptAes).payload).toEqual({ username: 'a', password: 'b', type: 'username' });
  });

  it('free play sends only the encrypted random string', async () => {
    await loginFreePlay();
    const last = captured.at(-1);
    expect(last?.path).toBe('/wps/session/login/freeplay');
    expect(secretFromHeader(last?.headers.get('encryption') ?? '', keys)).toMatch(/^[A-Za-z0-9]{16}$/);
    expect(JSON.parse(last?.body ?? '{}')).toMatchObject({ platform: 'html5-desktop' });
  });

  it('forgot password by email is form-encoded, not encrypted', async () => {
    await forgotPasswordByEmail({ username: 'player01', email: 'p@example.com' });
    const last = captured.at(-1);
    expect(last?.headers.get('content-type')).toContain('application/x-www-form-urlencoded');
    expect(new URLSearchParams(last?.body).get('email')).toBe('p@example.com');
    expect(last?.headers.has('encryption')).toBe(false);
  });

  it('maps a failing key fetch to the network error and retries the key next time', async () => {
    server.use(http.get(url('/wps/session/key/rsa'), () => HttpResponse.error(), { once: true }));
    await expect(login({ username: 'a', password: 'b', type: 'username' })).rejects.toMatchObject({ messageKey: 'err_network' });
    await expect(login({ username: 'a', password: 'b', type: 'username' })).resolves.toMatchObject({ token: 't1' });
  });
});
