import type { Page, Request } from '@playwright/test';

/**
 * Requests in flight, so a page is audited once its data, code and styles have arrived (the sweeps: layout and
 * accessibility). Pictures are not waited for: every picture of the site has its size in its markup or its CSS, so
 * its arrival moves nothing.
 */
export function trackRequests(page: Page): () => number {
  const inFlight = new Set<Request>();
  page.on('request', (request) => void (request.resourceType() !== 'image' && inFlight.add(request)));
  const done = (request: Request) => void inFlight.delete(request);
  page.on('requestfinished', done);
  page.on('requestfailed', done);
  return () => inFlight.size;
}

/** Waits until no request is in flight, nothing shows as loading, fonts are in and two frames have passed, `rounds` times in a row. */
export async function settle(page: Page, inFlight: () => number, rounds = 2): Promise<void> {
  const deadline = Date.now() + 5_000;
  for (let quiet = 0; quiet < rounds && Date.now() < deadline; ) {
    const loading = await page.evaluate(async () => {
      await document.fonts.ready;
      await new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)));
      return !!document.querySelector('.data-skeleton, .schema-loading, .screen-loading, .boot-loading, .global-loader, [aria-busy="true"]');
    });
    if (loading || inFlight() > 0) {
      quiet = 0;
      await page.waitForTimeout(30);
    } else quiet++;
  }
}

/** Client-side navigation, as the site's own links do (wouter listens to pushState). */
export async function goTo(page: Page, path: string, inFlight: () => number): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
  await settle(page, inFlight);
}
