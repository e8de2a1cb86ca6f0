import { usePlatformStore } from '@/stores/platform-store';

/**
 * Starts the analytics (spec §3) when the platform names a `gtagId` and the page's Content-Security-Policy lets gtag.js
 * load: a build made with ANALYTICS_GTAG=1 (scripts/vite/headers-file.ts) puts Google's hosts into it; any other build,
 * and the dev server (no policy), loads no analytics at all, so nothing is ever refused by the policy. This module and
 * the loader (`gtag.ts`) are chunks of their own: `offline-app.ts` imports this one once the first page is idle.
 */
export function gtagAllowedBy(policy: string | null | undefined): boolean {
  const scripts = policy?.split(';').find((directive) => directive.trim().startsWith('script-src '));
  return scripts !== undefined && /\shttps:\/\/(\*|www)\.googletagmanager\.com(\s|$)/.test(`${scripts} `);
}

export function startAnalytics(): void {
  if (!gtagAllowedBy(document.querySelector('meta[http-equiv="Content-Security-Policy"]')?.getAttribute('content'))) return;
  const load = (id: string) => void import('./gtag').then((gtag) => gtag.startGtag(id)).catch(() => undefined);
  const named = usePlatformStore.getState().gtagId;
  if (named) return load(named);
  const stop = usePlatformStore.subscribe((state) => {
    if (!state.gtagId) return;
    stop();
    load(state.gtagId);
  });
}
