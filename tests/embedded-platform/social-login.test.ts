import { describe, expect, it } from 'vitest';
import { SCENARIOS } from '../../embedded-platform/platform/scenarios';
import { DEFAULT_MEMBER_PASSWORD } from '../../embedded-platform/platform';
import { BASE, call } from './support/platform-client';
import { usePlatform } from './support/platform-client';

const CALLBACK = 'http://localhost/oauth-callback.html';

async function consent(provider: string, clientId: string, state = 'st4te', redirect = CALLBACK): Promise<Response> {
  return fetch(`${BASE}/platform-assets/oauth/${provider}/consent`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({ client_id: clientId, redirect_uri: redirect, state }).toString(),
    redirect: 'manual',
  });
}

/** The code the stand-in hands to the callback page after "Continue as …". */
async function codeFrom(provider: 'google' | 'facebook'): Promise<string> {
  const clientId = provider === 'google' ? SCENARIOS.allFlags.settings.googleClientId : SCENARIOS.allFlags.settings.facebookAppId;
  const response = await consent(provider, clientId ?? '');
  expect(response.status).toBe(302);
  const location = new URL(response.headers.get('Location') ?? '');
  expect(`${location.origin}${location.pathname}`).toBe(CALLBACK);
  expect(location.searchParams.get('state')).toBe('st4te');
  return location.searchParams.get('code') ?? '';
}

function socialLogin(provider: string, code: string, scenario = 'allFlags') {
  return call('/wps/session/login/social', { json: { provider, code }, scenario });
}

describe('embedded platform: social login (spec §4)', () => {
  usePlatform();

  it('publishes the Google and Facebook ids in allFlags only', async () => {
    const all = await call('/wps/system/status', { scenario: 'allFlags' });
    const settings = (all.body.value as { info: { settings: Record<string, unknown> } }).info.settings;
    expect(settings['googleClientId']).toEqual(expect.any(String));
    expect(settings['facebookAppId']).toEqual(expect.any(String));
    const plain = await call('/wps/system/status');
    expect((plain.body.value as { info: { settings: Record<string, unknown> } }).info.settings).toEqual({ loginedToHomePage: false, defaultPassword: DEFAULT_MEMBER_PASSWORD, withdrawAutoReceiptMinutes: 30, botCheck: false });
  });

  it('the consent page names the provider and offers the demo account; wrong client or redirect is refused', async () => {
    const clientId = SCENARIOS.allFlags.settings.googleClientId ?? '';
    const query = new URLSearchParams({ client_id: clientId, redirect_uri: CALLBACK, state: 'abc' });
    const page = await fetch(`${BASE}/platform-assets/oauth/google?${query.toString()}`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Sign in with Google');
    expect(html).toContain('Continue as Maria Santos');
    expect(html).toContain('value="abc"');
    const facebook = await fetch(`${BASE}/platform-assets/oauth/facebook?${new URLSearchParams({ client_id: SCENARIOS.allFlags.settings.facebookAppId ?? '', redirect_uri: CALLBACK, state: 'x' }).toString()}`);
    expect(await facebook.text()).toContain('Sign in with Facebook');

    expect((await fetch(`${BASE}/platform-assets/oauth/google?${new URLSearchParams({ client_id: 'someone-else', redirect_uri: CALLBACK }).toString()}`)).status).toBe(400);
    expect((await consent('google', clientId, 's', 'https://evil.example/steal')).status).toBe(400);
    expect((await fetch(`${BASE}/platform-assets/oauth/myspace?client_id=x`)).status).toBe(404);
  });

  it('a code logs in like the normal login; the same identity finds the same member; a used code is refused', async () => {
    const code = await codeFrom('google');
    const first = await socialLogin('google', code);
    expect(first.body.success).toBe(true);
    const value = first.body.value as { token: string; firstTimeLogin: boolean; passwordExpired: boolean; userInfo: { userName: string; nickname: string; type: number } };
    expect(value).toMatchObject({ firstTimeLogin: false, passwordExpired: false, userInfo: { nickname: 'Maria Santos', type: 0 } });
    const info = await call('/wps/member/info', { token: value.token });
    expect(info.body.value).toMatchObject({ account: value.userInfo.userName, email: 'maria.santos@gmail.example' });

    const again = await socialLogin('google', code);
    expect(again.body).toMatchObject({ success: false, errorCode: 'login.social.code.invalid' });

    const second = await socialLogin('google', await codeFrom('google'));
    expect((second.body.value as { userInfo: { userName: string } }).userInfo.userName).toBe(value.userInfo.userName);

    const facebook = await socialLogin('facebook', await codeFrom('facebook'));
    expect((facebook.body.value as { userInfo: { userName: string; nickname: string } }).userInfo).toMatchObject({ nickname: 'Jun Reyes' });
    expect((facebook.body.value as { userInfo: { userName: string } }).userInfo.userName).not.toBe(value.userInfo.userName);
  });

  it('refuses an unknown code, a code for the other provider, bad bodies, and scenarios without the ids', async () => {
    expect((await socialLogin('google', 'made-up')).body).toMatchObject({ success: false, errorCode: 'login.social.code.invalid' });
    expect((await socialLogin('facebook', await codeFrom('google'))).body).toMatchObject({ success: false, errorCode: 'login.social.code.invalid' });
    expect((await socialLogin('myspace', 'x')).status).toBe(400);
    const unconfigured = await socialLogin('google', await codeFrom('google'), 'default');
    expect(unconfigured.status).toBe(400);
    expect(unconfigured.body.errorCode).toBe('function.not.available');
  });
});
