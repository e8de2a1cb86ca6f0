import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { delay, http } from 'msw';
import { DialogHost } from '@/app/overlays/dialog-host';
import type { ScreenDocument } from '@/schema/types';
import { MAIN_WALLET_ID } from '../../embedded-platform/platform/vendors';
import { url } from '../api/support';
import { repoSchema } from '../fixtures/fake-schema-sources';
import { logInAs, renderScreen, withPlatformHarness } from '../fixtures/data-widgets';
import { watchConsole } from '../fixtures/console';

const harness = withPlatformHarness();

/** The member centre's withdraw page exactly as schemas/screens/member/withdraw.json has it (forms/withdraw through the loader). */
const withdrawScreen = () => repoSchema('screens/member/withdraw.json') as unknown as ScreenDocument;

/** A real network: the withdrawal takes 300 ms to answer, so the second click lands while it is in flight. */
function slowWithdrawals(): void {
  harness.server.use(
    http.post(url('/wps/withdraw'), async () => {
      await delay(300);
      // Nothing returned: the embedded platform's own handler answers.
    }),
  );
}

const withdrawRequests = () => harness.requests.filter((request) => request === 'POST /wps/withdraw');

/** The same page with the form's `confirm` deleted from the JSON. */
function withoutConfirmation(): ScreenDocument {
  const document = withdrawScreen();
  const form = document.body.flatMap((node) => [node, ...(node.children ?? [])]).find((node) => node.id === 'withdraw-form');
  if (!form?.props) throw new Error('the withdraw page has its form');
  delete form.props['confirm'];
  return document;
}

async function openWithdrawPage(document = withdrawScreen()) {
  await renderScreen(document, { extra: <DialogHost /> });
  const amount = await screen.findByRole('textbox', { name: /^Amount/ });
  const password = screen.getByLabelText(/^Payment password/);
  const submit = screen.getByRole('button', { name: 'Withdraw' });
  return { amount, password, submit };
}

/** The "Available to withdraw" figure of the page's balance tile. */
async function available(): Promise<string | null> {
  const term = await screen.findByText('Available to withdraw');
  return within(term.parentElement!).getByRole('definition').textContent;
}

async function confirmDialog(): Promise<void> {
  const dialog = await screen.findByRole('alertdialog', { name: 'Confirm your withdrawal' });
  expect(within(dialog).getByText(/^Withdraw [\d,.]+ pesos from your main wallet to GCash •••• 4567 \(Juan Dela Cruz\)\? The amount leaves your balance now\.$/)).toBeVisible();
  await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm' }));
}

