import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RegisterModal from '@/app/account/register-modal';
import { DEMO_ACCOUNTS, VALID_AFFILIATE_CODE } from '../../../embedded-platform/platform';
import { DialogHost } from '@/app/overlays/dialog-host';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import { selectScenario, withEmbeddedPlatform } from '../../api/platform/use-platform';
import { acceptConsent, fillIn, renderAccount, resetAccountState } from './render-account';

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
    // Each error at its own field, saying what is wrong.
    expect(screen.getByLabelText(/^Confirm password/)).toHaveAccessibleDescription(/Does not match the Password\. Type the same again\./);
    expect(screen.getByLabelText(/^Password/)).toHaveAccessibleDescription(/Must mix letters and digits/);
    expect(screen.getByLabelText(/^Username/)).toHaveValue('1bad');
  });

  it('payee name says what it is for; there is no Reset beside Register', async () => {
    selectScenario('allFlags');
    renderAccount(<RegisterModal params={{}} close={() => undefined} />);
    const payee = await screen.findByLabelText(/^Payee name/);
    expect(payee).toHaveAccessibleDescription(/name on the bank or e-wallet account that will receive your withdrawals\. It must match/);
    expect(screen.getByRole('button', { name: 'Register' })).toBeVisible();
    expect(screen.queryByRole('button', { name: /Reset/ })).toBeNull();
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

  describe('age and terms consent (spec §5), as the register settings ask', () => {
    const ageBox = () => screen.queryByRole('checkbox', { name: 'I am 18 years old or older.' });
    const termsBox = () => screen.queryByRole('checkbox', { name: 'I have read and accept the General Terms and Conditions.' });

    it('default: unticked boxes refuse the form with their own messages, keep what was typed and send nothing; ticked, it registers', async () => {
      const close = vi.fn();
      const sent = vi.spyOn(platform.accounts, 'add');
      renderAccount(<RegisterModal params={{}} close={close} />);
      await screen.findByLabelText(/^Username/);
      expect(ageBox()).not.toBeChecked();
      expect(termsBox()).not.toBeChecked();
      const terms = screen.getByRole('link', { name: 'Read the terms (opens in a new tab)' });
      expect(terms).toHaveAttribute('href', '/help#terms');
      expect(terms).toHaveAttribute('target', '_blank');
      await fillIn(/^Username/, 'consent01');
      await fillIn(/^Password/, 'Secret123');
      await fillIn(/^Confirm password/, 'Secret123');
      await userEvent.click(screen.getByRole('button', { name: 'Register' }));
      await waitFor(() => expect(ageBox()).toHaveAccessibleDescription('Please confirm that you are 18 or older.'));
      expect(termsBox()).toHaveAccessibleDescription('Please accept the General Terms and Conditions to register.');
      expect(screen.getByLabelText(/^Username/)).toHaveValue('consent01');
      expect(screen.getByLabelText(/^Password/)).toHaveValue('Secret123');

      await userEvent.click(ageBox()!);
      await userEvent.click(screen.getByRole('button', { name: 'Register' }));
      await waitFor(() => expect(termsBox()).toHaveAccessibleDescription('Please accept the General Terms and Conditions to register.'));
      expect(sent).not.toHaveBeenCalled();
      await userEvent.click(termsBox()!);
      await userEvent.click(screen.getByRole('button', { name: 'Register' }));
      await waitFor(() => expect(close).toHaveBeenCalled());
      expect(platform.accounts.find('consent01')).toBeDefined();
    });

    it('allFlags: the platform asks for 21 or older instead of 18', async () => {
      selectScenario('allFlags');
      renderAccount(<RegisterModal params={{}} close={() => undefined} />);
      await screen.findByLabelText(/^Username/);
      expect(screen.getByRole('checkbox', { name: 'I am 21 years old or older.' })).toBeVisible();
      expect(ageBox()).toBeNull();
      expect(termsBox()).toBeVisible();
    });

    it('minimal: the settings ask for neither, so no box shows', async () => {
      resetAccountState({ USERNAMEREG3: true, DIRECTREG3: true });
      selectScenario('minimal');
      renderAccount(<RegisterModal params={{}} close={() => undefined} />);
      await screen.findByLabelText(/^Username/);
      expect(screen.queryAllByRole('checkbox', { name: /years old or older|Terms and Conditions/ })).toEqual([]);
    });

    it('TY: the boxes and their messages in Filipino', async () => {
      renderAccount(<RegisterModal params={{}} close={() => undefined} />, 'ty');
      await screen.findByRole('checkbox', { name: 'Ako ay 18 taong gulang o higit pa.' });
      await userEvent.click(screen.getByRole('button', { name: 'Mag-register' }));
      expect(await screen.findByText('Pakikumpirma na ikaw ay 18 taong gulang o higit pa.')).toBeVisible();
      expect(screen.getByText('Tanggapin ang Pangkalahatang Tuntunin at Kundisyon para makapagrehistro.')).toBeVisible();
    });
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
    await acceptConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('This username is already taken');
    expect(screen.getByLabelText(/^Username/)).toHaveValue(DEMO_ACCOUNTS.player);
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Secret123');
    expect(screen.getByLabelText(/^Email/)).toHaveValue('me@example.com');
    expect(useSessionStore.getState().token).toBeNull();
  });

  it('a new member is registered, logged in, the modal closes and a welcome points to the first deposit', async () => {
    const close = vi.fn();
    renderAccount(
      <>
        <RegisterModal params={{}} close={close} />
        <DialogHost />
      </>,
    );
    await screen.findByLabelText(/^Username/);
    await fillIn(/^Username/, 'newbie77');
    await fillIn(/^Password/, 'Secret123');
    await fillIn(/^Confirm password/, 'Secret123');
    await acceptConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(useSessionStore.getState()).toMatchObject({ account: 'newbie77', role: 'player' });
    expect(sessionStorage.getItem('token')).toBeTruthy();
    const hello = await screen.findByRole('alertdialog', { name: 'Welcome! Your account is ready.' });
    expect(hello).toHaveTextContent('Make your first deposit to start playing.');
    await userEvent.click(within(hello).getByRole('button', { name: 'Make my first deposit' }));
    expect(useUiStore.getState().modals).toEqual([expect.objectContaining({ name: 'memberCenter', params: { page: 'depositv2' } })]);
  });

  it('an invalid invitation code is refused with the dialog before registering; the form stays', async () => {
    renderAccount(<RegisterModal params={{}} close={() => undefined} />);
    await screen.findByLabelText(/^Username/);
    await fillIn(/^Username/, 'newbie78');
    await fillIn(/^Password/, 'Secret123');
    await fillIn(/^Confirm password/, 'Secret123');
    await fillIn(/^Invitation code/, 'NOPE99');
    await acceptConsent();
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
      await acceptConsent();
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
