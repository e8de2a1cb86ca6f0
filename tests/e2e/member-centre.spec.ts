import { expect, test } from './support/test';
import type { Locator, Page } from '@playwright/test';
import jsQR from 'jsqr';
import { PNG } from 'pngjs';
import { logInAs } from './support/login';

/** Every member-centre page (spec §2) and something real it must show: rows, facts or a form. */
const PAGES: readonly { menu: string; shows: (page: Locator) => Locator }[] = [
  { menu: 'My Account', shows: (p) => p.getByRole('textbox', { name: 'Nickname' }) },
  { menu: 'My Wallet', shows: (p) => p.getByText('Main wallet', { exact: true }) },
  { menu: 'Deposit', shows: (p) => p.getByRole('cell', { name: 'GCash' }).first() },
  { menu: 'Withdraw', shows: (p) => p.getByRole('textbox', { name: 'Amount' }) },
  { menu: 'Transfer to Upline', shows: (p) => p.getByRole('button', { name: 'Transfer' }) },
  { menu: 'Betting Record', shows: (p) => p.getByRole('cell', { name: /^B\d+/ }).first() },
  { menu: 'Account Record', shows: (p) => p.getByRole('cell', { name: /^T\d+/ }).first() },
  { menu: 'Personal Loss', shows: (p) => p.getByText('Total profit/loss') },
  { menu: 'Bonus Details', shows: (p) => p.getByRole('cell', { name: /bonus/i }).first() },
  { menu: 'Reward Centre', shows: (p) => p.getByRole('cell', { name: 'Daily check-in bonus' }) },
  { menu: 'Invite Friends', shows: (p) => p.getByText('P01REF') },
  { menu: 'Mission Activity', shows: (p) => p.getByRole('cell', { name: 'Daily spinner' }) },
  { menu: 'Platform Information', shows: (p) => p.getByRole('button', { name: 'Open' }).first() },
];

function centre(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Member Centre' });
}

function centrePage(page: Page): Locator {
  return centre(page).locator('.centre__page');
}

async function openCentre(page: Page, menu: string): Promise<void> {
  if (!(await centre(page).isVisible())) {
    // Every test starts signed in on a page of the site: the header's shortcut opens the centre, with no new page load.
    await page.getByRole('banner').getByRole('navigation', { name: 'My shortcuts' }).getByRole('button', { name: 'My Account' }).click();
    await expect(centre(page)).toBeVisible();
  }
  await centre(page).getByRole('navigation').getByRole('button', { name: new RegExp(`^${menu}`) }).click();
}

function money(text: string | null): number {
  return Number((text ?? '').replace(/[^\d.-]/g, ''));
}

async function walletAmount(page: Page, wallet: string): Promise<number> {
  const fact = centrePage(page).locator('.detail-list__fact', { has: page.getByText(wallet, { exact: true }) });
  return money(await fact.locator('dd').textContent());
}

