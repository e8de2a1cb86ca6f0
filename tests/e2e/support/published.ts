import type { Locator } from '@playwright/test';
import { expect } from './test';

/**
 * How long a spec waits for a publish or a rollback to answer. Either validates, commits, deploys the origin and
 * renders every page's first paint in a child process (docs/architecture.md, "The first paint of a route"): about
 * 2 s on a quiet machine, over 10 s on a two-core machine running the rest of the e2e suite beside it. A spec that
 * gave up sooner left the publish to land after it, and the specs after it started from that site instead of theirs.
 */
const PUBLISH_TIMEOUT = 30_000;

/**
 * Waits for the publish panel's "Published <commit>" status (`message`: the status's text after the commit, when a
 * spec reads it too).
 */
export async function expectPublished(panel: Locator, message = ''): Promise<void> {
  const text = new RegExp(`^Published [0-9a-f]{7}${message.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}`);
  await expect(panel.getByRole('status').filter({ hasText: text })).toBeVisible({ timeout: PUBLISH_TIMEOUT });
}

/** Waits for the publish panel's "Rolled back: <commit> is live" status. */
export async function expectRolledBack(panel: Locator): Promise<void> {
  await expect(panel.getByRole('status').filter({ hasText: /^Rolled back: [0-9a-f]{7} is live/ })).toBeVisible({ timeout: PUBLISH_TIMEOUT });
}

/**
 * Waits for the publish panel's alert saying `text`: a refused or conflicting publish. The service answers it through
 * the same queue as every publish (one at a time), so behind another spec's publish it takes as long to come.
 */
export async function expectPublishAlert(panel: Locator, text: string | RegExp): Promise<Locator> {
  const alert = panel.getByRole('alert');
  await expect(alert).toContainText(text, { timeout: PUBLISH_TIMEOUT });
  return alert;
}
