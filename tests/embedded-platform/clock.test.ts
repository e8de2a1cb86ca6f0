import { describe, expect, it } from 'vitest';
import { DEMO_PASSWORD } from '../../embedded-platform';
import { SESSION_IDLE_LIMIT_MS } from '../../embedded-platform/platform/sessions';
import { SMS_RESEND_INTERVAL_MS } from '../../embedded-platform/platform/sms-outbox';
import { call, tokenOf, usePlatform } from './support/platform-client';

describe('embedded platform: time-based rules', () => {
  let clock = Date.UTC(2025, 6, 1, 12);
  usePlatform({ now: () => clock });

  it('ends a session left idle too long with 401 login.not.session', async () => {
    const token = await tokenOf('player01', DEMO_PASSWORD);
    clock += SESSION_IDLE_LIMIT_MS - 1_000;
    expect((await call('/wps/member/info', { token })).status).toBe(200);
    clock += SESSION_IDLE_LIMIT_MS + 1;
    const expired = await call('/wps/member/info', { token });
    expect(expired.status).toBe(401);
    expect(expired.body.errorCode).toBe('login.not.session');
  });

  it('lets a number have a new SMS code once the minute has passed', async () => {
    const request = { json: { mobileNo: '9998887777', countryDialingCode: '63', username: 'someone' } };
    expect((await call('/wps/verification/sms/register', request)).body.success).toBe(true);
    clock += SMS_RESEND_INTERVAL_MS - 1;
    expect((await call('/wps/verification/sms/register', request)).body.errorCode).toBe('sms.send.too.frequent');
    clock += 1;
    expect((await call('/wps/verification/sms/register', request)).body.success).toBe(true);
  });
});
