import { describe, expect, it } from 'vitest';
import { botChecksOf, BOT_CHECK_TOLERANCE } from '../../embedded-platform/platform/bot-check';
import { call, callEncrypted, usePlatform } from './support/platform-client';

/** The boxes the register settings ask for ticked: 18+ (21+ in allFlags) and the terms. */
const CONSENT = { ageConfirm: 'true', ageConfirm21: 'true', agreeTerms: 'true' };
const newUser = { username: 'slider01', password: 'Secret123', confirmPassword: 'Secret123', registerMethod: 'WEB', login: true, ...CONSENT };

interface Challenge {
  challenge: string;
  image: string;
  piece: string;
  width: number;
  height: number;
  pieceSize: number;
  pieceY: number;
}

describe('embedded platform: slider bot check (geetest fields)', () => {
  const platform = usePlatform();

  async function challenge(): Promise<{ value: Challenge; notchX: number }> {
    const { body } = await call('/wps/captcha/bot');
    expect(body.success).toBe(true);
    const value = body.value as Challenge;
    const notchX = botChecksOf(platform()).latest()?.notchX;
    if (notchX === undefined) throw new Error('no challenge issued');
    return { value, notchX };
  }

  it('issues a puzzle: SVG background and piece, row and width, but never the notch position', async () => {
    const { value } = await challenge();
    expect(value).toMatchObject({ challenge: expect.any(String), width: 280, height: 160, pieceSize: 44, pieceY: expect.any(Number) });
    expect(value.image).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(value.piece).toMatch(/^data:image\/svg\+xml;base64,/);
    expect(atob(value.image.split(',')[1] ?? '')).toContain('<svg');
    expect(Object.keys(value)).not.toContain('x');
    expect(Object.keys(value)).not.toContain('notchX');
  });

  it('accepts a drop within 6 px once; a far drop is captcha.check.failed and spends the challenge', async () => {
    const near = await challenge();
    const passed = await call('/wps/captcha/bot/verify', { json: { challenge: near.value.challenge, x: near.notchX + BOT_CHECK_TOLERANCE } });
    expect(passed.body).toMatchObject({ success: true, value: { validate: expect.any(String), seccode: expect.any(String) } });
    const again = await call('/wps/captcha/bot/verify', { json: { challenge: near.value.challenge, x: near.notchX } });
    expect(again.body).toMatchObject({ success: false, errorCode: 'captcha.check.failed' });

    const far = await challenge();
    const failed = await call('/wps/captcha/bot/verify', { json: { challenge: far.value.challenge, x: far.notchX - BOT_CHECK_TOLERANCE - 1 } });
    expect(failed.body).toMatchObject({ success: false, errorCode: 'captcha.check.failed' });
    const retry = await call('/wps/captcha/bot/verify', { json: { challenge: far.value.challenge, x: far.notchX } });
    expect(retry.body.errorCode).toBe('captcha.check.failed');
    const unknown = await call('/wps/captcha/bot/verify', { json: { challenge: 'nope', x: 10 } });
    expect(unknown.body.errorCode).toBe('captcha.check.failed');
  });

  it('publishes settings.botCheck: on in allFlags only', async () => {
    const allFlags = await call('/wps/system/status', { scenario: 'allFlags' });
    expect((allFlags.body.value as { info: { settings: Record<string, unknown> } }).info.settings['botCheck']).toBe(true);
    const plain = await call('/wps/system/status');
    expect((plain.body.value as { info: { settings: Record<string, unknown> } }).info.settings['botCheck']).toBe(false);
  });

  it('register in allFlags needs the geetest fields of a passed check, single use; other scenarios do not ask', async () => {
    let mobile = 9170000100;
    // Every field allFlags requires, valid, so only the bot check decides.
    const register = (username: string, fields: Record<string, unknown>) => {
      const mobileNum = String((mobile += 1));
      const form = { ...newUser, username, mobileNum, verificationCode: platform().sms.send(mobileNum), paymentPassword: '123456', email: `${username}@example.com`, captcha: platform().captchas.issue().code };
      return callEncrypted('/wps/member/register', { ...form, ...fields }, { method: 'PUT', scenario: 'allFlags' });
    };
    const passed = async () => {
      const { value, notchX } = await challenge();
      const pass = (await call('/wps/captcha/bot/verify', { json: { challenge: value.challenge, x: notchX } })).body.value as { validate: string; seccode: string };
      return { geetestChallenge: value.challenge, geetestValidate: pass.validate, geetestSeccode: pass.seccode };
    };

    const missing = await register('slider01', {});
    expect(missing.body).toMatchObject({ success: false, errorCode: 'captcha.check.failed' });
    const geetest = await passed();
    const forged = await register('slider01', { ...geetest, geetestValidate: 'forged' });
    expect(forged.body.errorCode).toBe('captcha.check.failed');
    const noSeccode = await register('slider01', { ...geetest, geetestSeccode: undefined });
    expect(noSeccode.body.errorCode).toBe('captcha.check.failed');

    const accepted = await register('slider01', geetest);
    expect(accepted.body).toMatchObject({ success: true, value: { userInfo: { userName: 'slider01' } } });
    const reused = await register('slider02', geetest);
    expect(reused.body.errorCode).toBe('captcha.check.failed');

    const plain = await callEncrypted('/wps/member/register', { ...newUser, username: 'slider03' }, { method: 'PUT' });
    expect(plain.body.success).toBe(true);
  });

  it('a pass expires after 2 minutes', async () => {
    let now = 1_000_000;
    const timed = botChecksOf({ ...platform(), now: () => now });
    const issued = timed.issue();
    const notchX = timed.latest()?.notchX ?? -100;
    const pass = timed.verify(issued.challenge, notchX);
    expect(pass).toBeDefined();
    now += 2 * 60_000 + 1;
    expect(timed.consume(issued.challenge, pass?.validate, pass?.seccode)).toBe(false);
  });
});
