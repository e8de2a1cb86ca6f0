import { describe, expect, it } from 'vitest';
import { login, loginVerificationOf, sendLoginVerificationSms, verifyLogin, type LoginVerificationChallenge } from '@/api';
import { DEMO_ACCOUNTS, DEMO_PASSWORD, ROAMER_PROOFS } from '../../../embedded-platform/platform';
import { rejection, withEmbeddedPlatform } from './use-platform';

const { platform } = withEmbeddedPlatform();

async function challenge(): Promise<LoginVerificationChallenge> {
  const error = await rejection(login({ username: DEMO_ACCOUNTS.roamer, password: DEMO_PASSWORD, type: 'username' }));
  const asked = loginVerificationOf(error);
  if (!asked) throw new Error('expected a verification challenge');
  return asked;
}

describe('login from an unregistered IP (spec §4)', () => {
  it('holds the login back and offers the five proofs, with the phone and email masked', async () => {
    const asked = await challenge();
    expect(asked.methods).toEqual(['phone', 'smsCode', 'email', 'bankAccountName', 'authenticator']);
    expect(asked.maskedMobile).toBe('******6543');
    expect(asked.maskedEmail).toMatch(/^ro\*\*\*@/);
  });

  it('an ordinary login failure is not a verification', async () => {
    expect(loginVerificationOf(await rejection(login({ username: DEMO_ACCOUNTS.player, password: 'wrong', type: 'username' })))).toBeUndefined();
  });

  it.each([
    ['phone', ROAMER_PROOFS.mobileNum],
    ['email', ROAMER_PROOFS.email.toUpperCase()],
    ['bankAccountName', ' juan  dela cruz '],
    ['authenticator', ROAMER_PROOFS.authenticatorCode],
  ] as const)('%s: the right answer opens the session', async (method, answer) => {
    const { verifyToken } = await challenge();
    await expect(verifyLogin(verifyToken, method, answer)).resolves.toMatchObject({ userInfo: { userName: DEMO_ACCOUNTS.roamer } });
  });

  it('smsCode: the code sent to the bound phone opens the session', async () => {
    const { verifyToken } = await challenge();
    await sendLoginVerificationSms(verifyToken);
    const code = platform.sms.latestFor(ROAMER_PROOFS.mobileNum) ?? '';
    await expect(verifyLogin(verifyToken, 'smsCode', code)).resolves.toMatchObject({ userInfo: { userName: DEMO_ACCOUNTS.roamer } });
  });

  it('a wrong answer is refused with the platform message, and a used token cannot be replayed', async () => {
    const { verifyToken } = await challenge();
    const wrong = await rejection(verifyLogin(verifyToken, 'bankAccountName', 'Someone Else'));
    expect(wrong).toMatchObject({ errorCode: 'login.verification.failed', serverMessage: expect.stringContaining('did not match') });
    await verifyLogin(verifyToken, 'authenticator', ROAMER_PROOFS.authenticatorCode);
    expect((await rejection(verifyLogin(verifyToken, 'authenticator', ROAMER_PROOFS.authenticatorCode))).serverMessage).toContain('expired');
  });
});
