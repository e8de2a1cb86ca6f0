import { describe, expect, it } from 'vitest';
import { requestUrl } from '@/api/http-client';

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
