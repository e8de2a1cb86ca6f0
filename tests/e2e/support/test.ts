import { test as base, expect, type Browser, type BrowserContext } from '@playwright/test';

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
