import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, getBalance, getMemberInfo, getUnreadCount } from '@/api';
import { fail, resetClient, url } from './support';

const calls = { count: 0 };
const server = setupServer(
  http.all(url('/wps/*'), () => {
    calls.count += 1;
    return fail('login.not.session', 'Logged in elsewhere', 401);
  }),
);
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  resetClient();
  calls.count = 0;
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('an ended session', () => {
  it('logs out once for several calls in flight, without retrying them', async () => {
    sessionStorage.setItem('token', 'old-token');
    const onSessionExpired = vi.fn(() => sessionStorage.removeItem('token'));
    configureApi({ onSessionExpired });
    const results = await Promise.allSettled([getBalance(), getMemberInfo(), getUnreadCount(), getBalance()]);
    expect(results.every((r) => r.status === 'rejected')).toBe(true);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
    expect(calls.count).toBe(4);
  });

  it('does not fire again for 401s after the session was cleared', async () => {
    sessionStorage.setItem('token', 'old-token');
    const onSessionExpired = vi.fn(() => sessionStorage.removeItem('token'));
    configureApi({ onSessionExpired });
    await getBalance().catch(() => undefined);
    await getBalance().catch(() => undefined);
    await getMemberInfo().catch(() => undefined);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('still fires once even if the app keeps the token (no loop)', async () => {
    sessionStorage.setItem('token', 'sticky');
    const onSessionExpired = vi.fn();
    configureApi({ onSessionExpired });
    await getBalance().catch(() => undefined);
    await getBalance().catch(() => undefined);
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('fires again for the next session', async () => {
    const onSessionExpired = vi.fn(() => sessionStorage.removeItem('token'));
    configureApi({ onSessionExpired });
    sessionStorage.setItem('token', 'first');
    await getBalance().catch(() => undefined);
    sessionStorage.setItem('token', 'second');
    await getBalance().catch(() => undefined);
    expect(onSessionExpired).toHaveBeenCalledTimes(2);
  });

  it('treats login.not.session in a 200 envelope the same way', async () => {
    server.use(http.get(url('/wps/v2/wallets/balance'), () => fail('login.not.session')));
    sessionStorage.setItem('token', 'tok');
    const onSessionExpired = vi.fn();
    configureApi({ onSessionExpired });
    await expect(getBalance()).rejects.toMatchObject({ messageKey: 'err_not_logged_in' });
    expect(onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('by default clears the token from session storage', async () => {
    sessionStorage.setItem('token', 'tok');
    await getBalance().catch(() => undefined);
    expect(sessionStorage.getItem('token')).toBeNull();
  });
});
