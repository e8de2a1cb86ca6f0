import { test as base, expect, type Browser, type BrowserContext, type Page } from '@playwright/test';

/**
 * The home page shows its popup notice once per session, and a member's red envelope until it is
 * opened or closed. Most specs test something else, so their browser sessions start past both;
 * the specs of those popups use a plain context.
 */
async function seenPopup(context: BrowserContext): Promise<void> {
  await context.addInitScript(() => {
    window.sessionStorage.setItem('noticePopupShown', '1');
    window.sessionStorage.setItem('redEnvelopeDismissed', '1');
  });
}

export const test = base.extend({
  context: async ({ context }, provide) => {
    await seenPopup(context);
    await provide(context);
  },
});

/** A second browser (another member), also past the popup notice. */
export async function newContext(browser: Browser): Promise<BrowserContext> {
  const context = await browser.newContext();
  await seenPopup(context);
  return context;
}

export { expect };

/** Console lines a page may print without a bug: the browser's own network and CSP reports. */
const EXPECTED_CONSOLE = [/^Failed to load resource/, /violates the following Content Security Policy directive/];

/**
 * Fails the test on a page error or an unexpected console error (a React warning, an uncaught
 * rejection): the next one is caught the day it appears.
 */
export function watchConsole(page: Page): () => string[] {
  const problems: string[] = [];
  page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
  page.on('console', (message) => {
    if (message.type() === 'error' && !EXPECTED_CONSOLE.some((pattern) => pattern.test(message.text()))) problems.push(`console: ${message.text().slice(0, 300)}`);
  });
  return () => problems;
}
