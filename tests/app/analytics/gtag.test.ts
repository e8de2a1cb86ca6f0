import { afterEach, describe, expect, it, vi } from 'vitest';
import { gtagAllowedBy } from '@/app/analytics/analytics-start';

/** The dataLayer entries as plain arrays (gtag pushes its arguments objects). */
function entries(): unknown[][] {
  return (window.dataLayer ?? []).map((entry) => Array.from(entry as ArrayLike<unknown>));
}

afterEach(() => {
  delete window.dataLayer;
  document.head.querySelectorAll('script').forEach((script) => script.remove());
  vi.resetModules();
});

describe('gtagAllowedBy (the page policy decides whether analytics load at all)', () => {
  it('only a script-src naming Google Tag Manager lets gtag.js load', () => {
    expect(gtagAllowedBy("default-src 'self'; script-src 'self' 'sha256-x' https://*.googletagmanager.com; img-src 'self'")).toBe(true);
    expect(gtagAllowedBy("script-src 'self' https://www.googletagmanager.com")).toBe(true);
    expect(gtagAllowedBy("default-src 'self'; script-src 'self' 'sha256-x'; connect-src 'self' https://*.googletagmanager.com")).toBe(false);
    expect(gtagAllowedBy("script-src 'self' https://evil.example/googletagmanager.com")).toBe(false);
    expect(gtagAllowedBy(null)).toBe(false);
    expect(gtagAllowedBy(undefined)).toBe(false);
  });
});

describe('startGtag', () => {
  it('configures the id, sends the page view, loads gtag.js for that id and forwards the site events, the waiting ones first', async () => {
    const { recordAnalyticsEvent } = await import('@/stores/analytics-events');
    recordAnalyticsEvent('login', { method: 'password' });
    const { startGtag } = await import('@/app/analytics/gtag');
    expect(startGtag('G-CROUPIER0')).toBe(true);
    const script = document.head.querySelector('script');
    expect(script?.src).toBe('https://www.googletagmanager.com/gtag/js?id=G-CROUPIER0');
    expect(script?.async).toBe(true);
    const names = entries().map((entry) => `${String(entry[0])} ${entry[0] === 'js' ? '' : String(entry[1])}`.trim());
    expect(names).toEqual(['js', 'config G-CROUPIER0', 'event page_view', 'event login']);
    expect(entries()[1]?.[2]).toEqual({ send_page_view: false });
    expect(entries()[2]?.[2]).toMatchObject({ page_path: window.location.pathname });
    recordAnalyticsEvent('deposit', { value: 500, channel: 'gcash' });
    expect(entries().at(-1)).toEqual(['event', 'deposit', { value: 500, channel: 'gcash' }]);
  });

  it('a new path is a new page view; the same path again is not', async () => {
    const { startGtag } = await import('@/app/analytics/gtag');
    startGtag('G-CROUPIER0');
    const views = () => entries().filter((entry) => entry[1] === 'page_view').map((entry) => (entry[2] as { page_path: string }).page_path);
    const start = window.location.pathname;
    history.pushState(null, '', '/rng');
    window.dispatchEvent(new Event('pushState'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    history.replaceState(null, '', '/rng?page=PG');
    window.dispatchEvent(new Event('replaceState'));
    await new Promise((resolve) => setTimeout(resolve, 5));
    expect(views()).toEqual([start, '/rng']);
    history.replaceState(null, '', start);
  });

  it('refuses an id that is not a measurement id: nothing is loaded', async () => {
    const { startGtag } = await import('@/app/analytics/gtag');
    expect(startGtag('G-1"><script>')).toBe(false);
    expect(document.head.querySelector('script')).toBeNull();
    expect(window.dataLayer).toBeUndefined();
  });
});
