import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { configureApi, resetApiConfig } from '@/api/config';
import { DEVICE, GATEWAY_VERSION, httpRequest, requestUrl } from '@/api/http-client';
import { EARLY_CALL_KEPT_MS } from '@/page-load/hand-off';

describe('requestUrl: the gateway URL of a call', () => {
  it('joins the base URL and the path with exactly one slash', () => {
    expect(requestUrl('https://gw.example/', '/wps/system/status')).toBe('https://gw.example/wps/system/status');
    expect(requestUrl('https://gw.example/api', 'wps/system/status')).toBe('https://gw.example/api/wps/system/status');
  });

  it("keeps the path on the site's own origin when no base URL is set", () => {
    expect(requestUrl('', '/wps/system/status')).toBe('/wps/system/status');
  });

  it('drops unset query values and encodes the rest as a form would', () => {
    expect(requestUrl('', '/wps/relay/x', { page: 2, name: 'a b&c', vip: true, missing: undefined })).toBe('/wps/relay/x?page=2&name=a+b%26c&vip=true');
  });

  it('appends to a query the path already has', () => {
    expect(requestUrl('', '/wps/relay/x?lang=en', { page: 1 })).toBe('/wps/relay/x?lang=en&page=1');
  });
});

describe("httpRequest and the inline script's early status call (src/page-load/hand-off.ts)", () => {
  const headers = { Accept: 'application/json', Merchant: 'croupier', Language: 'en', Device: DEVICE, 'X-Gateway-Version': GATEWAY_VERSION };

  beforeEach(() => {
    resetApiConfig();
    configureApi({ getMerchant: () => 'croupier', getLanguage: () => 'en', getToken: () => null, getScenario: () => null });
  });
  afterEach(() => {
    delete window.__croupierPageLoad;
    vi.restoreAllMocks();
    resetApiConfig();
  });

  it('takes the early answer for the very same GET, once; the next request goes to the platform', async () => {
    window.__croupierPageLoad = { files: {}, calls: [{ url: '/wps/system/status?url=a.example', headers, at: performance.now(), answer: Promise.resolve({ status: 200, text: '{"early":true}' }) }] };
    const network = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(new Response('{"network":true}')));
    expect((await httpRequest({ method: 'GET', url: '/wps/system/status', params: { url: 'a.example' } })).data).toEqual({ early: true });
    expect(network).not.toHaveBeenCalled();
    expect((await httpRequest({ method: 'GET', url: '/wps/system/status', params: { url: 'a.example' } })).data).toEqual({ network: true });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it('asks the platform itself when anything differs: the merchant, the session, the URL', async () => {
    const network = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(new Response('{"network":true}')));
    const early = (changed: Record<string, string>, url = '/wps/system/status?url=a.example') => {
      window.__croupierPageLoad = { files: {}, calls: [{ url, headers: { ...headers, ...changed }, at: performance.now(), answer: Promise.resolve({ status: 200, text: '{"early":true}' }) }] };
    };
    early({ Merchant: 'luckystar' });
    expect((await httpRequest({ method: 'GET', url: '/wps/system/status', params: { url: 'a.example' } })).data).toEqual({ network: true });
    early({ Authorization: 'T-1' });
    expect((await httpRequest({ method: 'GET', url: '/wps/system/status', params: { url: 'a.example' } })).data).toEqual({ network: true });
    early({}, '/wps/system/status?url=b.example');
    expect((await httpRequest({ method: 'GET', url: '/wps/system/status', params: { url: 'a.example' } })).data).toEqual({ network: true });
    expect(network).toHaveBeenCalledTimes(3);
  });

  it('takes the status and body the inline script read, and treats anything else on the list as a failed call', async () => {
    window.__croupierPageLoad = { files: {}, calls: [{ url: '/wps/system/status', headers, at: performance.now(), answer: Promise.resolve({ status: 503, text: 'busy' }) }] };
    expect(await httpRequest({ method: 'GET', url: '/wps/system/status' })).toEqual({ status: 503, data: 'busy' });
    window.__croupierPageLoad = { files: {}, calls: [{ url: '/wps/system/status', headers, at: performance.now(), answer: Promise.resolve(new Response('{"early":true}')) }] };
    await expect(httpRequest({ method: 'GET', url: '/wps/system/status' })).rejects.toThrow('The early call left no answer');
  });

  it("never answers from the page load's early calls once they are older than the load (a list refreshed later asks the platform)", async () => {
    const network = vi.spyOn(globalThis, 'fetch').mockImplementation(() => Promise.resolve(new Response('{"network":true}')));
    const early = (at: number) => {
      window.__croupierPageLoad = { files: {}, calls: [{ url: '/wps/promotion/list', headers, at, answer: Promise.resolve({ status: 200, text: '{"early":true}' }) }] };
    };
    early(performance.now() - EARLY_CALL_KEPT_MS - 1);
    expect((await httpRequest({ method: 'GET', url: '/wps/promotion/list' })).data).toEqual({ network: true });
    early(performance.now() - EARLY_CALL_KEPT_MS + 1_000);
    expect((await httpRequest({ method: 'GET', url: '/wps/promotion/list' })).data).toEqual({ early: true });
    expect(network).toHaveBeenCalledTimes(1);
  });

  it("gives up on an early answer when the caller's deadline passes", async () => {
    window.__croupierPageLoad = { files: {}, calls: [{ url: '/wps/system/status', headers, at: performance.now(), answer: new Promise(() => undefined) }] };
    const deadline = new AbortController();
    const request = httpRequest({ method: 'GET', url: '/wps/system/status', signal: deadline.signal });
    deadline.abort();
    await expect(request).rejects.toThrow();
  });
});
