import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RegisterModal from '@/app/account/register-modal';
import { DEMO_ACCOUNTS, VALID_AFFILIATE_CODE } from '@/mocks/platform';
import { useSessionStore } from '@/stores/session-store';
import { selectScenario, withEmbeddedPlatform } from '../../api/platform/use-platform';
import { fillIn, renderAccount, resetAccountState } from './render-account';

vi.mock('@/app/schema-runtime', async () => {
  const { diskLoader } = await import('../../../scripts/schemas/cli-context');
  return { schemaLoader: diskLoader('croupier', []), knownWidgetTypes: new Set<string>(), merchantId: 'croupier', schemaProblems: [] };
});

const { platform } = withEmbeddedPlatform();

const DEFAULT_FLAGS = { MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: true, USERNAMEREG3: true, DIRECTREG3: true };


describe('register modal (spec §2, §4, §5)', () => {
  beforeEach(() => resetAccountState(DEFAULT_FLAGS));

  it('MOBILENUMREG3 gives username and mobile tabs; the mobile tab has the number, the code button and no username', async () => {
    renderAccount(<RegisterModal params={{}} close={() => undefined} />);
    const tabs = await screen.findByRole('tablist');
    expect(within(tabs).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Username', 'Mobile number']);
    // The server config asks no phone on username registrations here, so neither the number nor its code shows.
    await screen.findByLabelText(/^Username/);
    expect(screen.queryByLabelText(/^Mobile number/)).toBeNull();
    expect(screen.queryByLabelText(/^Verification code/)).toBeNull();
    expect(screen.queryByLabelText(/^Country code/)).toBeNull();
    await userEvent.click(screen.getByRole('tab', { name: 'Mobile number' }));
    expect(await screen.findByLabelText(/^Mobile number/)).toBeVisible();
    expect(screen.getByLabelText(/^Country code/)).toHaveValue('63');
    expect(screen.getByRole('button', { name: 'Get code' })).toBeVisible();
    expect(screen.queryByLabelText(/^Username/)).toBeNull();
  });

  it('without MOBILENUMREG3 there are no tabs and the mobile field (disabled by the server) is gone', async () => {
    resetAccountState({ USERNAMEREG3: true, DIRECTREG3: true });
    selectScenario('minimal');
    renderAccount(<RegisterModal params={{}} close={() => undefined} />);
    await screen.findByLabelText(/^Username/);
    expect(screen.queryByRole('tablist')).toBeNull();
    expect(screen.queryByLabelText(/^Mobile number/)).toBeNull();
  });

  it('MOBILENUMPASSREG3 off: the mobile tab asks for no password', async () => {
    resetAccountState({ ...DEFAULT_FLAGS, MOBILENUMPASSREG3: false });
    renderAccount(<RegisterModal params={{}} close={() => undefined} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await screen.findByLabelText(/^Mobile number/);
    expect(screen.queryByLabelText(/^Password/)).toBeNull();
  });

  it('allFlags: the server enables payment password, QQ, line … and the captcha', async () => {
    selectScenario('allFlags');
    renderAccount(<RegisterModal params={{}} close={() => undefined} />);
    await screen.findByLabelText(/^Username/);
    for (const label of [/^Payment password/, /^QQ/, /^Line/, /^WhatsApp/, /^WeChat/, /^ID number/, /^Recommender ID/, /^Captcha/]) expect(screen.getByLabelText(label)).toBeVisible();
  });

  it('server rules with the pattern texts: username, password, confirmation', async () => {
    renderAccount(<RegisterModal params={{}} close={() => undefined} />);
    await screen.findByLabelText(/^Username/);
    await fillIn(/^Username/, '1bad');
    await fillIn(/^Password/, 'abcdefgh');
    await fillIn(/^Confirm password/, 'abcdefgX');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByText('Must start with a letter, then letters or digits, 6-16 characters.', { selector: 'p' })).toBeVisible();
    expect(screen.getByText('Must mix letters and digits, 6-20 characters.', { selector: 'p' })).toBeVisible();
    expect(screen.getByText('The confirmation is incorrect.')).toBeVisible();
    expect(screen.getByLabelText(/^Username/)).toHaveValue('1bad');
  });

  it('allFlags: the config enables the phone on the username tab, so the number and its SMS code are required there (spec §5)', async () => {
    selectScenario('allFlags');
    renderAccount(<RegisterModal params={{}} close={() => undefined} />);
    await screen.findByLabelText(/^Username/);
    expect(screen.getByText('Mobile number', { selector: 'label' })).toHaveTextContent('*');
    expect(screen.getByText('Verification code', { selector: 'label' })).toHaveTextContent('*');
    await fillIn(/^Username/, 'phoneless1');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText(/^Mobile number/)).toHaveAccessibleDescription(/cannot be empty/));
    // The code is asked for once there is a number to send it to.
    await fillIn(/^Mobile number/, '9175550101');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText(/^Verification code/)).toHaveAccessibleDescription(/cannot be empty/));
  });

  it('the hover hint by username shows the rule text', async () => {
    renderAccount(<RegisterModal params={{}} close={() => undefined} />);
    await screen.findByLabelText(/^Username/);
    expect(screen.getAllByLabelText('Must start with a letter, then letters or digits, 6-16 characters.')[0]).toHaveAttribute('title', 'Must start with a letter, then letters or digits, 6-16 characters.');
  });

  it('TY: the same rules in Filipino', async () => {
    renderAccount(<RegisterModal params={{}} close={() => undefined} />, 'ty');
    await screen.findByLabelText(/^Pangalan ng user/);
    await userEvent.click(screen.getByRole('button', { name: 'Mag-register' }));
    expect((await screen.findAllByText('Hindi puwedeng walang laman ang field na ito.')).length).toBeGreaterThanOrEqual(3);
  });

  it('a taken username shows the platform message and keeps everything typed', async () => {
    renderAccount(<RegisterModal params={{}} close={() => undefined} />);
    await screen.findByLabelText(/^Username/);
    await fillIn(/^Username/, DEMO_ACCOUNTS.player);
    await fillIn(/^Password/, 'Secret123');
    await fillIn(/^Confirm password/, 'Secret123');
    await fillIn(/^Email/, 'me@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This username is already taken');
    expect(screen.getByLabelText(/^Username/)).toHaveValue(DEMO_ACCOUNTS.player);
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Secret123');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('me@example.com');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('a new member is registered, logged in and the modal closes', async () => {
    const close = vi.fn();
    renderAccount(<RegisterModal params={{}} close={close} />);
    await screen.findByLabelText(/^Username/);
    await fillIn(/^Username/, 'newbie77');
    await fillIn(/^Password/, 'Secret123');
    await fillIn(/^Confirm password/, 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(useSessionStore.getState()).toMatchObject({ account: 'newbie77', role: 'player' });
    expect(sessionStorage.getItem('token')).toBeTruthy();
  });

  it('an invalid invitation code is refused with the dialog before registering; the form stays', async () => {
    renderAccount(<RegisterModal params={{}} close={() => undefined} />);
    await screen.findByLabelText(/^Username/);
    await fillIn(/^Username/, 'newbie78');
    await fillIn(/^Password/, 'Secret123');
    await fillIn(/^Confirm password/, 'Secret123');
    await fillIn(/^Invitation code/, 'NOPE99');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    const { useUiStore } = await import('@/stores/ui-store');
    await waitFor(() => expect(useUiStore.getState().dialogs).toMatchObject([{ text: 'err_affiliate_invalid' }]));
    expect(screen.getByLabelText(/^Username/)).toHaveValue('newbie78');
  });

  describe('codes in the link (spec §4)', () => {
    afterEach(() => window.history.replaceState({}, '', '/'));

    it('a valid affiliate code hides the field and still registers under that agent; referralCode goes along', async () => {
      window.history.replaceState({}, '', `/register?affiliateCode=${VALID_AFFILIATE_CODE}&referralCode=FRIEND7`);
      const close = vi.fn();
      renderAccount(<RegisterModal params={{}} close={close} />);
      await screen.findByLabelText(/^Username/);
      await waitFor(() => expect(screen.queryByLabelText(/^Invitation code/)).toBeNull());
      await fillIn(/^Username/, 'linked01');
      await fillIn(/^Password/, 'Secret123');
      await fillIn(/^Confirm password/, 'Secret123');
      await userEvent.click(screen.getByRole('button', { name: 'Register' }));
      await waitFor(() => expect(close).toHaveBeenCalled());
      expect(platform.accounts.find('linked01')).toMatchObject({ upline: DEMO_ACCOUNTS.agent, referredWith: 'FRIEND7' });
    });

    it('an affiliate code that fails the check stays visible, prefilled, for correction', async () => {
      window.history.replaceState({}, '', '/?code=NOPE99');
      renderAccount(<RegisterModal params={{}} close={() => undefined} />);
      expect(await screen.findByLabelText(/^Invitation code/)).toHaveValue('NOPE99');
    });
  });
});
