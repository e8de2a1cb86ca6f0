import type { Page } from '@playwright/test';
import { expect } from './test';
import { expectPublished } from './published';

/**
 * Issue 41, "change a footer link's target", as an operator does it in the studio without JSON: in the footer's About
 * menu, the Terms item goes to another site instead of the help page. An unsafe address is refused in words and kept
 * in its field; a good one is published, and the site's footer link goes there. A rollback (through the service)
 * leaves the footer as it was. Run against the built studio (studio-task-link-target.spec.ts) and under `npm start`
 * (npm-start.spec.ts).
 */

const PASSWORD = 'Passw0rd!';
const TERMS = 'https://www.example.com/terms';
const panel = (page: Page) => page.getByRole('dialog', { name: 'Save and publish' });

export async function pointTermsLinkElsewhere(page: Page, options: { firstPaint?: boolean } = {}): Promise<void> {
  await page.goto('/studio?doc=menus/footer-about.json');
  const outline = page.getByRole('tree', { name: 'Outline of menus/footer-about.json' });
  await expect(outline).toBeVisible({ timeout: 120_000 });
  await outline.getByRole('treeitem', { name: /^General Terms and Conditions/ }).click();

  const target = page.getByRole('region', { name: 'Selected entry' }).getByRole('group', { name: 'Where it goes' });
  await expect(target.getByRole('radio', { name: 'An address on this site' })).toBeChecked();
  await expect(target.getByRole('textbox', { name: 'Address on this site' })).toHaveValue('/help#terms');
  await target.getByRole('radio', { name: 'A link to another site' }).check();
  const web = target.getByRole('textbox', { name: 'Web address' });
  await web.fill('javascript:alert(document.cookie)');
  await web.blur();
  await expect(target.getByRole('alert')).toHaveText(/^Only a web address that starts with https:\/\/ \(or http:\/\/\) can be linked/);
  await expect(web).toHaveValue('javascript:alert(document.cookie)');
  // Refused: the document is unchanged.
  await expect(page.getByRole('status').filter({ hasText: 'Deployed version' })).toBeVisible();

  await web.fill(TERMS);
  await expect(target.getByRole('alert')).toHaveCount(0);
  await expect(target).toContainText(`Goes to ${TERMS}.`);
  await expect(page.frameLocator('iframe[title="Preview"]').locator('[data-node-id="terms"] a')).toHaveAttribute('href', TERMS);

  await page.getByRole('button', { name: /^Publish…/ }).click();
  const publish = panel(page);
  await publish.getByLabel('User name', { exact: true }).fill('publisher01');
  await publish.getByLabel('Password', { exact: true }).fill(PASSWORD);
  await publish.getByRole('button', { name: 'Sign in', exact: true }).click();
  await expect(publish.getByRole('list', { name: 'Changed files' })).toHaveText(/menus\/footer-about\.json/);
  await publish.getByLabel('What does this change? (required)').fill('Terms link to the terms on example.com');
  await publish.getByRole('button', { name: 'Publish now' }).click();
  await expectPublished(publish);

  // The site, in the same tab, on its next load.
  await page.goto('/');
  const link = page.locator('[data-node-id="footer-about"] [data-node-id="terms"] a');
  await expect(link).toHaveAttribute('href', TERMS, { timeout: 30_000 });
  await expect(link).toHaveAttribute('target', '_blank');
  // A built site's first paint of the page (issue 37) was rendered by the publish: it has the new link too.
  if (options.firstPaint) {
    const paint = (await (await page.request.get('/schemas/app/first-paint/croupier/en/home.json')).json()) as { html: string };
    expect(paint.html).toContain(`href="${TERMS}"`);
  }

  // The next specs start from the footer as it was: one rollback, through the service the studio uses (its session).
  const { csrfToken } = (await (await page.request.get('/publish-api/session')).json()) as { csrfToken: string };
  const { publishes } = (await (await page.request.get('/publish-api/publishes')).json()) as { publishes: { id: string }[] };
  const back = await page.request.post('/publish-api/rollbacks', { data: { to: publishes[1]?.id, base: publishes[0]?.id }, headers: { Origin: new URL(page.url()).origin, 'X-CSRF-Token': csrfToken } });
  expect(back.status()).toBe(201);
}