test.describe('member centre as player01', () => {
  test.beforeEach(async ({ page }) => {
    await page.goto('/');
    await logInAs(page, 'player01');
  });

  test('every page opens and shows real content, never the filler line', async ({ page }) => {
    // One test walks every page of the centre (each its own queries): on a busy two-core machine that takes longer
    // than the default 30 s, like the other walk-every-page tests.
    test.slow();
    for (const { menu, shows } of PAGES) {
      await openCentre(page, menu);
      await expect(centrePage(page).locator('.centre__title')).toHaveText(menu);
      // A page's chunk, its form document and its queries arrive after the click: on a busy two-core machine that is
      // more than the 7 s default (a CI run once waited longer for Withdraw's form), as withdraw-receipt.spec.ts allows.
      await expect(shows(centrePage(page))).toBeVisible({ timeout: 15_000 });
      await expect(centrePage(page).getByText('Manage this section of your account here')).toHaveCount(0);
    }
  });

  test('a transfer of 100 between two wallets changes both balances, and the header balance is refreshed with them', async ({ page }) => {
    await openCentre(page, 'My Wallet');
    await expect(centrePage(page).getByText('Sports wallet', { exact: true })).toBeVisible();
    const main = await walletAmount(page, 'Main wallet');
    const sports = await walletAmount(page, 'Sports wallet');
    const balanceCalls: string[] = [];
    page.on('request', (request) => request.url().includes('/wps/v2/wallets/balance') && balanceCalls.push(request.url()));
    const form = centrePage(page).getByRole('region', { name: 'Transfer between wallets' });
    await form.getByLabel('From wallet').selectOption({ label: `Main wallet (${main.toLocaleString('en-PH', { minimumFractionDigits: 2 })} pesos)` });
    await form.getByLabel('To wallet').selectOption({ index: 2 });
    await form.getByRole('textbox', { name: 'Amount' }).fill('100');
    await form.getByRole('button', { name: 'Transfer' }).click();
    await expect(form.getByRole('status')).toHaveText('Transfer complete. Your balances are updated.');
    await expect.poll(() => walletAmount(page, 'Main wallet')).toBeCloseTo(main - 100, 2);
    await expect.poll(() => walletAmount(page, 'Sports wallet')).toBeCloseTo(sports + 100, 2);
    expect(balanceCalls.length).toBeGreaterThan(0);
    const total = money(await centrePage(page).locator('.detail-list__fact', { hasText: 'Total balance' }).locator('dd').textContent());
    await expect(page.getByRole('banner').getByTestId('balance')).toHaveText(`P ${total.toLocaleString('en-PH', { minimumFractionDigits: 2 })}`);
  });

  test('an amount above the balance is refused under the field and nothing is sent', async ({ page }) => {
    await openCentre(page, 'Withdraw');
    const sent: string[] = [];
    page.on('request', (request) => request.url().includes('/wps/withdraw') && request.method() === 'POST' && sent.push(request.url()));
    const form = centrePage(page).getByRole('region', { name: 'Withdraw' });
    await form.getByRole('textbox', { name: 'Amount' }).fill('99999999');
    await form.getByLabel('Payment password').fill('123456');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await expect(form.getByText(/The amount is above your balance of [\d,]+\.\d\d pesos\./)).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue('99999999');
    expect(sent).toHaveLength(0);
  });

  test('a deposit appears as pending in the account record', async ({ page }) => {
    await openCentre(page, 'Deposit');
    const form = centrePage(page).getByRole('region', { name: 'Make a deposit' });
    await form.getByLabel('Deposit channel').selectOption({ label: 'GCash (100.00 pesos to 50,000.00 pesos)' });
    await form.getByRole('textbox', { name: 'Amount' }).fill('777');
    await form.getByRole('button', { name: 'Deposit' }).click();
    await expect(form.getByRole('heading', { name: 'Pay with GCash' })).toBeVisible();
    await openCentre(page, 'Account Record');
    const firstRow = centrePage(page).locator('tbody tr').first();
    await expect(firstRow.locator('[data-field="type"]')).toHaveText('Deposit');
    await expect(firstRow.locator('[data-field="amount"]')).toHaveText('P 777.00');
    await expect(firstRow.locator('[data-field="status"]')).toHaveText('Pending');
  });

  test('a withdrawal lowers the header balance and is marked partly received with an amount', async ({ page }) => {
    const header = page.getByRole('banner').getByTestId('balance');
    await expect(header).toHaveText(/P [\d,]+\.\d\d/);
    const before = money(await header.textContent());
    await openCentre(page, 'Withdraw');
    const form = centrePage(page).getByRole('region', { name: 'Withdraw' });
    await form.getByRole('textbox', { name: 'Amount' }).fill('200');
    await form.getByLabel('Payment password').fill('123456');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('alertdialog', { name: 'Confirm your withdrawal' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(form.getByRole('status')).toContainText('Withdrawal sent');
    await expect.poll(async () => money(await header.textContent())).toBeCloseTo(before - 200, 2);

    const table = centrePage(page).getByRole('region', { name: 'Withdrawals' });
    const paid = table.locator('tbody tr.record-table__row', { hasText: 'P 200.00' }).filter({ hasText: 'Paid, confirm receipt' }).first();
    await paid.getByRole('button', { name: 'Partly received' }).click();
    await table.getByRole('textbox', { name: 'Amount received' }).fill('150');
    await table.getByRole('button', { name: 'Confirm' }).click();
    await page.getByRole('alertdialog', { name: 'Confirm receipt' }).getByRole('button', { name: 'Confirm' }).click();
    const marked = table.locator('tbody tr.record-table__row', { hasText: 'Partly received' }).first();
    await expect(marked.locator('[data-field="receivedAmount"]')).toHaveText('P 150.00');
    await expect(marked.locator('[data-field="remainingAmount"]')).toHaveText('P 50.00');
  });

  test('a wrong payment password is shown under its field and the amount stays', async ({ page }) => {
    await openCentre(page, 'Withdraw');
    const form = centrePage(page).getByRole('region', { name: 'Withdraw' });
    await form.getByRole('textbox', { name: 'Amount' }).fill('10');
    await form.getByLabel('Payment password').fill('000000');
    await form.getByRole('button', { name: 'Withdraw' }).click();
    await page.getByRole('alertdialog', { name: 'Confirm your withdrawal' }).getByRole('button', { name: 'Confirm' }).click();
    await expect(form.getByText('The payment password is incorrect.')).toBeVisible();
    await expect(form.getByRole('textbox', { name: 'Amount' })).toHaveValue('10');
    await expect(form.getByLabel('Payment password')).toHaveValue('');
  });

  test('the betting record filtered to the previous 7 days goes to page 2, and a reload keeps the filter', async ({ page }) => {
    await openCentre(page, 'Betting Record');
    await centrePage(page).getByRole('button', { name: 'Previous 7 days' }).click();
    await expect(page).toHaveURL(/startDatePreset=previous7/);
    await centrePage(page).getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/pageNo=2/);
    await expect(centrePage(page).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(centrePage(page).locator('.record-table__table--stale')).toHaveCount(0);
    const firstBet = await centrePage(page).locator('tbody [data-field="betId"]').first().textContent();
    await page.reload();
    await expect(centre(page)).toBeVisible();
    await expect(centrePage(page).locator('.centre__title')).toHaveText('Betting Record');
    await expect(centrePage(page).getByRole('button', { name: 'Previous 7 days' })).toHaveAttribute('aria-pressed', 'true');
    await expect(centrePage(page).getByRole('button', { name: 'Page 2' })).toHaveAttribute('aria-current', 'page');
    await expect(centrePage(page).locator('tbody [data-field="betId"]').first()).toHaveText(firstBet ?? '');
    const week = Date.now() - 7 * 86_400_000;
    for (const time of await centrePage(page).locator('tbody [data-field="betTime"]').allTextContents()) {
      expect(new Date(time.replace(' ', 'T')).getTime()).toBeGreaterThan(week - 86_400_000);
    }
  });

  test('the referral QR code decodes to the referral link', async ({ page }) => {
    await openCentre(page, 'Invite Friends');
    const link = await centrePage(page).getByRole('textbox', { name: 'Invite link' }).inputValue();
    expect(link).toMatch(/\/register\?referralCode=P01REF$/);
    const shot = PNG.sync.read(await centrePage(page).locator('.qr-card__code').screenshot());
    const decoded = jsQR(new Uint8ClampedArray(shot.data), shot.width, shot.height);
    expect(decoded?.data).toBe(link);
  });

  test('opening a platform message marks it read and lowers the unread badge', async ({ page }) => {
    await openCentre(page, 'Platform Information');
    const menuItem = centre(page).getByRole('navigation').getByRole('button', { name: /^Platform Information/ });
    const badge = menuItem.locator('[data-badge-count]');
    const unread = Number(await badge.getAttribute('data-badge-count'));
    expect(unread).toBeGreaterThan(0);
    const row = centrePage(page).locator('tr.record-table__row--unread').first();
    await row.getByRole('button', { name: 'Open' }).click();
    await expect(centrePage(page).locator('.record-table__detail').first()).not.toBeEmpty();
    await expect.poll(async () => Number((await badge.getAttribute('data-badge-count').catch(() => '0')) ?? 0)).toBe(unread - 1);
  });
});

test('trial01 is refused the member centre with the real-account dialog', async ({ page }) => {
  await page.goto('/');
  await logInAs(page, 'trial01');
  await page.goto('/?memberCentre=withdraw');
  const dialog = page.getByRole('alertdialog', { name: 'Real account needed' });
  await expect(dialog).toContainText('This feature needs a real account');
  await expect(centre(page)).toHaveCount(0);
  // The page the link arrived on does not wait for a centre that will not open (arrival-centre.ts: 5 s at most).
  await expect(page.getByRole('heading', { name: 'Game categories' })).toBeAttached({ timeout: 3_500 });
});
