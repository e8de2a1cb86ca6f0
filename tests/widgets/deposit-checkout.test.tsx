import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DepositCreated, DepositPayment } from '@/api/deposit';
import { TranslationProvider } from '@/i18n/use-translation';
import { ActionProvider } from '@/renderer/action-context';
import type { Action, ScreenDocument } from '@/schema/types';
import { preloadedComponentSource } from '@/renderer/component-source';
import { DepositPaymentView } from '@/widgets/deposit-checkout/payment-view';
import { widgetRegistry } from '@/widgets/registry';
import { repoSchema } from '../fixtures/fake-schema-sources';
import { logInAs, memberI18n, renderScreen, withPlatformHarness } from '../fixtures/data-widgets';
import { watchConsole } from '../fixtures/console';

// A fresh embedded platform (msw) per test behind the real client.
withPlatformHarness();

/** The member centre's deposit page exactly as schemas/screens/member/depositv2.json has it. */
const depositScreen = () => repoSchema('screens/member/depositv2.json') as unknown as ScreenDocument;

// Every widget's module loads once, before the first test's clock starts (slow on a busy machine).
beforeAll(() => Promise.all([preloadedComponentSource(widgetRegistry), import('@/renderer/form/schema-form')]), 60_000);

let writeText: ReturnType<typeof vi.fn<(text: string) => Promise<void>>>;

beforeEach(() => {
  writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
  Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
});

afterEach(() => vi.restoreAllMocks());

/** Picks a channel and an amount on the real page and sends the deposit, as a player would. */
async function depositThrough(channel: RegExp, amount: string) {
  const form = await screen.findByRole('region', { name: 'Make a deposit' });
  const picker = await within(form).findByRole('combobox', { name: /^Deposit channel/ });
  await within(picker).findByRole('option', { name: channel });
  await userEvent.selectOptions(picker, within(picker).getByRole('option', { name: channel }));
  await userEvent.type(within(form).getByRole('textbox', { name: /^Amount/ }), amount);
  await userEvent.click(within(form).getByRole('button', { name: 'Deposit' }));
  return form;
}

