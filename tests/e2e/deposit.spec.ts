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

/** Logs in as player01 and opens the deposit page. */
async function openDeposit(page: Page): Promise<void> {
  await page.goto('/');
  await logInAs(page, 'player01');
  await page.goto('/?memberCentre=depositv2');
  // The first member-centre page of a session loads its texts and the form's code.
  await expect(depositPage(page).getByRole('region', { name: 'Make a deposit' })).toBeVisible({ timeout: 15_000 });
}

/** The newest rows of Recent deposits: channel, amount, Pending and a time, newest first. */
async function expectPendingAtTop(page: Page, expected: readonly (readonly [string, string])[]): Promise<void> {
  const rows = depositPage(page).getByRole('region', { name: 'Recent deposits' }).locator('tbody tr.record-table__row');
  for (const [index, [channel, amount]] of expected.entries()) {
    const row = rows.nth(index);
    await expect(row.locator('[data-field="channel"]')).toHaveText(channel);
    await expect(row.locator('[data-field="amount"]')).toHaveText(amount);
    await expect(row.locator('[data-field="status"]')).toHaveText('Pending');
    await expect(row.locator('[data-field="time"]')).toHaveText(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}$/);
  }
}

test.describe('player01 deposits and sees how to pay, then the deposit pending in Recent deposits', () => {
  // A login, two deposits and what each shows: more than one page's worth of time on a busy machine.
  test.describe.configure({ timeout: 60_000 });

  test('a bank account with a copy button per value, and a QR code with the amount', async ({ page, context }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await openDeposit(page);

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
    await expect(qr.getByText('Scan the code on this screen with your phone: the amount 1,000.00 pesos is filled in. Do not change it.')).toBeVisible();
    const shot = PNG.sync.read(await qr.locator('.pay-qr__code svg').screenshot());
    const decoded = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height);
    expect(decoded?.data).toMatch(/^000201.*54071000\.005802PH/);

    await expectPendingAtTop(page, [['GCash', 'P 1,000.00'], ['Bank transfer', 'P 1,500.00']]);
  });

  test('the payment page in a new tab, and in place of the site with a way back', async ({ page }) => {
    await openDeposit(page);

    // The channel's payment page in a new tab.
    const maya = await deposit(page, 'Maya', '300');
    const [checkout] = await Promise.all([page.waitForEvent('popup'), maya.getByRole('link', { name: /Open the Maya payment page/ }).click()]);
    await expect(checkout.getByRole('heading', { name: 'Maya checkout' })).toBeVisible();
    await expect(checkout.getByText('P 300.00')).toBeVisible();
    await checkout.close();

    // The channel's payment page in place of the site, only once the player knows where they go and how to come back.
    const seven = await deposit(page, '7-Eleven', '200');
    await expect(seven).toContainText('To pay 200.00 pesos, you will leave this site for the 7-Eleven payment page.');
    await expect(seven).toContainText('Once you have paid, 7-Eleven brings you back here.');
    await seven.getByRole('link', { name: 'Continue to 7-Eleven' }).click();
    await expect(page.getByRole('heading', { name: '7-Eleven checkout' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the site' }).click();

    await expectPendingAtTop(page, [['7-Eleven', 'P 200.00'], ['Maya', 'P 300.00']]);
  });
});
