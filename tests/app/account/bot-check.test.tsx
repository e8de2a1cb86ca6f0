import { setupServer } from 'msw/node';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { BotCheck } from '@/app/account/bot-check';
import { LoginForm } from '@/app/account/login-form';
import RegisterModal from '@/app/account/register-modal';
import { createHandlers } from '../../../embedded-platform/handlers';
import { createPlatform, DEMO_ACCOUNTS, PLAYER_MOBILE } from '../../../embedded-platform/platform';
import { botChecksOf } from '../../../embedded-platform/platform/bot-check';
import { WHITELABEL_FLAGS } from '../../../embedded-platform/platform/scenarios';
import { usePlatformStore } from '@/stores/platform-store';
import { useSessionStore } from '@/stores/session-store';
import { resetClient } from '../../api/support';
import { selectScenario } from '../../api/platform/use-platform';
import { acceptConsent, fillIn, renderAccount, resetAccountState } from './render-account';

vi.mock('@/app/schema-runtime', async () => {
  const { diskLoader } = await import('../../../scripts/schemas/cli-context');
  return { schemaLoader: diskLoader('croupier', []), knownWidgetTypes: new Set<string>(), merchantId: 'croupier', schemaProblems: [] };
});

// The embedded platform in allFlags: the scenario whose settings turn the bot check on.
const platform = createPlatform({ scenario: 'allFlags', log: () => undefined });
const server = setupServer(...createHandlers(platform));
beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
beforeEach(resetClient);
afterEach(() => server.resetHandlers());
afterAll(() => server.close());

const ALL_FLAGS = Object.fromEntries(WHITELABEL_FLAGS.map((flag) => [flag, true]));
const SLIDER = 'Slide to complete the puzzle';

function notch(): { challenge: string; notchX: number } {
  const latest = botChecksOf(platform).latest();
  if (!latest) throw new Error('no puzzle issued yet');
  return latest;
}

/** A drag to `x` and the release: what the pointer does on the range input. */
function slideTo(slider: HTMLElement, x: number) {
  fireEvent.change(slider, { target: { value: String(x) } });
  fireEvent.pointerUp(slider);
}


