import { beforeEach, describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { DialogHost } from '@/app/overlays/dialog-host';
import type { ScreenDocument } from '@/schema/types';
import { MAIN_WALLET_ID } from '../../embedded-platform/platform/vendors';
import { repoSchema } from '../fixtures/fake-schema-sources';
import { logInAs, renderScreen, withPlatformHarness } from '../fixtures/data-widgets';
import { watchConsole } from '../fixtures/console';

const harness = withPlatformHarness();

/** The member centre's withdraw page exactly as schemas/screens/member/withdraw.json has it. */
const withdrawScreen = () => repoSchema('screens/member/withdraw.json') as unknown as ScreenDocument;

const requestsTo = (call: string) => harness.requests.filter((request) => request === call);
const user = () => userEvent.setup({ applyAccept: false });

async function openWithdrawPage() {
  await renderScreen(withdrawScreen(), { extra: <DialogHost /> });
}

/** The one question on screen, with its title. */
async function question(title: string) {
  return screen.findByRole('alertdialog', { name: title });
}

describe('withdraw: the money goes to a bound payout account', () => {
  beforeEach(async () => {
    watchConsole('warn');
    await logInAs('player01');
    harness.platform().accounts.find('player01')!.balances.set(MAIN_WALLET_ID, 1000);
  });

  it('lists player01’s bank card and e-wallet masked, with the bank or wallet and the holder; the newest is chosen', async () => {
    await openWithdrawPage();
    const payTo = await screen.findByRole('combobox', { name: /^Pay to/ });
    await waitFor(() => expect(payTo).toHaveDisplayValue('GCash •••• 4567 (Juan Dela Cruz)'));
    const names = within(payTo).getAllByRole('option').map((option) => option.textContent);
    expect(names).toEqual(['Please choose', 'GCash •••• 4567 (Juan Dela Cruz)', 'BDO Unibank •••• 4321 (Juan Dela Cruz)']);
    // The whole number never reaches the page.
    expect(document.body.textContent).not.toContain('004530014321');
    expect(screen.queryByRole('heading', { name: 'Add a payout account' })).toBeNull();
  });

  it('a withdrawal to the chosen account: the question names it, the platform pays it there and the record says so', async () => {
    await openWithdrawPage();
    const payTo = await screen.findByRole('combobox', { name: /^Pay to/ });
    await user().selectOptions(payTo, 'BDO Unibank •••• 4321 (Juan Dela Cruz)');
    await user().type(screen.getByRole('textbox', { name: /^Amount/ }), '300');
    await user().type(screen.getByLabelText(/^Payment password/), '123456');
    await user().click(screen.getByRole('button', { name: 'Withdraw' }));
    const dialog = await question('Confirm your withdrawal');
    expect(within(dialog).getByText('Withdraw 300.00 pesos from your main wallet to BDO Unibank •••• 4321 (Juan Dela Cruz)? The amount leaves your balance now.')).toBeVisible();
    await user().click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Withdrawal sent. Confirm when the money arrives.')).toBeVisible();
    expect(harness.platform().accounts.find('player01')!.withdrawals[0]).toMatchObject({ amount: 300, paidTo: 'BDO Unibank •••• 4321' });
    const table = await screen.findByRole('table', { name: 'Withdrawals' });
    await waitFor(() => expect(within(table).getAllByRole('row')[1]).toHaveTextContent('BDO Unibank •••• 4321'));
    expect(within(table).getByRole('columnheader', { name: 'Paid to' })).toBeVisible();
  });
});

describe('withdraw without a bound account: the bind flow first', () => {
  beforeEach(async () => {
    watchConsole('warn');
    await logInAs('down01');
  });

  async function bindForm() {
    await openWithdrawPage();
    expect(await screen.findByText(/^Before your first withdrawal, add the bank account or e-wallet/)).toBeVisible();
    expect(screen.queryByRole('combobox', { name: /^Pay to/ })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Withdraw' })).toBeNull();
    return {
      provider: await screen.findByRole('combobox', { name: /^Bank or e-wallet/ }),
      number: screen.getByRole('textbox', { name: /^Account number/ }),
      holder: screen.getByRole('textbox', { name: /^Account holder name/ }),
      submit: screen.getByRole('button', { name: 'Add account' }),
    };
  }

  it('binds an e-wallet with the payment password, then the withdraw form shows with the new account chosen', async () => {
    const { provider, number, holder, submit } = await bindForm();
    expect(within(provider).getAllByRole('option').map((option) => option.textContent)).toEqual(expect.arrayContaining(['GCash', 'Maya', 'BDO Unibank', 'BPI']));
    await user().selectOptions(provider, 'Maya');
    await user().type(number, '0918 555 0199');
    await user().type(holder, 'Ana Reyes');
    await user().type(screen.getByLabelText(/^Payment password/), '123456');
    await user().click(submit);
    const payTo = await screen.findByRole('combobox', { name: /^Pay to/ });
    await waitFor(() => expect(payTo).toHaveDisplayValue('Maya •••• 0199 (Ana Reyes)'));
    expect(screen.getByRole('button', { name: 'Withdraw' })).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Add account' })).toBeNull();
    expect(harness.platform().accounts.find('down01')!.payoutAccounts[0]).toMatchObject({ providerCode: 'MAYA', accountNumber: '09185550199', holderName: 'Ana Reyes' });
  });

  it('a member without a payment password sets one here (6 digits, twice), then the withdraw form shows with the new account chosen', async () => {
    harness.platform().accounts.find('down01')!.paymentPassword = '';
    const { provider, number, holder, submit } = await bindForm();
    expect(screen.queryByLabelText(/^Payment password/)).toBeNull();
    await user().selectOptions(provider, 'BPI');
    await user().type(number, '1234567890');
    await user().type(holder, 'Ana Reyes');
    await user().type(screen.getByLabelText(/^Set a payment password/), '2468');
    await user().type(screen.getByLabelText(/^Confirm payment password/), '2468');
    await user().click(submit);
    expect(await screen.findByText('The payment password is exactly 6 digits.')).toBeVisible();
    expect(requestsTo('POST /wps/withdraw/accounts')).toEqual([]);
    await user().type(screen.getByLabelText(/^Set a payment password/), '13');
    await user().click(submit);
    expect(await screen.findByText(/^Does not match the .*\. Type the same again\.$/)).toBeVisible();
    await user().type(screen.getByLabelText(/^Confirm payment password/), '13');
    await user().click(submit);
    await waitFor(() => expect(screen.getByRole('combobox', { name: /^Pay to/ })).toHaveDisplayValue('BPI •••• 7890 (Ana Reyes)'));
    expect(harness.platform().accounts.find('down01')!.paymentPassword).toBe('246813');
  });

  it('the platform’s refusals show under their field and nothing typed is lost', async () => {
    watchConsole('warn', /command bindPayoutAccount failed: payout\.account\.number\.invalid/, /command bindPayoutAccount failed: payment\.password\.incorrect/);
    const { provider, number, holder, submit } = await bindForm();
    await user().selectOptions(provider, 'GCash');
    await user().type(number, '1234567890');
    await user().type(holder, 'Ana Reyes');
    await user().type(screen.getByLabelText(/^Payment password/), '123456');
    await user().click(submit);
    expect(await screen.findByText('This is not a valid account number for the bank or e-wallet you chose.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Account holder name/ })).toHaveValue('Ana Reyes');
    await user().clear(screen.getByRole('textbox', { name: /^Account number/ }));
    await user().type(screen.getByRole('textbox', { name: /^Account number/ }), '09171112222');
    await user().type(screen.getByLabelText(/^Payment password/), '000000');
    await user().click(screen.getByRole('button', { name: 'Add account' }));
    expect(await screen.findByText('The payment password is incorrect.')).toBeVisible();
    expect(screen.getByRole('textbox', { name: /^Account number/ })).toHaveValue('09171112222');
    expect(screen.getByLabelText(/^Payment password/)).toHaveValue('');
    expect(harness.platform().accounts.find('down01')!.payoutAccounts).toEqual([]);
  });

  it('a member with a registered name binds only in that name: the field is filled in and locked', async () => {
    harness.platform().accounts.find('down01')!.profile.fullName = 'Pedro Penduko';
    await openWithdrawPage();
    const holder = await screen.findByRole('textbox', { name: /^Account holder name/ });
    await waitFor(() => expect(holder).toHaveValue('Pedro Penduko'));
    expect(holder).toBeDisabled();
  });
});

describe('receipt of a paid withdrawal: each answer asks first and says it cannot be undone', () => {
  beforeEach(async () => {
    watchConsole('warn');
    await logInAs('player01');
  });

  async function paidRow() {
    await openWithdrawPage();
    const table = await screen.findByRole('table', { name: 'Withdrawals' });
    const row = await within(table).findByRole('row', { name: /Paid, confirm receipt/ });
    return { table, row };
  }

  const receiptRequests = () => requestsTo('POST /wps/withdraw/receipt');
  const paid = () => harness.platform().accounts.find('player01')!.withdrawals[0]!;

  it('Received: the question names the withdrawal and says a received withdrawal cannot be refunded; Cancel changes nothing, Confirm saves', async () => {
    const { row } = await paidRow();
    await user().click(within(row).getByRole('button', { name: 'Received' }));
    let dialog = await question('Confirm receipt');
    expect(dialog).toHaveTextContent(`Confirm that the full 500.00 pesos of withdrawal ${paid().withdrawId} arrived? You cannot undo this: a withdrawal marked received, like one not confirmed in time, cannot be refunded.`);
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(receiptRequests()).toEqual([]);
    expect(paid().status).toBe('paid');
    expect(within(row).getByRole('button', { name: 'Received' })).toBeEnabled();

    await user().click(within(row).getByRole('button', { name: 'Received' }));
    dialog = await question('Confirm receipt');
    await user().click(within(dialog).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Thank you, your confirmation was saved.')).toBeVisible();
    expect(receiptRequests()).toHaveLength(1);
    expect(paid().status).toBe('received');
  });

  it('Partly received: the question repeats the amount typed; Cancel keeps it and sends nothing', async () => {
    const { table, row } = await paidRow();
    await user().click(within(row).getByRole('button', { name: 'Partly received' }));
    const amount = await within(table).findByRole('textbox', { name: /^Amount received/ });
    await user().type(amount, '150');
    await user().click(within(table).getByRole('button', { name: 'Confirm' }));
    let dialog = await question('Confirm receipt');
    expect(dialog).toHaveTextContent(`Report that only 150.00 pesos of withdrawal ${paid().withdrawId} (500.00 pesos) arrived? You cannot undo this or change the amount later.`);
    expect(dialog).toHaveTextContent('a withdrawal not confirmed by its deadline counts as received and cannot be refunded.');
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(table).getByRole('textbox', { name: /^Amount received/ })).toHaveValue('150');
    expect(receiptRequests()).toEqual([]);
    expect(paid().status).toBe('paid');

    await user().click(within(table).getByRole('button', { name: 'Confirm' }));
    dialog = await question('Confirm receipt');
    await user().click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(paid()).toMatchObject({ status: 'partly received', receivedAmount: 150, remainingAmount: 350 }));
    expect(receiptRequests()).toHaveLength(1);
  });

  it('Not received: the question comes after the proof is attached; Cancel keeps the proof and sends nothing', async () => {
    const { table, row } = await paidRow();
    // A final, costly answer is styled apart from the safe one, on the row, on the form and in the question.
    expect(within(row).getByRole('button', { name: 'Not received' })).toHaveClass('data-button--danger');
    expect(within(row).getByRole('button', { name: 'Received' })).not.toHaveClass('data-button--danger');
    await user().click(within(row).getByRole('button', { name: 'Not received' }));
    const proof = await within(table).findByLabelText(/^Proof \(screenshots\)/);
    await user().upload(proof as HTMLInputElement, new File([new Uint8Array(1024)], 'transfer.png', { type: 'image/png' }));
    await within(table).findByRole('button', { name: 'Remove' });
    await user().click(within(table).getByRole('button', { name: 'Confirm' }));
    expect(within(table).getByRole('button', { name: 'Confirm' })).toHaveClass('data-button--danger');
    let dialog = await question('Confirm receipt');
    expect(within(dialog).getByRole('button', { name: 'Confirm' })).toHaveClass('button--danger');
    expect(within(dialog).getByRole('button', { name: 'Cancel' })).not.toHaveClass('button--danger');
    expect(dialog).toHaveTextContent(`Report that withdrawal ${paid().withdrawId} (500.00 pesos) did not arrive, with the proof you attached? You cannot undo this or change your answer later.`);
    expect(dialog).toHaveTextContent('cannot be refunded');
    await user().click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    expect(within(table).getAllByRole('button', { name: 'Remove' })).toHaveLength(1);
    expect(receiptRequests()).toEqual([]);

    await user().click(within(table).getByRole('button', { name: 'Confirm' }));
    dialog = await question('Confirm receipt');
    await user().click(within(dialog).getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(paid().status).toBe('not received'));
  });
});
