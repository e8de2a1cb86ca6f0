import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { logInAs } from './support/login';

/** The deposit page of the member centre (spec §2 depositv2). */
function depositPage(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Member Centre' }).locator('.centre__page');
}

/** Picks a channel and an amount and sends the deposit; answers the region that says how to pay. */
async function deposit(page: Page, channel: string, amount: string): Promise<Locator> {
  await send(page, channel, amount);
  const payment = depositPage(page).getByRole('region', { name: `Pay with ${channel}` });
  await expect(payment).toBeVisible();
  return payment;
}

async function send(page: Page, channel: string, amount: string): Promise<void> {
  const form = depositPage(page).getByRole('region', { name: 'Make a deposit' });
  const again = form.getByRole('button', { name: 'Make another deposit' });
  if (await again.isVisible()) await again.click();
  const picker = form.getByLabel('Deposit channel');
  await picker.selectOption({ label: (await picker.locator('option', { hasText: channel }).textContent()) ?? channel });
  await form.getByRole('textbox', { name: 'Amount' }).fill(amount);
  await form.getByRole('button', { name: 'Deposit' }).click();
}

test('player01 deposits through each kind of payment and sees every deposit pending in Recent deposits', async ({ page, context }) => {
  // Four deposits, a new tab and a page that leaves the site, in one login: more than one page's worth of time.
  test.setTimeout(60_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.goto('/');
  await logInAs(page, 'player01');
  await page.goto('/?memberCentre=depositv2');
  await expect(depositPage(page).getByRole('region', { name: 'Make a deposit' })).toBeVisible();

  // A bank account: every value with its copy button; a copy says "Copied" and is on the clipboard.
  const bank = await deposit(page, 'Bank transfer', '1500');
  await expect(bank.getByText('BDO Unibank')).toBeVisible();
  await expect(bank.getByText('0061 2345 6789')).toBeVisible();
  const reference = (await bank.getByText(/^CRP-\d{6}$/).textContent()) ?? '';
  await bank.getByRole('button', { name: 'Copy Reference' }).click();
  await expect(bank.getByRole('button', { name: 'Copy Reference' })).toHaveText('Copied');
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(reference);

  // A QR code a phone can scan, with the amount in it.
  const qr = await deposit(page, 'GCash', '1000');
  await expect(qr.getByText('Scan the code: the amount P 1,000.00 is filled in. Do not change it.')).toBeVisible();
  const shot = PNG.sync.read(await qr.locator('.pay-qr__code svg').screenshot());
  const decoded = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height);
  expect(decoded?.data).toMatch(/^000201.*54071000\.005802PH/);

  // The channel's payment page in a new tab.
  const maya = await deposit(page, 'Maya', '300');
  const [checkout] = await Promise.all([page.waitForEvent('popup'), maya.getByRole('link', { name: /Open the Maya payment page/ }).click()]);
  await expect(checkout.getByRole('heading', { name: 'Maya checkout' })).toBeVisible();
  await expect(checkout.getByText('P 300.00')).toBeVisible();
  await checkout.close();

  // The channel's payment page in place of the site; its link comes back to the deposit page.
  await send(page, '7-Eleven', '200');
  await expect(page.getByRole('heading', { name: '7-Eleven checkout' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the site' }).click();

  const history = depositPage(page).getByRole('region', { name: 'Recent deposits' });
  const rows = history.locator('tbody tr.record-table__row');
  const expected = [['7-Eleven', 'P 200.00'], ['Maya', 'P 300.00'], ['GCash', 'P 1,000.00'], ['Bank transfer', 'P 1,500.00']] as const;
  for (const [index, [channel, amount]] of expected.entries()) {
    const row = rows.nth(index);
    await expect(row.locator('[data-field="channel"]')).toHaveText(channel);
    await expect(row.locator('[data-field="amount"]')).toHaveText(amount);
    await expect(row.locator('[data-field="status"]')).toHaveText('Pending');
    await expect(row.locator('[data-field="time"]')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  }
});
