import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { logInAs } from './support/login';

/**
 * A double click on a submit button (or a fast second click) sends ONE request: no double login,
 * registration, transfer, withdrawal or redemption. Each form is tried both ways.
 */

const PASSWORD = 'Passw0rd!';
const PAYMENT_PASSWORD = '123456';

type Press = (button: Locator) => Promise<void>;

const PRESSES: readonly [string, Press][] = [
  ['a double click', (button) => button.dblclick()],
  [
    'a fast second click',
    async (button) => {
      // Two clicks at the same spot, the second right after the first, as an impatient hand does.
      // A taller form (the consent boxes) can leave the button below the dialog's fold: the hand scrolls to it first.
      await button.scrollIntoViewIfNeeded();
      const box = await button.boundingBox();
      if (!box) throw new Error('the submit button is not on screen');
      const page = button.page();
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
      await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2);
    },
  ],
];

/** Requests of one platform call (method and exact path), as the browser sent them. */
function countCalls(page: Page, method: string, path: string): string[] {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === method && new URL(request.url()).pathname === path) sent.push(request.url());
  });
  return sent;
}

async function confirmPrompt(page: Page, press: Press): Promise<void> {
  const prompt = page.getByRole('alertdialog');
  await press(prompt.getByRole('button', { name: /^(Confirm|Sign out)$/ }));
  await expect(prompt).toBeHidden();
}

async function signOut(page: Page): Promise<void> {
  await page.getByRole('banner').getByRole('button', { name: 'Sign out' }).click();
  await confirmPrompt(page, (button) => button.click());
  await expect(page.getByRole('banner').getByRole('button', { name: 'Log in' })).toBeVisible();
}

function centrePage(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Member Centre' }).locator('.centre__page');
}

test('log in: one request per submit', async ({ page }) => {
  const sent = countCalls(page, 'POST', '/wps/session/login');
  await page.goto('/');
  for (const [index, [, press]] of PRESSES.entries()) {
    await page.getByRole('banner').getByRole('button', { name: 'Log in' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log in' });
    await dialog.getByLabel(/^Username/).fill('player01');
    await dialog.getByLabel(/^Password/).fill(PASSWORD);
    await press(dialog.getByRole('button', { name: 'Log in' }));
    await expect(page.getByRole('banner').getByRole('button', { name: 'Sign out' })).toBeVisible();
    expect(sent, PRESSES[index]?.[0]).toHaveLength(index + 1);
    await signOut(page);
  }
});

test('register: one request per submit', async ({ page }) => {
  const sent = countCalls(page, 'PUT', '/wps/member/register');
  await page.goto('/');
  for (const [index, [, press]] of PRESSES.entries()) {
    const username = `dbl${index}${Date.now().toString(36).slice(-7)}`;
    await page.getByRole('banner').getByRole('button', { name: 'Register' }).click();
    const dialog = page.getByRole('dialog', { name: 'Register' });
    await dialog.getByLabel(/^Username/).fill(username);
    await dialog.getByLabel(/^Password/).fill('Passw0rd1');
    await dialog.getByLabel('Confirm password').fill('Passw0rd1');
    await dialog.getByRole('checkbox', { name: 'I am 18 years old or older.' }).check();
    await dialog.getByRole('checkbox', { name: 'I have read and accept the General Terms and Conditions.' }).check();
    await press(dialog.getByRole('button', { name: 'Register' }));
    await expect(page.getByRole('banner')).toContainText(username);
    expect(sent, PRESSES[index]?.[0]).toHaveLength(index + 1);
    await page.getByRole('alertdialog', { name: 'Welcome! Your account is ready.' }).getByRole('button', { name: 'Later' }).click();
    await signOut(page);
  }
});

test('member centre wallet transfer and withdrawal: one request per submit', async ({ page }) => {
  const transfers = countCalls(page, 'POST', '/wps/relay/GCS_walletTransfer');
  const withdrawals = countCalls(page, 'POST', '/wps/withdraw');
  await page.goto('/');
  await logInAs(page, 'player01');

  await page.goto('/?memberCentre=transferFund');
  const transfer = centrePage(page).getByRole('region', { name: 'Transfer between wallets' });
  for (const [index, [, press]] of PRESSES.entries()) {
    await transfer.getByLabel('From wallet').selectOption({ index: 1 });
    await transfer.getByLabel('To wallet').selectOption({ index: 2 });
    await transfer.getByRole('textbox', { name: 'Amount' }).fill('1');
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/relay/GCS_walletTransfer');
    await press(transfer.getByRole('button', { name: 'Transfer' }));
    await answered;
    await expect(transfer.getByRole('status')).toHaveText('Transfer complete. Your balances are updated.');
    expect(transfers, PRESSES[index]?.[0]).toHaveLength(index + 1);
  }

  await page.goto('/?memberCentre=withdraw');
  const withdraw = centrePage(page).getByRole('region', { name: 'Withdraw' });
  for (const [index, [, press]] of PRESSES.entries()) {
    await withdraw.getByRole('textbox', { name: 'Amount' }).fill('10');
    await withdraw.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/withdraw' && response.request().method() === 'POST');
    await press(withdraw.getByRole('button', { name: 'Withdraw' }));
    await confirmPrompt(page, press);
    await answered;
    await expect(withdraw.getByRole('status')).toContainText('Withdrawal sent');
    expect(withdrawals, PRESSES[index]?.[0]).toHaveLength(index + 1);
  }
});

test('point mall redeem: one request per submit', async ({ page }) => {
  const sent = countCalls(page, 'POST', '/wps/points/redeem');
  await page.goto('/');
  // vip01 has the points for both redemptions whatever other specs spent of player01's.
  await logInAs(page, 'vip01');
  await page.goto('/pointMall');
  const card = page.getByRole('listitem').filter({ has: page.getByRole('heading', { name: 'P50 bonus credit' }) });
  for (const [index, [, press]] of PRESSES.entries()) {
    await card.getByRole('button', { name: 'Redeem', exact: true }).click();
    await card.getByLabel('Payment password').fill(PAYMENT_PASSWORD);
    const answered = page.waitForResponse((response) => new URL(response.url()).pathname === '/wps/points/redeem');
    await press(card.getByRole('button', { name: 'Redeem now' }));
    await confirmPrompt(page, press);
    await answered;
    await expect(page.getByRole('status').filter({ hasText: 'Redeemed.' })).toBeVisible();
    expect(sent, PRESSES[index]?.[0]).toHaveLength(index + 1);
  }
});
