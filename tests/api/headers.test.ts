import { http } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { configureApi, getBalance } from '@/api';
import { ok, resetClient, url } from './support';

const seen: Headers[] = [];
const server = setupServer(
  http.get(url('/wps/v2/wallets/balance'), ({ request }) => {
    seen.push(request.headers);
    return ok({ sumBalance: 10, balance: [], currency: 'PHP', currencySymbol: 'P' });
  }),
);

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(() => {
  seen.length = 0;
  resetClient();
});
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

describe('request headers', () => {
  it('sends the gateway headers once, with the raw token and the saved language', async () => {
    sessionStorage.setItem('token', 'tok-123');
    localStorage.setItem('lang', 'ty');
    await getBalance();
    const headers = seen[0];
    expect(headers?.get('merchant')).toBe('croupier');
    expect(headers?.get('language')).toBe('ty');
    expect(headers?.get('device')).toBe('web');
    expect(headers?.get('x-gateway-version')).toBe('3');
    expect(headers?.get('authorization')).toBe('tok-123');
    expect(headers?.has('x-platform-scenario')).toBe(false);
  });

  it('omits Authorization without a session and defaults the language to en', async () => {
    await getBalance();
    expect(seen[0]?.has('authorization')).toBe(false);
    expect(seen[0]?.get('language')).toBe('en');
  });

  it('sends the per-tab platform scenario only when one is set', async () => {
    sessionStorage.setItem('platformScenario', 'maintenance');
    await getBalance();
    expect(seen[0]?.get('x-platform-scenario')).toBe('maintenance');
  });

  it('takes merchant, language and token from the injected configuration', async () => {
    configureApi({ getMerchant: () => 'brand-b', getLanguage: () => 'en', getToken: () => 'injected' });
    await getBalance();
    expect(seen[0]?.get('merchant')).toBe('brand-b');
    expect(seen[0]?.get('authorization')).toBe('injected');
  });
});
