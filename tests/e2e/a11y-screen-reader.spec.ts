import type { Locator, Page } from '@playwright/test';
import { expect, test } from './support/test';
import { logInAs } from './support/login';

/**
 * What a screen reader hears (issue 38), as agent01 (who moves no money here and whose money no spec reads):
 * - the page title and the main content follow the route: a link to another page moves focus to that page's main
 *   heading and the document title names it, as a page load would;
 * - after logging in, focus is on the page's main content, not lost on the document (the Log in button that opened
 *   the dialog is gone);
 * - the balance's polite live region says "balance updating" while it refreshes, then the new balance; amounts are
 *   said with the currency's name ("20,300.00 pesos"), while the page shows "P 20,300.00";
 * - form errors are tied to their fields (aria-invalid, and the message as the field's description) in the login,
 *   register, deposit and withdraw forms (agent01's withdrawal starts with adding the account to pay it to).
 */

/** The field is marked invalid and a screen reader reads `message` as its description. */
async function expectTiedError(field: Locator, message: RegExp): Promise<void> {
  await expect(field).toHaveAttribute('aria-invalid', 'true');
  await expect(field).toHaveAccessibleDescription(message);
}

/** What has focus: its tag, whether it is inside `<main>`, and its text. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const element = document.activeElement;
    return { tag: element?.tagName.toLowerCase(), inMain: !!element?.closest('main'), text: (element?.textContent ?? '').trim().slice(0, 40) };
  });

const EMPTY = /This field cannot be empty/;

test('a screen reader hears the new page, the balance updating and each form error on its field', async ({ page }) => {
  test.setTimeout(60_000);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  const banner = page.getByRole('banner');
  const nav = page.getByRole('navigation', { name: 'Main navigation' });

  // The route: title and main heading, focus on it.
  await nav.getByRole('link', { name: 'Promotions' }).click();
  await expect(page).toHaveTitle('Promotions · Croupier');
  await expect.poll(() => focused(page)).toEqual({ tag: 'h1', inMain: true, text: 'Promotions' });
  await nav.getByRole('link', { name: 'VIP' }).click();
  await expect(page).toHaveTitle(/^VIP · Croupier$/);
  await expect.poll(() => focused(page)).toMatchObject({ tag: 'h1', inMain: true });
  // Reading and tabbing go on from the heading: the next Tab is a control of the page, not of the header.
  await page.keyboard.press('Tab');
  expect((await focused(page)).inMain, 'Tab after a route change goes into the page').toBe(true);

  // Login: empty fields, each error on its field.
  await banner.getByRole('button', { name: 'Log in' }).click();
  const login = page.getByRole('dialog', { name: 'Log in' });
  await login.getByRole('button', { name: 'Log in' }).click();
  await expectTiedError(login.getByLabel('Username'), EMPTY);
  await expectTiedError(login.getByLabel('Password'), EMPTY);

  // Register: the same.
  await login.getByRole('button', { name: 'No account yet? Register' }).click();
  const register = page.getByRole('dialog', { name: 'Register' });
  await register.getByRole('button', { name: 'Register' }).last().click();
  await expectTiedError(register.getByLabel('Username'), EMPTY);
  await expectTiedError(register.getByRole('textbox', { name: 'Password', exact: true }), EMPTY);
  await expectTiedError(register.getByRole('checkbox', { name: 'I am 18 years old or older.' }), /confirm that you are 18 or older/);
  // The "?" beside a label reads as its hint, not as a question mark.
  const hint = register.locator('.sf-field__hint').first();
  await expect(hint).toHaveRole('img');
  await expect(hint).toHaveAccessibleName(/\w+ \w+/);
  await page.keyboard.press('Escape');
  await expect(register).toBeHidden();

  await logInAs(page, 'agent01');
  await expect.poll(() => focused(page), 'after logging in, focus is on the page, not lost').toMatchObject({ tag: 'h1', inMain: true, text: 'VIP' });

  // The balance: "balance updating", then the new balance, said politely.
  const said = banner.getByRole('status').filter({ hasText: /./ });
  await page.route('**/wps/v2/wallets/balance', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 400));
    await route.continue();
  });
  await banner.getByRole('button', { name: 'Refresh balance' }).click();
  await expect(said).toHaveText('balance updating');
  // Said with the currency's name, while the pill shows its letter (issue 38).
  await expect(said).toHaveText(/^Balance updated: [\d,]+\.\d\d pesos$/);
  await expect(banner.getByTestId('balance')).toHaveText(/^P [\d,]+\.\d\d$/);
  await expect(banner.getByTestId('balance')).toHaveAccessibleName(/^[\d,]+\.\d\d pesos$/);
  await page.unroute('**/wps/v2/wallets/balance');

  // Deposit: no channel, no amount; then an amount under the channel's minimum.
  await banner.getByRole('button', { name: 'Deposit' }).click();
  const centre = page.getByRole('dialog', { name: 'Member Centre' });
  const deposit = centre.getByRole('region', { name: 'Make a deposit' });
  await expect(deposit).toBeVisible({ timeout: 15_000 });
  await deposit.getByRole('button', { name: 'Deposit' }).click();
  await expectTiedError(deposit.getByLabel('Deposit channel'), EMPTY);
  await expectTiedError(deposit.getByRole('textbox', { name: 'Amount' }), EMPTY);
  // Focus lands on the first field in error (its error is read with it), not on the Deposit button just pressed.
  await expect(deposit.getByLabel('Deposit channel'), 'a refused deposit moves focus to its first invalid field').toBeFocused();
  const picker = deposit.getByLabel('Deposit channel');
  await picker.selectOption({ label: (await picker.locator('option', { hasText: 'Bank transfer' }).textContent()) ?? 'Bank transfer' });
  await deposit.getByRole('textbox', { name: 'Amount' }).fill('1');
  await deposit.getByRole('button', { name: 'Deposit' }).click();
  await expectTiedError(deposit.getByRole('textbox', { name: 'Amount' }), /below the minimum of 500\.00 pesos/);
  // The channel's minimum is checked after the form's own rules: focus goes to the amount all the same.
  await expect(deposit.getByRole('textbox', { name: 'Amount' }), 'an amount under the minimum takes focus').toBeFocused();

  // Withdraw: agent01 has no payout account yet, so the page asks for one first; nothing filled in.
  await centre.getByRole('navigation').locator('[data-node-id="withdraw"] button').click();
  const payout = centre.getByRole('region', { name: 'Add a payout account' });
  await expect(payout).toBeVisible({ timeout: 15_000 });
  await payout.getByRole('button', { name: 'Add account' }).click();
  await expectTiedError(payout.getByLabel('Bank or e-wallet'), EMPTY);
  await expect(payout.getByLabel('Bank or e-wallet'), 'the first invalid field takes focus').toBeFocused();
  // Its error, then its help (what an account number looks like), both read with the field.
  await expectTiedError(payout.getByRole('textbox', { name: 'Account number' }), /^This field cannot be empty\. Bank: the 10–16 digit account number/);
  await expectTiedError(payout.getByRole('textbox', { name: 'Payment password' }), EMPTY);
});
