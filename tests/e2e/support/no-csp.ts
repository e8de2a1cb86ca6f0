import type { BrowserContext } from '@playwright/test';
import { fetchForRoute } from './route-fetch';

/**
 * Serves the site's pages without their Content-Security-Policy (meta tag and header). The CSP is a second line
 * of defence; the security specs prove the code itself runs nothing hostile, as it must on a
 * deployment whose CSP is missing or loosened.
 */
export async function withoutCsp(context: BrowserContext): Promise<void> {
  await context.route(
    (url) => !/^\/(wps|lgw|lotto|platform-assets|schemas|assets)\//.test(url.pathname),
    async (route) => {
      if (route.request().resourceType() !== 'document') return route.fallback();
      const response = await fetchForRoute(route);
      const html = (await response.text()).replace(/<meta http-equiv="Content-Security-Policy"[^>]*>/i, '');
      // The preview also sends the policy as a header (dist/_headers): that goes too.
      const headers = Object.fromEntries(Object.entries(response.headers()).filter(([name]) => !/^content-security-policy/i.test(name)));
      await route.fulfill({ response, body: html, headers: { ...headers, 'content-length': String(Buffer.byteLength(html)) } });
    },
  );
}

/** Hooks a payload would call: any of them sets `window.__xss` (and the dialog still opens, so the test sees it). */
export async function installXssHooks(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    const record = (how: string) => {
      (window as unknown as { __xss?: string }).__xss = how;
    };
    for (const name of ['alert', 'confirm', 'prompt'] as const) {
      const original = window[name].bind(window) as (...args: unknown[]) => unknown;
      (window as unknown as Record<string, unknown>)[name] = (...args: unknown[]) => {
        record(name);
        return original(...args);
      };
    }
  });
}
