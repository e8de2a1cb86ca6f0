import { afterEach, describe, expect, it, vi } from 'vitest';
import { remember, rememberCookie, REMEMBER_MS } from '@/app/account/remember-me';

describe('remember-me cookie (spec §9)', () => {
  afterEach(() => {
    document.cookie = 'rememberUsername=; max-age=0; path=/';
  });

  it('lasts one day and stays on same-site requests over http', () => {
    expect(REMEMBER_MS).toBe(86_400_000);
    expect(rememberCookie('rememberUsername', 'player01', false)).toBe('rememberUsername=player01; max-age=86400; path=/; SameSite=Lax');
  });

  it('is Secure on https, so it never travels over plain http', () => {
    expect(rememberCookie('rememberMobile', '+63 917', true)).toBe('rememberMobile=%2B63%20917; max-age=86400; path=/; SameSite=Lax; Secure');
    expect(rememberCookie('rememberUsername', undefined, true)).toBe('rememberUsername=; max-age=0; path=/; SameSite=Lax; Secure');
  });

  it('is written with Secure when the site is served over https', () => {
    // The whole address, not only the scheme: the DOM's cookie jar reads `href` when the cookie is set.
    const https = new URL(window.location.href);
    https.protocol = 'https:';
    vi.spyOn(window, 'location', 'get').mockReturnValue({ ...window.location, href: https.href, origin: https.origin, protocol: 'https:' });
    const written = vi.spyOn(document, 'cookie', 'set');
    remember(true, { username: 'player01' });
    expect(written).toHaveBeenCalledWith('rememberUsername=player01; max-age=86400; path=/; SameSite=Lax; Secure');
  });

  it('is written without Secure on an http site (the local preview), where a Secure cookie would be dropped', () => {
    const written = vi.spyOn(document, 'cookie', 'set');
    remember(true, { username: 'player01' });
    expect(written).toHaveBeenCalledWith('rememberUsername=player01; max-age=86400; path=/; SameSite=Lax');
  });
});
