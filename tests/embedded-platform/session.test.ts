import { describe, expect, it } from 'vitest';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from '../../embedded-platform';
import { call, callEncrypted, login, tokenOf, usePlatform } from './support/platform-client';

describe('embedded platform: session', () => {
  const platform = usePlatform();

  it('logs a demo player in and answers member info for the token', async () => {
    const { status, body } = await login(DEMO_ACCOUNTS.player, DEMO_PASSWORD);
    expect(status).toBe(200);
    expect(body.success).toBe(true);
    const value = body.value as { token: string; firstTimeLogin: boolean; passwordExpired: boolean; userInfo: { userName: string } };
    expect(value.userInfo.userName).toBe('player01');
    expect(value.firstTimeLogin).toBe(false);
    const info = await call('/wps/member/info', { token: value.token });
    expect(info.body.value).toMatchObject({ account: 'player01', type: 0, clubLabel: { rankLevel: 2 } });
  });

  it('refuses a wrong password, then asks for the captcha after 3 failures and accepts a correct one', async () => {
    const first = await login('player01', 'wrong-1');
    expect(first.body).toMatchObject({ success: false, errorCode: 'login.password.incorrect', value: null });
    await login('player01', 'wrong-2');
    const third = await login('player01', 'wrong-3');
    expect(third.body.value).toEqual({ captcha: true });

    const withoutCaptcha = await login('player01', DEMO_PASSWORD);
    expect(withoutCaptcha.body).toMatchObject({ success: false, errorCode: 'captcha.incorrect', value: { captcha: true } });

    const image = await call('/wps/captcha');
    const png = Buffer.from(image.body.value as string, 'base64');
    expect(png.subarray(1, 4).toString('ascii')).toBe('PNG');
    const code = platform().captchas.latest();
    const ok = await login('player01', DEMO_PASSWORD, { captcha: code });
    expect(ok.body.success).toBe(true);
  });

  it('decrypts what the client encrypts (DES body under r, RSA header of r reversed)', async () => {
    const bad = await call('/wps/session/login', { json: { value: 'not-encrypted' }, headers: { Encryption: 'abc123' } });
    expect(bad.status).toBe(400);
    expect(bad.body.errorCode).toBe('request_param_err');
    const plain = await call('/wps/session/login', { json: { username: 'player01', password: DEMO_PASSWORD } });
    expect(plain.body.errorCode).toBe('request_param_err');
    const good = await callEncrypted('/wps/session/login', { username: 'player01', password: DEMO_PASSWORD, type: 'username' });
    expect(good.body.success).toBe(true);
  });

  it('logout invalidates the token: the next member call is 401 login.not.session', async () => {
    const token = await tokenOf('player01', DEMO_PASSWORD);
    expect((await call('/wps/v2/wallets/balance', { token })).body.success).toBe(true);
    const logout = await call('/wps/session/logout', { method: 'DELETE', token });
    expect(logout.body.success).toBe(true);
    const after = await call('/wps/member/info', { token });
    expect(after.status).toBe(401);
    expect(after.body.errorCode).toBe('login.not.session');
  });

  it('rejects unknown and missing tokens with 401', async () => {
    expect((await call('/wps/member/info', { token: 'made-up' })).status).toBe(401);
    expect((await call('/wps/member/info')).body.errorCode).toBe('login.not.session');
  });

  it('forces a password change for fresh01, after which it is a normal login', async () => {
    const first = await login(DEMO_ACCOUNTS.firstLogin, DEMO_PASSWORD);
    const value = first.body.value as { token: string; firstTimeLogin: boolean; passwordExpired: boolean };
    expect(value).toMatchObject({ firstTimeLogin: true, passwordExpired: true });
    const wrongOld = await callEncrypted('/wps/member/password', { oldPassword: 'nope', newPassword: 'NewPass123', confirmNewPassword: 'NewPass123' }, { token: value.token });
    expect(wrongOld.body.errorCode).toBe('member.password.incorrect');
    const changed = await callEncrypted('/wps/member/password', { oldPassword: DEMO_PASSWORD, newPassword: 'NewPass123', confirmNewPassword: 'NewPass123' }, { token: value.token });
    expect(changed.body.success).toBe(true);
    expect((await call('/wps/member/info', { token: value.token })).status).toBe(401);
    const again = await login(DEMO_ACCOUNTS.firstLogin, 'NewPass123');
    expect(again.body.value).toMatchObject({ firstTimeLogin: false, passwordExpired: false });
  });

  it('refuses a missing, unknown or doubled Merchant header with function.not.available', async () => {
    for (const merchant of ['unknown-brand', 'croupier, croupier']) {
      const result = await call('/wps/system/status', { headers: { Merchant: merchant } });
      expect(result.status).toBe(400);
      expect(result.body.errorCode).toBe('function.not.available');
    }
    expect((await call('/wps/system/status', { headers: { Merchant: 'luckystar' } })).body.success).toBe(true);
  });

  it('throttles SMS codes to one a minute per number and logs the code in with it', async () => {
    const sent = await call('/wps/verification/sms/noLogin', { json: { mobileNum: '09171234567', countryDialingCode: '63' } });
    expect(sent.body).toMatchObject({ success: true, value: { expiredMinutes: 5 } });
    const again = await call('/wps/verification/sms/noLogin', { json: { mobileNum: '9171234567', countryDialingCode: '63' } });
    expect(again.body.errorCode).toBe('sms.send.too.frequent');
    const code = platform().sms.latestFor('9171234567');
    const smsLogin = await callEncrypted('/wps/session/login', { username: '9171234567', password: code, type: 'sms' });
    expect(smsLogin.body.value).toMatchObject({ userInfo: { userName: 'player01' } });
  });

  it('free play opens a trial session only when FREEPLAY3 is on', async () => {
    const minimal = await callEncrypted('/wps/session/login/freeplay', {}, { scenario: 'minimal' });
    expect(minimal.body.errorCode).toBe('function.not.available');
    const trial = await callEncrypted('/wps/session/login/freeplay', {});
    expect(trial.body.value).toMatchObject({ userInfo: { type: 4 } });
  });
});
