import { describe, expect, it } from 'vitest';
import { changePassword, forgotPasswordByEmail, getMemberIcon, getMemberInfo, getPlayerAvatars, login, register, registerByMobile, sendLoginSms, sendRegisterSms, setPasswordByPhone } from '@/api';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, PLAYER_MOBILE, VALID_AFFILIATE_CODE } from '../../../embedded-platform/platform';
import { CONSENT, loginAs, passedBotCheck, rejection, withEmbeddedPlatform, selectScenario } from './use-platform';

const { platform } = withEmbeddedPlatform();
const REGISTER_URL = 'http://localhost/register';

describe('member calls against the embedded platform', () => {
  it('getMemberInfo: the logged-in member; without a session "not logged in"', async () => {
    await loginAs(DEMO_ACCOUNTS.vipPlayer);
    await expect(getMemberInfo()).resolves.toMatchObject({ account: DEMO_ACCOUNTS.vipPlayer, type: 0, clubLabel: { rankLevel: 6 } });
    sessionStorage.removeItem('token');
    expect((await rejection(getMemberInfo())).messageKey).toBe('err_not_logged_in');
  });

  it('getMemberIcon and getPlayerAvatars: need a session', async () => {
    await loginAs(DEMO_ACCOUNTS.player);
    await expect(getMemberIcon()).resolves.toMatchObject({ avatarType: 'STATIC' });
    const avatars = await getPlayerAvatars();
    expect(avatars.length).toBeGreaterThan(0);
    sessionStorage.removeItem('token');
    expect((await rejection(getMemberIcon())).messageKey).toBe('err_not_logged_in');
    expect((await rejection(getPlayerAvatars())).messageKey).toBe('err_not_logged_in');
  });

  it('register: a new member is logged in and can log in again; a taken username and a bad affiliate code are refused', async () => {
    // Without mobile verification (REGMOBVERF3) the username tab needs no SMS code.
    selectScenario('minimal');
    const registered = await register({ username: 'newbie01', password: 'abc12345', confirmPassword: 'abc12345', affiliateCode: VALID_AFFILIATE_CODE }, { registerUrl: REGISTER_URL });
    expect(registered?.userInfo.userName).toBe('newbie01');
    await expect(login({ username: 'newbie01', password: 'abc12345', type: 'username' })).resolves.toMatchObject({ token: expect.any(String) });
    const taken = await rejection(register({ username: 'newbie01', password: 'abc12345', confirmPassword: 'abc12345' }, { registerUrl: REGISTER_URL }));
    expect(taken).toMatchObject({ errorCode: 'member.username.exists', serverMessage: expect.stringMatching(/taken/) });
    const badCode = await rejection(register({ username: 'newbie02', password: 'abc12345', confirmPassword: 'abc12345', affiliateCode: 'NOPE99' }, { registerUrl: REGISTER_URL }));
    expect(badCode.messageKey).toBe('err_affiliate_invalid');
  });

  it('register: a field breaking the server rule (spec §5) is refused with the field named', async () => {
    selectScenario('minimal');
    const error = await rejection(register({ username: '1bad', password: 'abc12345', confirmPassword: 'abc12345' }, { registerUrl: REGISTER_URL }));
    expect(error).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'username' } });
  });

  it('registerByMobile: the SMS code registers the number; a wrong code is refused', async () => {
    const mobileNo = '9175550002';
    await sendRegisterSms({ mobileNo, countryDialingCode: '63' });
    const wrong = await rejection(registerByMobile({ mobileNum: mobileNo, password: 'abc12345', verificationCode: '000000', ...CONSENT }, { registerUrl: REGISTER_URL }));
    expect(wrong.errorCode).toBe('sms.code.invalid');
    const code = platform.sms.latestFor(mobileNo) ?? '';
    const registered = await registerByMobile({ mobileNum: mobileNo, password: 'abc12345', verificationCode: code, ...CONSENT }, { registerUrl: REGISTER_URL });
    expect(registered?.userInfo.userName).toBe(mobileNo);
  });

  it('allFlags: the register SMS needs a passed bot check; a username registration then carries the number and its code', async () => {
    selectScenario('allFlags');
    const mobileNo = '9175550003';
    const refused = await rejection(sendRegisterSms({ mobileNo, countryDialingCode: '63' }));
    expect(refused.errorCode).toBe('captcha.check.failed');
    await expect(sendRegisterSms({ mobileNo, countryDialingCode: '63', botCheck: passedBotCheck(platform) })).resolves.toMatchObject({ expiredMinutes: 5 });
    const user = { username: 'withphone01', password: 'abc12345', confirmPassword: 'abc12345', paymentPassword: '123456', email: 'withphone01@example.com', countryDialingCode: '63', ...CONSENT };
    // The number is required in allFlags, also on the username tab.
    const noNumber = await rejection(register({ ...user, captcha: platform.captchas.issue().code, ...passedBotCheck(platform) }, { registerUrl: REGISTER_URL }));
    expect(noNumber).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'mobileNum' } });
    const code = platform.sms.latestFor(mobileNo) ?? '';
    const registered = await register({ ...user, mobileNum: mobileNo, verificationCode: code, captcha: platform.captchas.issue().code, ...passedBotCheck(platform) }, { registerUrl: REGISTER_URL });
    expect(registered?.userInfo.userName).toBe('withphone01');
    expect(platform.accounts.findByMobile(mobileNo)?.account).toBe('withphone01');
  });

  it('changePassword: the new password works after logging in again; a wrong old password is refused', async () => {
    selectScenario('minimal');
    await register({ username: 'changer01', password: 'abc12345', confirmPassword: 'abc12345' }, { registerUrl: REGISTER_URL });
    await loginAs('changer01', 'abc12345');
    const wrongOld = await rejection(changePassword({ oldPassword: 'nope1234', newPassword: 'xyz98765', confirmNewPassword: 'xyz98765' }));
    expect(wrongOld.errorCode).toBe('member.password.incorrect');
    await changePassword({ oldPassword: 'abc12345', newPassword: 'xyz98765', confirmNewPassword: 'xyz98765' });
    // spec §4: after a password change the user logs in again.
    expect((await rejection(getMemberInfo())).messageKey).toBe('err_not_logged_in');
    await expect(loginAs('changer01', 'xyz98765')).resolves.toMatchObject({ userInfo: { userName: 'changer01' } });
  });

  it('changePassword: a trial account is refused', async () => {
    await loginAs(DEMO_ACCOUNTS.trial);
    const error = await rejection(changePassword({ oldPassword: DEMO_PASSWORD, newPassword: 'xyz98765', confirmNewPassword: 'xyz98765' }));
    expect(error.messageKey).toBe('err_need_real_account');
  });

  it('forgotPasswordByEmail (form-encoded): the same answer whether or not the pair names an account', async () => {
    await expect(forgotPasswordByEmail({ username: DEMO_ACCOUNTS.player, email: `${DEMO_ACCOUNTS.player}@croupier.example` })).resolves.toBeUndefined();
    await expect(forgotPasswordByEmail({ username: DEMO_ACCOUNTS.player, email: 'other@example.com' })).resolves.toBeUndefined();
    await expect(forgotPasswordByEmail({ username: 'nobody404', email: 'nobody@example.com' })).resolves.toBeUndefined();
  });

  it('setPasswordByPhone: with CHNGPASSVERIF3 the SMS code resets and logs in; without it the call is unavailable', async () => {
    const error = await rejection(setPasswordByPhone({ newPassword: 'reset1234', mobileNum: PLAYER_MOBILE, verificationCode: '000000' }));
    expect(error.messageKey).toBe('err_unavailable');
    selectScenario('allFlags');
    // allFlags asks for a bot check before every SMS code (spec §3 geetest fields).
    const refused = await rejection(sendLoginSms({ mobileNum: PLAYER_MOBILE, countryDialingCode: '63' }));
    expect(refused.errorCode).toBe('captcha.check.failed');
    await sendLoginSms({ mobileNum: PLAYER_MOBILE, countryDialingCode: '63', botCheck: passedBotCheck(platform) });
    const wrongCode = await rejection(setPasswordByPhone({ newPassword: 'reset1234', mobileNum: PLAYER_MOBILE, verificationCode: '000000' }));
    expect(wrongCode.errorCode).toBe('sms.code.invalid');
    const code = platform.sms.latestFor(PLAYER_MOBILE) ?? '';
    const result = await setPasswordByPhone({ newPassword: 'reset1234', mobileNum: PLAYER_MOBILE, verificationCode: code });
    expect(result?.userInfo.userName).toBe(DEMO_ACCOUNTS.player);
    await expect(login({ username: DEMO_ACCOUNTS.player, password: 'reset1234', type: 'username' })).resolves.toMatchObject({ token: expect.any(String) });
  });
});
