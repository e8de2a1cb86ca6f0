import { describe, expect, it, vi } from 'vitest';
import { configureApi, getBalance, getCaptcha, login, loginFreePlay, loginNeedsCaptcha, logout, sendLoginSms, sendRegisterSms } from '@/api';
import { FAILURES_BEFORE_CAPTCHA } from '../../../embedded-platform/handlers';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, PLAYER_MOBILE } from '../../../embedded-platform/platform';
import { loginAs, rejection, withEmbeddedPlatform, selectScenario, actAsUnknownMerchant } from './use-platform';

const { platform } = withEmbeddedPlatform();

describe('session calls against the embedded platform', () => {
  it('login: a demo player logs in; a wrong password is refused with the platform message', async () => {
    const result = await loginAs(DEMO_ACCOUNTS.player);
    expect(result).toMatchObject({ firstTimeLogin: false, passwordExpired: false, userInfo: { userName: DEMO_ACCOUNTS.player, type: 0 } });
    expect(result.token).not.toBe('');
    const error = await rejection(login({ username: DEMO_ACCOUNTS.vipPlayer, password: 'wrong', type: 'username' }));
    expect(error).toMatchObject({ errorCode: 'login.password.incorrect', messageKey: 'err_unknown', serverMessage: expect.any(String) });
    expect(loginNeedsCaptcha(error)).toBe(false);
  });

  it('login: after repeated failures the response asks for the captcha, and the captcha lets the member in', async () => {
    let last: unknown;
    for (let i = 0; i < FAILURES_BEFORE_CAPTCHA; i++) last = await login({ username: DEMO_ACCOUNTS.agentType41, password: 'nope', type: 'username' }).catch((error: unknown) => error);
    expect(loginNeedsCaptcha(last)).toBe(true);
    const withoutCaptcha = await rejection(login({ username: DEMO_ACCOUNTS.agentType41, password: DEMO_PASSWORD, type: 'username' }));
    expect(loginNeedsCaptcha(withoutCaptcha)).toBe(true);
    const image = await getCaptcha();
    expect(image).toMatch(/^data:image\/png;base64,iVBOR/);
    const captcha = platform.captchas.latest() ?? '';
    await expect(login({ username: DEMO_ACCOUNTS.agentType41, password: DEMO_PASSWORD, type: 'username', captcha })).resolves.toMatchObject({ userInfo: { type: 41 } });
  });

  it('getCaptcha: refused while the site is under maintenance', async () => {
    selectScenario('maintenance');
    expect((await rejection(getCaptcha())).messageKey).toBe('err_unavailable');
  });

  it('sendLoginSms + SMS login: the code sent to the phone logs in; a second send is throttled', async () => {
    const sent = await sendLoginSms({ mobileNum: PLAYER_MOBILE, countryDialingCode: '63' });
    expect(sent.expiredMinutes).toBeGreaterThan(0);
    const code = platform.sms.latestFor(PLAYER_MOBILE) ?? '';
    await expect(login({ username: PLAYER_MOBILE, password: code, type: 'sms' })).resolves.toMatchObject({ userInfo: { userName: DEMO_ACCOUNTS.player } });
    const throttled = await rejection(sendLoginSms({ mobileNum: PLAYER_MOBILE, countryDialingCode: '63' }));
    expect(throttled).toMatchObject({ errorCode: 'sms.send.too.frequent', serverMessage: expect.stringMatching(/try again/i) });
  });

  it('sendLoginSms: an unknown number is "username/email does not exist"', async () => {
    expect((await rejection(sendLoginSms({ mobileNum: '9170000001', countryDialingCode: '63' }))).messageKey).toBe('err_account_not_found');
  });

  it('SMS login: a wrong code is refused', async () => {
    const error = await rejection(login({ username: PLAYER_MOBILE, password: '000000', type: 'sms' }));
    expect(error.errorCode).toBe('sms.code.invalid');
  });

  it('sendRegisterSms: a new number gets a code; a registered one is refused', async () => {
    await expect(sendRegisterSms({ mobileNo: '9175550001', countryDialingCode: '63' })).resolves.toMatchObject({ expiredMinutes: expect.any(Number) });
    expect((await rejection(sendRegisterSms({ mobileNo: PLAYER_MOBILE, countryDialingCode: '63' }))).errorCode).toBe('member.username.exists');
    expect((await rejection(sendRegisterSms({ mobileNo: 'abc', countryDialingCode: '63' }))).messageKey).toBe('err_request_param');
  });

  it('loginFreePlay: opens a trial (type 4) session; refused where free play is off', async () => {
    await expect(loginFreePlay()).resolves.toMatchObject({ userInfo: { type: 4 } });
    selectScenario('minimal');
    expect((await rejection(loginFreePlay())).messageKey).toBe('err_unavailable');
  });

  it('logout: ends the session, so the next call is "not logged in" and logs the app out once', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    await expect(getBalance()).resolves.toMatchObject({ sumBalance: expect.any(Number) });
    await logout();
    const onSessionExpired = vi.fn();
    configureApi({ onSessionExpired });
    expect((await rejection(getBalance())).messageKey).toBe('err_not_logged_in');
    await rejection(getBalance());
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('logout: refused for a merchant the platform does not serve', async () => {
    actAsUnknownMerchant();
    expect((await rejection(logout())).messageKey).toBe('err_unavailable');
  });
});
