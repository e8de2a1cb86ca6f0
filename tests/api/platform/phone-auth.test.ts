import { describe, expect, it } from 'vitest';
import { confirmPhoneCode, internationalNumber, PHONE_AUTH_CHANNEL, register, sendPhoneCode, type PhoneAuthService } from '@/api';
import { DEMO_FIREBASE_API_KEY, DEMO_FIREBASE_AUTH_URL } from '../../../embedded-platform/platform/scenarios';
import { CONSENT, rejection, selectScenario, withEmbeddedPlatform } from './use-platform';

const { platform } = withEmbeddedPlatform();
const SERVICE: PhoneAuthService = { apiKey: DEMO_FIREBASE_API_KEY, baseUrl: `http://localhost${DEMO_FIREBASE_AUTH_URL}` };
const REGISTER_URL = 'http://localhost/';

describe('third-party phone verification (spec §3 firebase fields, §4 register flow)', () => {
  it('writes numbers the way the service wants them: +country code, no trunk 0', () => {
    expect(internationalNumber('63', '09175550400')).toBe('+639175550400');
    expect(internationalNumber('+84', '912345678')).toBe('+84912345678');
  });

  it('texts a code, refuses a wrong one, trades the right one for an ID token', async () => {
    const phoneNumber = '+639175550401';
    const sessionInfo = await sendPhoneCode(SERVICE, phoneNumber);
    expect(sessionInfo).toEqual(expect.any(String));
    const wrong = await rejection(confirmPhoneCode(SERVICE, sessionInfo, '000000'));
    expect(wrong).toMatchObject({ errorCode: 'phone-auth.INVALID_CODE', messageKey: 'err_sms_code_invalid', status: 400 });
    const verified = await confirmPhoneCode(SERVICE, sessionInfo, platform.sms.latestFor(phoneNumber) ?? '');
    expect(verified).toEqual({ idToken: expect.any(String), phoneNumber });
  });

  it('a second code within the minute, a bad number or a wrong key are refused with their messages', async () => {
    await sendPhoneCode(SERVICE, '+639175550402');
    expect(await rejection(sendPhoneCode(SERVICE, '+639175550402'))).toMatchObject({ messageKey: 'err_too_many_attempts' });
    expect(await rejection(sendPhoneCode(SERVICE, '9175550402'))).toMatchObject({ errorCode: 'phone-auth.INVALID_PHONE_NUMBER' });
    expect(await rejection(sendPhoneCode({ ...SERVICE, apiKey: 'nope' }, '+639175550403'))).toMatchObject({ errorCode: 'phone-auth.INVALID_API_KEY', messageKey: 'err_unknown' });
  });

  it('the platform registers with the ID token in place of its own SMS code, for that number only', async () => {
    selectScenario('firebase');
    const sessionInfo = await sendPhoneCode(SERVICE, '+639175550404');
    const { idToken } = await confirmPhoneCode(SERVICE, sessionInfo, platform.sms.latestFor('+639175550404') ?? '');
    const user = { username: 'verified01', password: 'abc12345', confirmPassword: 'abc12345', countryDialingCode: '63', firebaseChannel: PHONE_AUTH_CHANNEL, firebaseIdToken: idToken, ...CONSENT };
    const otherNumber = await rejection(register({ ...user, mobileNum: '9175550405' }, { registerUrl: REGISTER_URL }));
    expect(otherNumber.errorCode).toBe('sms.code.invalid');
    const registered = await register({ ...user, mobileNum: '9175550404' }, { registerUrl: REGISTER_URL });
    expect(registered?.userInfo.userName).toBe('verified01');
    expect(platform.accounts.findByMobile('9175550404')?.account).toBe('verified01');
  });
});
