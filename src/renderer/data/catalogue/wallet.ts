import { createDeposit, getDepositChannels } from '@/api/deposit';
import { getBalance, getMerchantWallet, transferToUpline, transferWallet } from '@/api/wallet';
import { bindPayoutAccount, confirmWithdrawalReceipt, getPayoutAccounts, getPayoutBindSettings, getPayoutProviders, getWithdrawals, withdraw } from '@/api/withdraw';
import { rowOf } from '../data-types';
import { amount, defineCommand, defineQuery, none, numericId, page, paged, pagedRows, params, required, rowsOnly, secret, text } from './define';

/** Wallets, deposits, withdrawals and the payout accounts they are paid to. */
export const walletQueries = {
  walletBalances: defineQuery({
    description: 'The balance of each wallet, the total and the currency symbol (spec §3 sumBalance).',
    params: none,
    fields: ['accountTypeId', 'accountTypeName', 'availBalance', 'sumBalance', 'mainBalance', 'currencySymbol'],
    run: async () => {
      const balance = await getBalance();
      // The header's balance is the same figure: one refresh updates both. (Imported here, not at the
      // top, so `schemas:check` can read this catalogue in Node without a browser's storage.)
      const { useWalletStore } = await import('@/stores/wallet-store');
      useWalletStore.setState({ balance });
      // The platform lists the main wallet first: withdrawals and upline transfers draw on it.
      const mainBalance = balance.balance[0]?.availBalance ?? balance.sumBalance;
      return { rows: balance.balance.map(rowOf), facts: rowOf({ sumBalance: balance.sumBalance, mainBalance, currencySymbol: balance.currencySymbol, currency: balance.currency }) };
    },
  }),
  merchantWallet: defineQuery({
    description: 'Whether the merchant runs one wallet (isSingle) or one per game area (GCS_merchantWallet).',
    params: none,
    fields: ['isSingle', 'accountTypeId', 'accountTypeName'],
    run: async () => {
      const wallet = await getMerchantWallet();
      return { rows: wallet.wallets.map(rowOf), facts: rowOf({ isSingle: wallet.isSingle }) };
    },
  }),
  depositChannels: defineQuery({
    description: 'Deposit channels with their minimum and maximum amounts.',
    params: none,
    fields: ['channelId', 'name', 'kind', 'minAmount', 'maxAmount'],
    run: async () => rowsOnly(await getDepositChannels()),
  }),
  withdrawals: defineQuery({
    description: 'Withdrawals and their receipt status (spec §4 withdrawal confirmation).',
    params: params({ ...page }),
    fields: ['withdrawId', 'amount', 'time', 'paidTo', 'status', 'receivedAmount', 'remainingAmount', 'confirmBy'],
    run: async (input) => {
      const result = await getWithdrawals(paged(input));
      return pagedRows(result);
    },
  }),
  payoutAccounts: defineQuery({
    description: 'The bound bank cards and e-wallets a withdrawal is paid to, newest first, masked; facts: hasAccount, accountCount.',
    params: none,
    fields: ['payoutAccountId', 'kind', 'providerCode', 'providerName', 'maskedNumber', 'holderName', 'boundAt', 'label', 'hasAccount', 'accountCount'],
    run: async () => {
      const accounts = await getPayoutAccounts();
      const rows = accounts.map((account) => ({ ...account, label: `${account.providerName} ${account.maskedNumber}` }));
      return { rows: rows.map(rowOf), facts: rowOf({ hasAccount: accounts.length > 0, accountCount: accounts.length }) };
    },
  }),
  payoutProviders: defineQuery({
    description: 'The banks and e-wallets the operator pays withdrawals to.',
    params: none,
    fields: ['providerCode', 'providerName', 'kind'],
    run: async () => rowsOnly(await getPayoutProviders()),
  }),
  payoutBindForm: defineQuery({
    description: "The bind form's holder name (facts: holderName, canBindMore) and its field config rows: the holder name locked to the registered name; the payment password asked for, or set here by a member without one.",
    params: none,
    fields: ['holderName', 'canBindMore', 'field', 'enabled', 'required', 'editable'],
    run: async () => {
      const settings = await getPayoutBindSettings();
      const asks = settings.hasPaymentPassword;
      return {
        rows: [
          { field: 'holderName', enabled: true, required: true, editable: !settings.holderNameLocked },
          { field: 'paymentPassword', enabled: asks, required: asks },
          { field: 'newPaymentPassword', enabled: !asks, required: !asks },
          { field: 'confirmPaymentPassword', enabled: !asks, required: !asks },
        ].map(rowOf),
        facts: rowOf({ holderName: settings.holderName, canBindMore: settings.accountCount < settings.maxAccounts }),
      };
    },
  }),
};

