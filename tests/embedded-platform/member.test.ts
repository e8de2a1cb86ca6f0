import { describe, expect, it } from 'vitest';
import { DEFAULT_MEMBER_PASSWORD, DEMO_ACCOUNTS, DEMO_PASSWORD, VALID_AFFILIATE_CODE } from '../../embedded-platform';
import { call, callEncrypted, login, tokenOf, usePlatform } from './support/platform-client';

/** The boxes the register settings ask for ticked: 18+ (21+ in allFlags) and the terms. */
const CONSENT = { ageConfirm: 'true', ageConfirm21: 'true', agreeTerms: 'true' };
const newUser = { username: 'newbie01', password: 'Secret123', confirmPassword: 'Secret123', registerMethod: 'WEB', login: true, ...CONSENT };

describe('embedded platform: registration and accounts', () => {
  const platform = usePlatform();

  it('registers a user who can then log in with the same password', async () => {
    const registered = await callEncrypted('/wps/member/register', newUser, { method: 'PUT' });
    expect(registered.body.success).toBe(true);
    expect(registered.body.value).toMatchObject({ userInfo: { userName: 'newbie01', type: 0 } });
    const loggedIn = await login('newbie01', 'Secret123');
    expect(loggedIn.body.success).toBe(true);
  });

  it('refuses a username that is taken, whatever its case', async () => {
    const taken = await callEncrypted('/wps/member/register', { ...newUser, username: 'Player01' }, { method: 'PUT' });
    expect(taken.body).toMatchObject({ success: false, errorCode: 'member.username.exists' });
  });

  it('checks fields against the register settings it publishes', async () => {
    const settings = await call('/wps/system/setting/register');
    expect(settings.body.value).toMatchObject({ username: { enabled: true, required: true, minLength: 6, maxLength: 16 } });
    const short = await callEncrypted('/wps/member/register', { ...newUser, username: 'ab' }, { method: 'PUT' });
    expect(short.body).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'username' } });
    const mismatch = await callEncrypted('/wps/member/register', { ...newUser, confirmPassword: 'Other123' }, { method: 'PUT' });
    expect(mismatch.body.value).toEqual({ field: 'confirmPassword' });
  });

  it('accepts a valid affiliate code and refuses an invalid one, on its own and at register', async () => {
    const valid = await call(`/wps/agent/affiliate?code=${VALID_AFFILIATE_CODE}&domain=localhost`);
    expect(valid.body).toMatchObject({ success: true, value: { valid: true } });
    const invalid = await call('/wps/agent/affiliate?code=NOPE99&domain=localhost');
    expect(invalid.body).toMatchObject({ success: false, errorCode: 'affiliate.code.invalid' });
    const atRegister = await callEncrypted('/wps/member/register', { ...newUser, affiliateCode: 'NOPE99' }, { method: 'PUT' });
    expect(atRegister.body.errorCode).toBe('affiliate.code.invalid');
    const underAgent = await callEncrypted('/wps/member/register', { ...newUser, affiliateCode: VALID_AFFILIATE_CODE }, { method: 'PUT' });
    expect(underAgent.body.success).toBe(true);
    expect(platform().accounts.find('newbie01')?.upline).toBe('agent01');
  });

  it('registers by mobile with the SMS code; the number becomes the username', async () => {
    await call('/wps/verification/sms/register', { json: { mobileNo: '9051112222', countryDialingCode: '63' } });
    const code = platform().sms.latestFor('9051112222');
    const wrong = await callEncrypted('/wps/member/register/mobile', { mobileNum: '9051112222', password: 'Secret123', confirmPassword: 'Secret123', verificationCode: '000000', ...CONSENT }, { method: 'PUT' });
    expect(wrong.body.errorCode).toBe('sms.code.invalid');
    const right = await callEncrypted('/wps/member/register/mobile', { mobileNum: '9051112222', password: 'Secret123', confirmPassword: 'Secret123', verificationCode: code, ...CONSENT }, { method: 'PUT' });
    expect(right.body.value).toMatchObject({ userInfo: { userName: '9051112222' } });
  });

  it('asks for the age and terms consent its register settings publish: 18+ by default, 21+ in allFlags, none in minimal', async () => {
    const settings = async (scenario: string) => (await call('/wps/system/setting/register', { scenario })).body.value as Record<string, { enabled: boolean; required: boolean }>;
    expect(await settings('default')).toMatchObject({ ageConfirm: { enabled: true, required: true }, ageConfirm21: { enabled: false }, agreeTerms: { enabled: true, required: true } });
    expect(await settings('allFlags')).toMatchObject({ ageConfirm: { enabled: false }, ageConfirm21: { enabled: true, required: true }, agreeTerms: { enabled: true } });
    expect(await settings('minimal')).toMatchObject({ ageConfirm: { enabled: false }, ageConfirm21: { enabled: false }, agreeTerms: { enabled: false } });
    const { ageConfirm: _age, ...noAge } = newUser;
    const { agreeTerms: _terms, ...noTerms } = newUser;
    expect((await callEncrypted('/wps/member/register', noAge, { method: 'PUT' })).body).toMatchObject({ success: false, errorCode: 'register.field.invalid', value: { field: 'ageConfirm' } });
    expect((await callEncrypted('/wps/member/register', { ...noTerms, agreeTerms: 'false' }, { method: 'PUT' })).body).toMatchObject({ success: false, value: { field: 'agreeTerms' } });
    expect((await callEncrypted('/wps/member/register', { ...newUser, ageConfirm: true, agreeTerms: true }, { method: 'PUT' })).body.success).toBe(true);
    expect((await callEncrypted('/wps/member/register', { ...noAge, username: 'newbie02', agreeTerms: undefined }, { method: 'PUT', scenario: 'minimal' })).body.success).toBe(true);
  });

  it('answers forgot-password by email (form-encoded) the same whether or not the username and email match (issue 42: it never reveals an account)', async () => {
    const known = await call('/wps/member/password/email', { form: { username: 'player01', email: 'player01@croupier.example' } });
    expect(known.body.success).toBe(true);
    const unknown = await call('/wps/member/password/email', { form: { username: 'player01', email: 'someone@else.example' } });
    expect(unknown.body).toEqual(known.body);
  });

  it('gives every demo account its type, with a VIP above rank 4', async () => {
    const types: Record<string, number> = {};
    // roamer01 logs in only after the unregistered-IP step (tests/api/platform/login-verification.test.ts).
    for (const account of Object.values(DEMO_ACCOUNTS).filter((name) => name !== DEMO_ACCOUNTS.roamer)) {
      const token = await tokenOf(account, account === DEMO_ACCOUNTS.issued ? DEFAULT_MEMBER_PASSWORD : DEMO_PASSWORD);
      const info = (await call('/wps/member/info', { token })).body.value as { type: number; clubLabel: { rankLevel: number } };
      types[account] = info.type;
      if (account === DEMO_ACCOUNTS.vipPlayer) expect(info.clubLabel.rankLevel).toBeGreaterThan(4);
    }
    expect(types).toEqual({ player01: 0, vip01: 0, agent01: 1, agent02: 2, agent41: 41, agent42: 42, trial01: 4, fresh01: 0, issued01: 0, staff01: 3 });
  });

  it('refuses the default password as a new password; a password of its own replaces it', async () => {
    const token = await tokenOf(DEMO_ACCOUNTS.issued, DEFAULT_MEMBER_PASSWORD);
    const same = await callEncrypted('/wps/member/password', { oldPassword: DEFAULT_MEMBER_PASSWORD, newPassword: DEFAULT_MEMBER_PASSWORD, confirmNewPassword: DEFAULT_MEMBER_PASSWORD }, { token });
    expect(same.body).toMatchObject({ errorCode: 'register.field.invalid', value: { field: 'newPassword' } });
    const own = await callEncrypted('/wps/member/password', { oldPassword: DEFAULT_MEMBER_PASSWORD, newPassword: 'Mine12345', confirmNewPassword: 'Mine12345' }, { token });
    expect(own.body.success).toBe(true);
    expect((await login(DEMO_ACCOUNTS.issued, 'Mine12345')).body.success).toBe(true);
  });

  it('resets a password by phone only when CHNGPASSVERIF3 is on, and logs in', async () => {
    const off = await callEncrypted('/wps/member/password/verification', { newPassword: 'Reset1234', mobileNum: '9171234567', verificationCode: '1' });
    expect(off.body.errorCode).toBe('function.not.available');
    await call('/wps/verification/sms/noLogin', { json: { mobileNum: '9171234567' } });
    const code = platform().sms.latestFor('9171234567');
    const reset = await callEncrypted('/wps/member/password/verification', { newPassword: 'Reset1234', mobileNum: '9171234567', verificationCode: code }, { scenario: 'allFlags' });
    expect(reset.body.value).toMatchObject({ userInfo: { userName: 'player01' } });
    expect((await login('player01', 'Reset1234')).body.success).toBe(true);
  });
});
