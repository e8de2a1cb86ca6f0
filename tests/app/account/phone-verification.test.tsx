import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RegisterModal from '@/app/account/register-modal';
import { DEMO_FIREBASE_API_KEY, DEMO_FIREBASE_AUTH_URL } from '../../../embedded-platform/platform/scenarios';
import { usePlatformStore } from '@/stores/platform-store';
import { useSessionStore } from '@/stores/session-store';
import { selectScenario, withEmbeddedPlatform } from '../../api/platform/use-platform';
import { acceptConsent, fillIn, renderAccount, resetAccountState } from './render-account';

vi.mock('@/app/schema-runtime', async () => {
  const { diskLoader } = await import('../../../scripts/schemas/cli-context');
  return { schemaLoader: diskLoader('croupier', []), knownWidgetTypes: new Set<string>(), merchantId: 'croupier', schemaProblems: [] };
});

const { platform } = withEmbeddedPlatform();


describe('register with third-party phone verification (firebase scenario, spec §4)', () => {
  beforeEach(() => {
    resetAccountState({ MOBILENUMREG3: true, REGMOBVERF3: true, MOBILENUMPASSREG3: true, USERNAMEREG3: true, DIRECTREG3: true });
    usePlatformStore.setState({ settings: { firebaseApiKey: DEMO_FIREBASE_API_KEY, firebaseAuthUrl: `http://localhost${DEMO_FIREBASE_AUTH_URL}` } });
    selectScenario('firebase');
  });

  it('the service texts the code (one-minute countdown); a wrong code blames the code field and keeps the form; the right one registers', async () => {
    const close = vi.fn();
    renderAccount(<RegisterModal params={{}} close={close} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await screen.findByLabelText(/^Mobile number/);
    const mobile = '9175550410';
    await fillIn(/^Mobile number/, mobile);
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    // spec §4: a firebase code counts down one minute, not expiredMinutes × 60 s.
    expect(await screen.findByRole('button', { name: /Resend in (60|59) s/ })).toBeDisabled();
    const code = platform.sms.latestFor(`+63${mobile}`);
    expect(code).toMatch(/^\d{6}$/);
    expect(platform.sms.latestFor(mobile)).toBeUndefined();

    await fillIn(/^Verification code/, code === '000000' ? '111111' : '000000');
    await fillIn(/^Password/, 'Secret123');
    await fillIn(/^Confirm password/, 'Secret123');
    await acceptConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText(/^Verification code/)).toHaveAccessibleDescription('The verification code is wrong or has expired.'));
    expect(screen.getByLabelText(/^Mobile number/)).toHaveValue(mobile);
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Secret123');
    expect(close).not.toHaveBeenCalled();

    await fillIn(/^Verification code/, code ?? '');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(useSessionStore.getState()).toMatchObject({ account: mobile, role: 'player' });
    expect(platform.accounts.findByMobile(mobile)?.account).toBe(mobile);
  });

  it('a code typed for a number it was not sent to is refused before anything is registered', async () => {
    renderAccount(<RegisterModal params={{}} close={() => undefined} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await screen.findByLabelText(/^Mobile number/);
    await fillIn(/^Mobile number/, '9175550411');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: /Resend in/ });
    await fillIn(/^Mobile number/, '9175550412');
    await fillIn(/^Verification code/, platform.sms.latestFor('+639175550411') ?? '');
    await fillIn(/^Password/, 'Secret123');
    await fillIn(/^Confirm password/, 'Secret123');
    await acceptConsent();
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is wrong or has expired.');
    expect(platform.accounts.findByMobile('9175550412')).toBeUndefined();
  });
});