// A whole page against the embedded platform: more than a unit's time on a machine shared by other runs.
describe('DepositCheckout: the deposit page as player01 on the embedded platform', { timeout: 30_000 }, () => {
  beforeEach(async () => {
    watchConsole('warn');
    await logInAs('player01');
  });

  it('a bank transfer: the account to pay to, each value with a copy button that says Copied', async () => {
    await renderScreen(depositScreen());
    const form = await depositThrough(/^Bank transfer/, '1500');
    const payment = await within(form).findByRole('region', { name: 'Pay with Bank transfer' });
    expect(within(payment).getByRole('heading', { name: 'Pay with Bank transfer' })).toHaveFocus();
    const values = within(payment).getAllByRole('definition').map((value) => value.textContent);
    expect(values).toEqual(expect.arrayContaining([expect.stringContaining('BDO Unibank'), expect.stringContaining('Croupier Gaming Services Inc.'), expect.stringContaining('0061 2345 6789'), expect.stringContaining('P 1,500.00')]));
    expect(within(payment).getByText(/^CRP-\d{6}$/)).toBeVisible();
    expect(within(payment).getByText('Pending')).toBeVisible();

    const copyNumber = within(payment).getByRole('button', { name: 'Copy Account number' });
    await userEvent.click(copyNumber);
    // Digits only: what a banking app's account field takes.
    expect(writeText).toHaveBeenLastCalledWith('006123456789');
    expect(copyNumber).toHaveTextContent('Copied');
    expect(within(payment).getByText('Account number copied.')).toBeInTheDocument();
    await userEvent.click(within(payment).getByRole('button', { name: 'Copy Amount' }));
    expect(writeText).toHaveBeenLastCalledWith('1500.00');
    await userEvent.click(within(payment).getByRole('button', { name: 'Copy Reference' }));
    expect(writeText).toHaveBeenLastCalledWith(expect.stringMatching(/^CRP-\d{6}$/));
  });

  it('the new deposit shows as pending in Recent deposits with its amount, channel and time', async () => {
    await renderScreen(depositScreen());
    await depositThrough(/^Maya/, '345');
    const form = screen.getByRole('region', { name: 'Make a deposit' });
    await within(form).findByRole('region', { name: 'Pay with Maya' });
    const history = screen.getByRole('region', { name: 'Recent deposits' });
    // A screen reader hears the amount with the currency's name; the row shows it with its letter (issue 38).
    const first = await within(history).findByRole('row', { name: /345\.00 pesos/ });
    expect(first).toHaveTextContent('P 345.00');
    expect(first).toHaveTextContent('Maya');
    expect(first).toHaveTextContent('Pending');
    expect(first).toHaveTextContent(/\d{4}-\d{2}-\d{2} \d{2}:\d{2}/);
  });

  it('a QR code with the amount and the steps to pay it', async () => {
    await renderScreen(depositScreen());
    const form = await depositThrough(/^GCash/, '1000');
    const payment = await within(form).findByRole('region', { name: 'Pay with GCash' });
    const code = within(payment).getByRole('img', { name: 'QR code to pay 1,000.00 pesos with GCash' });
    expect(code.getAttribute('data-qr-value')).toMatch(/^000201.*54071000\.00/);
    // On a computer the code is scanned from the screen with a phone.
    expect(within(payment).getByText('Scan the code on this screen with your phone: the amount 1,000.00 pesos is filled in. Do not change it.')).toBeVisible();
    expect(within(payment).getByText('Open the GCash app on your phone and tap Scan QR.')).toBeVisible();
  });

  it('a QR code on a phone: save or screenshot the code and open it in the app (a phone cannot scan its own screen)', async () => {
    vi.stubGlobal('matchMedia', (query: string) => ({ matches: query.includes('max-width'), media: query, addEventListener: () => undefined, removeEventListener: () => undefined }));
    await renderScreen(depositScreen());
    const form = await depositThrough(/^GCash/, '1000');
    const payment = await within(form).findByRole('region', { name: 'Pay with GCash' });
    expect(within(payment).getByText(/^Save the code to your phone \(press and hold it, or take a screenshot\), then open the GCash app\.$/)).toBeVisible();
    expect(within(payment).getByText(/choose the saved picture from your gallery: the amount 1,000\.00 pesos is filled in/)).toBeVisible();
    expect(within(payment).queryByText(/with your phone/)).toBeNull();
    vi.unstubAllGlobals();
  });

  it('a payment page in a new tab: a link through the URL policy; Make another deposit brings the form back', async () => {
    await renderScreen(depositScreen());
    const form = await depositThrough(/^Maya/, '300');
    const payment = await within(form).findByRole('region', { name: 'Pay with Maya' });
    const link = within(payment).getByRole('link', { name: /Open the Maya payment page/ });
    expect(link.getAttribute('href')).toMatch(/\/platform-assets\/pay\/maya\?deposit=T\d+&amount=300\.00&channel=Maya$/);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await userEvent.click(within(payment).getByRole('button', { name: 'Make another deposit' }));
    expect(await within(form).findByRole('textbox', { name: /^Amount/ })).toHaveValue('');
    expect(within(form).queryByRole('region', { name: 'Pay with Maya' })).toBeNull();
  });
});

const base: Omit<DepositCreated, 'payment'> = { depositId: 'T1001', status: 'pending', amount: 250, channelId: 'x', channelName: '7-Eleven', createdAt: Date.UTC(2026, 10, 25, 10, 0), expiresAt: undefined };

function renderPayment(payment: DepositPayment, { onLeave = vi.fn<(url: string) => void>(), runAction = vi.fn<(action: Action) => void>(), deposit = {} as Partial<typeof base> } = {}) {
  render(
    <TranslationProvider i18n={memberI18n()}>
      <ActionProvider value={runAction}>
        <DepositPaymentView deposit={{ ...base, ...deposit, payment }} currency={{ symbol: 'P' }} qr={{ size: 200, margin: 20, level: 'M' }} onNewDeposit={() => undefined} onLeave={onLeave} />
      </ActionProvider>
    </TranslationProvider>,
  );
  return { onLeave, runAction, payment: screen.getByRole('region', { name: 'Pay with 7-Eleven' }) };
}

