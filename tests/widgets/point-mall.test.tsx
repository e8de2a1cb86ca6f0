import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { DialogHost } from '@/app/overlays/dialog-host';
import type { ScreenDocument } from '@/schema/types';
import { fail, url } from '../api/support';
import { repoSchema } from '../fixtures/fake-schema-sources';
import { logInAs, renderScreen, withPlatformHarness } from '../fixtures/data-widgets';

const harness = withPlatformHarness();

/** The point mall exactly as schemas/screens/point-mall.json has it. */
const pointMall = () => repoSchema('screens/point-mall.json') as unknown as ScreenDocument;

const card = async (name: string) => {
  const title = await screen.findByRole('heading', { level: 3, name });
  const item = title.closest('li');
  if (!item) throw new Error(`${name} is a card`);
  return within(item);
};

/** The convert form, once its points field is there; the points field and the payment password. */
async function convertForm() {
  const form = await screen.findByRole('region', { name: 'Convert points to balance' });
  const points = await within(form).findByLabelText(/^Points/);
  return { form, points, password: within(form).getByLabelText(/^Payment password/) };
}

const sent = (call: string) => harness.requests.filter((request) => request === call).length;

describe('point mall: converting points at the platform’s rate and minimum (/wps/points/config, issue 40)', () => {
  it('shows the rate and the minimum under the points, and refuses fewer points before sending, keeping what was typed', async () => {
    await logInAs('player01');
    await renderScreen(pointMall(), { url: '/pointMall', extra: <DialogHost /> });
    const { form, points, password } = await convertForm();
    // The embedded platform's config: 10 points a peso, 100 points at least.
    await waitFor(() => expect(points).toHaveAccessibleDescription('10 points = 1.00 pesos. You can convert 100 points or more.'));
    expect(sent('GET /wps/points/config')).toBe(1);

    await userEvent.type(points, '99');
    await userEvent.type(password, '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(await within(form).findByText('Convert at least 100 points.')).toBeVisible();
    expect(points).toHaveAttribute('aria-invalid', 'true');
    expect(points).toHaveFocus();
    expect(points).toHaveValue('99');
    expect(password).toHaveValue('123456');
    // Refused here: no question asked, nothing sent.
    expect(screen.queryByRole('alertdialog')).toBeNull();
    expect(sent('POST /wps/points/convert')).toBe(0);

    // The minimum itself is enough.
    await userEvent.clear(points);
    await userEvent.type(points, '100');
    await userEvent.click(within(form).getByRole('button', { name: 'Convert' }));
    const question = await screen.findByRole('alertdialog', { name: 'Convert points to balance' });
    await userEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Points converted and added to your balance.')).toBeVisible();
    expect(sent('POST /wps/points/convert')).toBe(1);
  });

  it('takes the figures from the platform: another rate and minimum read and refuse as the platform says', async () => {
    harness.server.use(http.get(url('/wps/points/config'), () => HttpResponse.json({ success: true, errorCode: null, value: { ratio: 20, minConvertPoints: 500, passwordRequired: true } })));
    await logInAs('player01');
    await renderScreen(pointMall(), { url: '/pointMall', extra: <DialogHost /> });
    const { form, points, password } = await convertForm();
    await waitFor(() => expect(points).toHaveAccessibleDescription('20 points = 1.00 pesos. You can convert 500 points or more.'));
    await userEvent.type(points, '400');
    await userEvent.type(password, '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Convert' }));
    expect(await within(form).findByText('Convert at least 500 points.')).toBeVisible();
    expect(sent('POST /wps/points/convert')).toBe(0);
  });

  it('still converts when the config call fails: no rate line, and the platform’s own refusal shows under the points (spec §8)', async () => {
    harness.server.use(http.get(url('/wps/points/config'), () => fail('#727', 'busy')));
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    await logInAs('player01');
    await renderScreen(pointMall(), { url: '/pointMall', extra: <DialogHost /> });
    const { form, points, password } = await convertForm();
    await waitFor(() => expect(sent('GET /wps/points/config')).toBeGreaterThan(0));
    expect(points).not.toHaveAccessibleDescription(/points =/);
    expect(within(form).queryByText(/\{\{/)).toBeNull();

    await userEvent.type(points, '99');
    await userEvent.type(password, '123456');
    await userEvent.click(within(form).getByRole('button', { name: 'Convert' }));
    // Not checked here without the platform's minimum: the platform refuses it, under the field, and the points stay.
    const question = await screen.findByRole('alertdialog', { name: 'Convert points to balance' });
    await userEvent.click(within(question).getByRole('button', { name: 'Confirm' }));
    expect(await within(form).findByText('Some of the information sent is invalid. Please check and try again.')).toBeVisible();
    // Sent, and refused: the client sends a refused encrypted call once more with a fresh key (src/api/request.ts).
    expect(sent('POST /wps/points/convert')).toBe(2);
    expect(points).toHaveValue('99');
    expect(warn.mock.calls.map((args) => args.join(' '))).toEqual(['[croupier data] command convertPoints failed: request_param_err']);
    warn.mockRestore();
  });
});

describe('point mall: a reward out of stock (issue 26)', () => {
  it('is marked sold out, and its redeem button is disabled with the reason', async () => {
    await logInAs('player01');
    await renderScreen(pointMall(), { url: '/pointMall' });
    const phone = await card('Gaming phone');
    expect(phone.getByText('Sold out')).toBeInTheDocument();
    const redeem = phone.getByRole('button', { name: 'Redeem' });
    expect(redeem).toBeDisabled();
    expect(redeem).toHaveAccessibleDescription('Out of stock: it cannot be redeemed until it is restocked.');
  });

  it('leaves rewards in stock redeemable and unmarked', async () => {
    await logInAs('player01');
    await renderScreen(pointMall(), { url: '/pointMall' });
    const earbuds = await card('Wireless earbuds');
    expect(earbuds.queryByText('Sold out')).not.toBeInTheDocument();
    expect(earbuds.getByRole('button', { name: 'Redeem' })).toBeEnabled();
  });
});