describe('ActionForm: withdraw (forms/withdraw) as player01 on the embedded platform', () => {
  beforeEach(async () => {
    watchConsole('warn');
    await logInAs('player01');
    harness.platform().accounts.find('player01')!.balances.set(MAIN_WALLET_ID, 1000);
  });

  it('an amount above the balance is refused under the field and nothing is sent', async () => {
    const { amount, password, submit } = await openWithdrawPage();
    await waitFor(async () => expect(await available()).toBe('P 1,000.00'));
    await userEvent.type(amount, '1000.01');
    await userEvent.type(password, '123456');
    await userEvent.click(submit);
    expect(await screen.findByText('The amount is above your balance of 1,000.00 pesos.')).toBeVisible();
    expect(amount).toHaveAccessibleDescription('The amount is above your balance of 1,000.00 pesos.');
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(withdrawRequests()).toEqual([]);
    expect(amount).toHaveValue('1000.01');
  });

  it('a slow balance: the form waits for it, so an amount above it is still refused (no confirmation, nothing sent)', async () => {
    harness.server.use(
      http.get(url('/wps/v2/wallets/balance'), async () => {
        // Longer than the visitor takes to type and press Withdraw.
        await delay(1500);
        // Nothing returned: the embedded platform's own handler answers.
      }),
    );
    const { amount, password, submit } = await openWithdrawPage();
    // The form is shown only once the balance it checks against has answered: a fast visitor cannot get past it.
    await userEvent.type(amount, '1000.01');
    await userEvent.type(password, '123456');
    await userEvent.click(submit);
    expect(await screen.findByText('The amount is above your balance of 1,000.00 pesos.')).toBeVisible();
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(withdrawRequests()).toEqual([]);
  });

  it('a wrong payment password shows the platform refusal under that field; the amount stays, the password is typed again', async () => {
    watchConsole('warn', /\[croupier data\] command withdraw failed: payment\.password\.incorrect/);
    const { amount, password, submit } = await openWithdrawPage();
    await userEvent.type(amount, '100');
    await userEvent.type(password, '000000');
    await userEvent.click(submit);
    await confirmDialog();
    const passwordBox = await screen.findByLabelText(/^Payment password/);
    await waitFor(() => expect(passwordBox).toHaveAccessibleDescription('The payment password is incorrect.'));
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue('100');
    expect(passwordBox).toHaveValue('');
    expect(withdrawRequests()).toHaveLength(1);
    expect(await available()).toBe('P 1,000.00');
    expect(harness.platform().accounts.find('player01')!.balances.get(MAIN_WALLET_ID)).toBe(1000);
  });

  it('without a confirmation step, a double click on submit sends exactly one withdrawal', async () => {
    slowWithdrawals();
    const { amount, password, submit } = await openWithdrawPage(withoutConfirmation());
    await userEvent.type(amount, '100');
    await userEvent.type(password, '123456');
    await userEvent.dblClick(submit);
    expect(await screen.findByText('Withdrawal sent. Confirm when the money arrives.')).toBeVisible();
    expect(withdrawRequests()).toHaveLength(1);
    expect(harness.platform().accounts.find('player01')!.withdrawals.filter((w) => w.amount === 100)).toHaveLength(1);
  });

  it('a double click on the Confirm button sends exactly one withdrawal', async () => {
    slowWithdrawals();
    const { amount, password, submit } = await openWithdrawPage();
    await userEvent.type(amount, '100');
    await userEvent.type(password, '123456');
    await userEvent.click(submit);
    const dialog = await screen.findByRole('alertdialog', { name: 'Confirm your withdrawal' });
    await userEvent.dblClick(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Withdrawal sent. Confirm when the money arrives.')).toBeVisible();
    expect(withdrawRequests()).toHaveLength(1);
  });

  // The confirmation is inside the one-submit guard: a second click while it is open neither asks again nor sends.
  it('with the confirmation step, a double click on submit asks once and sends exactly one withdrawal', async () => {
    slowWithdrawals();
    const { amount, password, submit } = await openWithdrawPage();
    await userEvent.type(amount, '100');
    await userEvent.type(password, '123456');
    await userEvent.dblClick(submit);
    expect(await screen.findAllByRole('alertdialog')).toHaveLength(1);
    // However many confirmations the double click raised, the member confirms each one.
    while (screen.queryAllByRole('alertdialog').length > 0) {
      const [dialog] = screen.getAllByRole('alertdialog');
      await userEvent.click(within(dialog!).getByRole('button', { name: 'Confirm' }));
    }
    expect(await screen.findByText('Withdrawal sent. Confirm when the money arrives.')).toBeVisible();
    expect(withdrawRequests()).toHaveLength(1);
  });

  it('success says so, clears the form and refreshes the balance and the withdrawal list', async () => {
    const { amount, password, submit } = await openWithdrawPage();
    await waitFor(async () => expect(await available()).toBe('P 1,000.00'));
    await userEvent.type(amount, '250.50');
    await userEvent.type(password, '123456');
    await userEvent.click(submit);
    await confirmDialog();
    expect(await screen.findByText('Withdrawal sent. Confirm when the money arrives.')).toBeVisible();
    await waitFor(async () => expect(await available()).toBe('P 749.50'));
    const withdrawals = await screen.findByRole('table', { name: 'Withdrawals' });
    await waitFor(() => expect(within(withdrawals).getAllByRole('row')[1]).toHaveTextContent('P 250.50'));
    expect(screen.getByRole('textbox', { name: /^Amount/ })).toHaveValue('');
    expect(withdrawRequests()).toHaveLength(1);
  });
});

describe('ActionForm: the deposit form (screens/member/depositv2) speaks its amounts with the currency’s name (issue 38)', () => {
  beforeEach(async () => {
    watchConsole('warn');
    await logInAs('player01');
  });

  it('each channel’s limits are words in its option, and an amount under the minimum is refused in words under the field', async () => {
    await renderScreen(repoSchema('screens/member/depositv2.json') as unknown as ScreenDocument, { extra: <DialogHost /> });
    const channel = await screen.findByRole('combobox', { name: /^Deposit channel/ });
    // An <option> cannot hold a figure named apart from its text: "P 100.00 – P 50,000.00" read "P one hundred, P fifty thousand".
    await waitFor(() => expect(within(channel).getByRole('option', { name: 'GCash (100.00 pesos to 50,000.00 pesos)' })).toBeInTheDocument());
    expect(channel).not.toHaveTextContent(/P \d/);
    await userEvent.selectOptions(channel, 'GCash (100.00 pesos to 50,000.00 pesos)');
    const amount = screen.getByRole('textbox', { name: /^Amount/ });
    await userEvent.type(amount, '50');
    await userEvent.click(screen.getByRole('button', { name: 'Deposit' }));
    expect(await screen.findByText('The amount is below the minimum of 100.00 pesos.')).toBeVisible();
    expect(amount).toHaveAccessibleDescription('The amount is below the minimum of 100.00 pesos.');
    expect(harness.requests.filter((request) => request.startsWith('POST /wps/deposit'))).toEqual([]);
  });

  it('slow channels: the form waits for them, so a form sent empty keeps both its errors once they come', async () => {
    harness.server.use(
      http.get(url('/wps/deposit/channels'), async () => {
        await delay(800);
        // Nothing returned: the embedded platform's own handler answers.
      }),
    );
    await renderScreen(repoSchema('screens/member/depositv2.json') as unknown as ScreenDocument, { extra: <DialogHost /> });
    const form = await screen.findByRole('region', { name: 'Make a deposit' });
    const amount = await within(form).findByRole('textbox', { name: /^Amount/ });
    const channel = within(form).getByRole('combobox', { name: /^Deposit channel/ });
    // Shown once the channels came: a player can pick one at once.
    expect(within(channel).getAllByRole('option').map((option) => option.textContent)).toContain('GCash (100.00 pesos to 50,000.00 pesos)');
    await userEvent.click(within(form).getByRole('button', { name: 'Deposit' }));
    await waitFor(() => expect(amount).toHaveAttribute('aria-invalid', 'true'));
    // Past the moment the channels would have come had the form not waited: rjsf drops its errors when its schema changes.
    await new Promise((resolve) => setTimeout(resolve, 1000));
    expect(channel).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAttribute('aria-invalid', 'true');
    expect(amount).toHaveAccessibleDescription(/./);
    expect(harness.requests.filter((request) => request.startsWith('POST /wps/deposit'))).toEqual([]);
  });
});