describe('DepositPaymentView: what the platform answered, shown safely', () => {
  beforeEach(() => watchConsole('warn'));

  it('a payment page in the same window: the player is told where they go, for how much and how to come back, and leaves only on Continue', async () => {
    const { onLeave, payment } = renderPayment({ type: 'REDIRECT', url: '/platform-assets/pay/711?deposit=T1001', target: 'SAME_WINDOW' });
    expect(onLeave).not.toHaveBeenCalled();
    expect(within(payment).getByText('To pay 250.00 pesos, you will leave this site for the 7-Eleven payment page.')).toBeVisible();
    expect(within(payment).getByText(/^Once you have paid, 7-Eleven brings you back here\. If it does not, come back to this site/)).toBeVisible();
    const go = within(payment).getByRole('link', { name: 'Continue to 7-Eleven' });
    expect(go).not.toHaveAttribute('target');
    await userEvent.click(go);
    expect(onLeave).toHaveBeenCalledExactlyOnceWith(`${window.location.origin}/platform-assets/pay/711?deposit=T1001`);
  });

  it.each(['javascript:alert(document.cookie)', 'data:text/html,<script>alert(1)</script>', '//evil.example/pay', 'https://user:pass@pay.example/'])(
    'a payment URL the URL policy refuses (%s): the spec §8 message and customer service, no link, never followed',
    async (url) => {
      watchConsole('warn', /\[croupier deposit\] payment URL refused by the URL policy: not http\(s\) or a path on this site/);
      const { onLeave, runAction, payment } = renderPayment({ type: 'REDIRECT', url, target: 'SAME_WINDOW' });
      expect(within(payment).getByRole('alert')).toHaveTextContent('Invalid payment URL, please contact customer service.');
      expect(within(payment).queryByRole('link')).toBeNull();
      expect(onLeave).not.toHaveBeenCalled();
      await userEvent.click(within(payment).getByRole('button', { name: 'Contact customer service' }));
      expect(runAction).toHaveBeenCalledWith({ type: 'customerService' });
    },
  );

  it.each([
    ['the same day: the time alone', new Date(2026, 10, 25, 10, 0).getTime(), new Date(2026, 10, 25, 10, 30).getTime(), '10:30'],
    ['past midnight: with its date', new Date(2026, 10, 25, 23, 50).getTime(), new Date(2026, 10, 26, 0, 20).getTime(), '2026-11-26 00:20'],
  ])('the time to pay by, on %s', (_, createdAt, expiresAt, shown) => {
    const { payment } = renderPayment({ type: 'BANK_TRANSFER', bankName: 'BDO Unibank', accountName: 'Croupier', accountNumber: '0061 2345 6789', reference: 'CRP-000001', branch: undefined }, { deposit: { createdAt, expiresAt } });
    const payBy = within(payment).getByText('Pay by').nextElementSibling;
    expect(payBy).toHaveTextContent(new RegExp(`^${shown}$`));
  });

  it('copying refused by the browser: the value is selected and the player is told to copy it by hand', async () => {
    writeText.mockRejectedValue(new DOMException('Write permission denied.', 'NotAllowedError'));
    const { payment } = renderPayment({ type: 'BANK_TRANSFER', bankName: 'BDO Unibank', accountName: 'Croupier', accountNumber: '0061 2345 6789', reference: 'CRP-000001', branch: undefined });
    const copy = within(payment).getByRole('button', { name: 'Copy Reference' });
    await userEvent.click(copy);
    expect(await within(payment).findByText('Your browser blocked copying. The value is selected: copy it with Ctrl+C, or press and hold it.')).toBeVisible();
    expect(window.getSelection()?.toString()).toBe('CRP-000001');
    expect(copy).not.toHaveTextContent('Copied');
  });
});