describe('bot check: slider puzzle (spec §4 register flow, geetest fields)', () => {
  beforeEach(() => {
    resetAccountState(ALL_FLAGS);
    usePlatformStore.setState({ settings: { botCheck: true } });
    selectScenario('allFlags');
  });

  it('a wrong drop shows the spec §8 message and a fresh puzzle; the right drop resolves the geetest fields', async () => {
    const onPassed = vi.fn();
    renderAccount(<BotCheck onPassed={onPassed} onCancel={() => undefined} />);
    const slider = await screen.findByRole('slider', { name: SLIDER });
    const group = screen.getByRole('dialog', { name: 'Security check' });
    const first = notch();
    const firstImage = within(group).getByRole('img', { name: 'Puzzle picture with a gap' }).getAttribute('src');
    slideTo(slider, first.notchX > 100 ? first.notchX - 40 : first.notchX + 40);
    expect(await screen.findByRole('alert')).toHaveTextContent('Captcha check failed, please try again.');
    await waitFor(() => expect(notch().challenge).not.toBe(first.challenge));
    await waitFor(() => expect(screen.getByRole('slider', { name: SLIDER })).toBeEnabled());
    expect(screen.getByRole('slider', { name: SLIDER })).toHaveValue('0');
    expect(within(group).getByRole('img', { name: 'Puzzle picture with a gap' }).getAttribute('src')).not.toBe(firstImage);
    expect(onPassed).not.toHaveBeenCalled();

    const second = notch();
    slideTo(screen.getByRole('slider', { name: SLIDER }), second.notchX + 3);
    await waitFor(() => expect(onPassed).toHaveBeenCalledTimes(1));
    expect(onPassed).toHaveBeenCalledWith({ geetestChallenge: second.challenge, geetestValidate: expect.any(String), geetestSeccode: expect.any(String) });
  });

  it('keyboard: Enter checks where the piece stands; TY texts', async () => {
    renderAccount(<BotCheck onPassed={() => undefined} onCancel={() => undefined} />, 'ty');
    const slider = await screen.findByRole('slider', { name: 'I-slide para makumpleto ang puzzle' });
    await waitFor(() => expect(slider).toHaveFocus());
    fireEvent.change(slider, { target: { value: '1' } });
    fireEvent.keyDown(slider, { key: 'Enter' });
    expect(await screen.findByRole('alert')).toHaveTextContent('Nabigo ang captcha check, pakisubukan muli.');
  });

  it('register: after the form checks, the puzzle opens; the right drop registers with the fields and logs in', async () => {
    const close = vi.fn();
    renderAccount(<RegisterModal params={{}} close={close} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await screen.findByLabelText(/^Mobile number/);
    await screen.findByRole('img', { name: 'Captcha image' });
    const mobile = '9170000321';
    await fillIn(/^Password/, 'Secret123');
    await fillIn(/^Confirm password/, 'Secret123');
    await fillIn(/^Mobile number/, mobile);
    await fillIn(/^Verification code/, platform.sms.send(mobile));
    await fillIn(/^Payment password/, '123456');
    await fillIn(/^Email/, 'slidey01@example.com');
    await fillIn(/^Captcha/, platform.captchas.latest() ?? '');
    expect(screen.queryByRole('slider', { name: SLIDER })).toBeNull();
    await acceptConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));

    const slider = await screen.findByRole('slider', { name: SLIDER });
    expect(close).not.toHaveBeenCalled();
    expect(useSessionStore.getState().token).toBeNull();
    const consume = vi.spyOn(botChecksOf(platform), 'consume');
    const { challenge, notchX } = notch();
    slideTo(slider, notchX);
    await waitFor(() => expect(close).toHaveBeenCalled());
    // The register call carried the pass's geetest fields, and the platform accepted them.
    expect(consume).toHaveBeenCalledWith(challenge, expect.any(String), expect.any(String));
    expect(consume).toHaveReturnedWith(true);
    expect(useSessionStore.getState()).toMatchObject({ account: mobile, role: 'player' });
    expect(platform.accounts.findByMobile(mobile)).toBeDefined();
  });

  it('username tab: Get code asks for the puzzle first, then sends with its fields; registering asks for a fresh one', async () => {
    const close = vi.fn();
    renderAccount(<RegisterModal params={{}} close={close} />);
    await screen.findByLabelText(/^Username/);
    await screen.findByRole('img', { name: 'Captcha image' });
    const mobile = '9170000323';
    await fillIn(/^Username/, 'slidey04');
    await fillIn(/^Mobile number/, mobile);
    const getCode = screen.getByRole('button', { name: 'Get code' });
    await userEvent.click(getCode);
    await screen.findByRole('slider', { name: SLIDER });
    // Cancelling sends nothing and leaves the button ready.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled());
    expect(platform.sms.latestFor(mobile)).toBeUndefined();

    await new Promise((resolve) => setTimeout(resolve, 1100)); // the send throttle (spec §9)
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    slideTo(await screen.findByRole('slider', { name: SLIDER }), notch().notchX);
    expect(await screen.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    const code = platform.sms.latestFor(mobile);
    expect(code).toMatch(/^\d{6}$/);

    await fillIn(/^Verification code/, code ?? '');
    await fillIn(/^Password/, 'Secret123');
    await fillIn(/^Confirm password/, 'Secret123');
    await fillIn(/^Payment password/, '123456');
    await fillIn(/^Email/, 'slidey04@example.com');
    await fillIn(/^Captcha/, platform.captchas.latest() ?? '');
    await acceptConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    slideTo(await screen.findByRole('slider', { name: SLIDER }), notch().notchX);
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(useSessionStore.getState()).toMatchObject({ account: 'slidey04', role: 'player' });
    expect(platform.accounts.findByMobile(mobile)?.account).toBe('slidey04');
  });

  it('SMS login: the code request passes the puzzle first, then the code logs in', async () => {
    renderAccount(<LoginForm layout="modal" />);
    await userEvent.click(await screen.findByRole('tab', { name: 'SMS code' }));
    await fillIn(/^Mobile number/, PLAYER_MOBILE);
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    slideTo(await screen.findByRole('slider', { name: SLIDER }), notch().notchX);
    expect(await screen.findByRole('button', { name: /Resend in \d+ s/ })).toBeDisabled();
    await fillIn(/^Verification code/, platform.sms.latestFor(PLAYER_MOBILE) ?? '');
    await userEvent.click(screen.getByRole('button', { name: 'Log in' }));
    await waitFor(() => expect(useSessionStore.getState().account).toBe(DEMO_ACCOUNTS.player));
  });

  it('register: cancelling the puzzle keeps the form as typed and registers nothing', async () => {
    renderAccount(<RegisterModal params={{}} close={() => undefined} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await screen.findByLabelText(/^Mobile number/);
    const mobile = '9170000322';
    await fillIn(/^Password/, 'Secret123');
    await fillIn(/^Confirm password/, 'Secret123');
    await fillIn(/^Mobile number/, mobile);
    await fillIn(/^Verification code/, '123456');
    await fillIn(/^Payment password/, '123456');
    await fillIn(/^Email/, 'slidey02@example.com');
    await fillIn(/^Captcha/, '1234');
    await acceptConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await screen.findByRole('slider', { name: SLIDER });
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('slider', { name: SLIDER })).toBeNull());
    expect(screen.getByLabelText(/^Mobile number/)).toHaveValue(mobile);
    expect(screen.getByLabelText(/^Email/)).toHaveValue('slidey02@example.com');
    expect(platform.accounts.findByMobile(mobile)).toBeUndefined();
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });

  it('without settings.botCheck there is no puzzle (other scenarios register as before)', async () => {
    usePlatformStore.setState({ settings: {} });
    selectScenario('default');
    resetAccountState({ USERNAMEREG3: true, DIRECTREG3: true, MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: true });
    const close = vi.fn();
    renderAccount(<RegisterModal params={{}} close={close} />);
    await screen.findByLabelText(/^Username/);
    await fillIn(/^Username/, 'slidey03');
    await fillIn(/^Password/, 'Secret123');
    await fillIn(/^Confirm password/, 'Secret123');
    await acceptConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(screen.queryByRole('slider', { name: SLIDER })).toBeNull();
  });
});