export const walletCommands = {
  walletTransfer: defineCommand({
    description: 'Moves money between two of the member’s wallets (GCS_walletTransfer).',
    params: params({ fromAccountTypeId: numericId, toAccountTypeId: numericId, amount }),
    run: async (input) =>
      transferWallet({
        fromAccountTypeId: required(input.number('fromAccountTypeId'), 'fromAccountTypeId'),
        toAccountTypeId: required(input.number('toAccountTypeId'), 'toAccountTypeId'),
        amount: required(input.number('amount'), 'amount'),
      }),
  }),
  deposit: defineCommand({
    description: 'Creates a deposit through a channel: pending in the account record, with how to pay it (bank account, QR code or payment page).',
    params: params({ channelId: text, amount }),
    run: async (input) => createDeposit({ channelId: required(input.text('channelId'), 'channelId'), amount: required(input.number('amount'), 'amount') }),
  }),
  withdraw: defineCommand({
    description: 'Withdraws from the main wallet to one of the bound payout accounts, with the payment password (encrypted).',
    params: params({ amount, paymentPassword: secret, payoutAccountId: { type: 'string', description: 'a bound account of payoutAccounts' } }),
    secrets: ['paymentPassword'],
    run: async (input) =>
      withdraw({
        amount: required(input.number('amount'), 'amount'),
        paymentPassword: required(input.text('paymentPassword'), 'paymentPassword'),
        payoutAccountId: required(input.text('payoutAccountId'), 'payoutAccountId'),
      }),
  }),
  bindPayoutAccount: defineCommand({
    description: 'Binds a bank card or e-wallet for withdrawals (encrypted): with the payment password, or setting one.',
    params: params({ providerCode: text, accountNumber: text, holderName: text, paymentPassword: secret, newPaymentPassword: secret, confirmPaymentPassword: secret }),
    secrets: ['paymentPassword', 'newPaymentPassword', 'confirmPaymentPassword'],
    run: async (input) => {
      const optionalText = (name: 'holderName' | 'paymentPassword' | 'newPaymentPassword' | 'confirmPaymentPassword') => {
        const value = input.text(name);
        return value ? { [name]: value } : {};
      };
      return bindPayoutAccount({
        providerCode: required(input.text('providerCode'), 'providerCode'),
        accountNumber: required(input.text('accountNumber'), 'accountNumber'),
        ...optionalText('holderName'),
        ...optionalText('paymentPassword'),
        ...optionalText('newPaymentPassword'),
        ...optionalText('confirmPaymentPassword'),
      });
    },
  }),
  confirmWithdrawalReceipt: defineCommand({
    description: 'The member marks a paid withdrawal received, partly received (amount) or not received (proof).',
    params: params({ withdrawId: text, result: { enum: ['received', 'partial', 'not_received'] }, receivedAmount: amount, proofImages: { type: 'string', description: 'JSON list of data URLs' } }),
    run: async (input) => {
      const result = input.text('result');
      const receivedAmount = input.number('receivedAmount');
      const proofImages = input.list('proofImages');
      return confirmWithdrawalReceipt({
        withdrawId: required(input.text('withdrawId'), 'withdrawId'),
        result: result === 'partial' || result === 'not_received' ? result : 'received',
        ...(result === 'partial' && receivedAmount !== undefined ? { receivedAmount } : {}),
        ...(result === 'not_received' ? { proofImages } : {}),
      });
    },
  }),
  transferToUpline: defineCommand({
    description: "Sends money from the main wallet to the member's upline (payment password).",
    params: params({ amount, paymentPassword: secret }),
    secrets: ['paymentPassword'],
    run: async (input) => transferToUpline({ amount: required(input.number('amount'), 'amount'), paymentPassword: required(input.text('paymentPassword'), 'paymentPassword') }),
  }),
};
