import type { Page } from '@playwright/test';

/**
 * Opens a path of the site the way its own links do: a client-side navigation (wouter listens to pushState), so the
 * page keeps its loaded code and documents. A full `page.goto` costs the browser about a CPU-second on this two-core
 * machine against about a third of that for this (measured in docs/qa.md, "Browser (e2e) tests"); walks that test
 * what each page shows, not how the site boots, use this after their first load. The caller's next expectation
 * waits for the page.
 */
export async function openInApp(page: Page, path: string): Promise<void> {
  await page.evaluate((to) => window.history.pushState(null, '', to), path);
}
