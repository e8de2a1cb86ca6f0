import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import RegisterModal from '@/app/account/register-modal';
import { DEMO_FIREBASE_API_KEY, DEMO_FIREBASE_AUTH_URL } from '@/mocks/platform/scenarios';
import { usePlatformStore } from '@/stores/platform-store';
import { useSessionStore } from '@/stores/session-store';
import { selectScenario, withEmbeddedPlatform } from '../../api/platform/use-platform';
import { renderAccount, resetAccountState } from './render-account';

vi.mock('@/app/schema-runtime', async () => {
  const { diskLoader } = await import('../../../scripts/schemas/cli-context');
  return { schemaLoader: diskLoader('croupier', []), knownWidgetTypes: new Set<string>(), merchantId: 'croupier', schemaProblems: [] };
});

const { platform } = withEmbeddedPlatform();

async function fill(label: RegExp, value: string) {
  const box = screen.getByLabelText(label);
  await userEvent.clear(box);
  await userEvent.type(box, value);
}

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
    await fill(/^Mobile number/, mobile);
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    // spec §4: a firebase code counts down one minute, not expiredMinutes × 60 s.
    expect(await screen.findByRole('button', { name: /Resend in (60|59) s/ })).toBeDisabled();
    const code = platform.sms.latestFor(`+63${mobile}`);
    expect(code).toMatch(/^\d{6}$/);
    expect(platform.sms.latestFor(mobile)).toBeUndefined();

    await fill(/^Verification code/, code === '000000' ? '111111' : '000000');
    await fill(/^Password/, 'Secret123');
    await fill(/^Confirm password/, 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(screen.getByLabelText(/^Verification code/)).toHaveAccessibleDescription('The verification code is wrong or has expired.'));
    expect(screen.getByLabelText(/^Mobile number/)).toHaveValue(mobile);
    expect(screen.getByLabelText(/^Password/)).toHaveValue('Secret123');
    expect(close).not.toHaveBeenCalled();

    await fill(/^Verification code/, code ?? '');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    await waitFor(() => expect(close).toHaveBeenCalled());
    expect(useSessionStore.getState()).toMatchObject({ account: mobile, role: 'player' });
    expect(platform.accounts.findByMobile(mobile)?.account).toBe(mobile);
  });

  it('a code typed for a number it was not sent to is refused before anything is registered', async () => {
    renderAccount(<RegisterModal params={{}} close={() => undefined} />);
    await userEvent.click(await screen.findByRole('tab', { name: 'Mobile number' }));
    await screen.findByLabelText(/^Mobile number/);
    await fill(/^Mobile number/, '9175550411');
    await userEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await screen.findByRole('button', { name: /Resend in/ });
    await fill(/^Mobile number/, '9175550412');
    await fill(/^Verification code/, platform.sms.latestFor('+639175550411') ?? '');
    await fill(/^Password/, 'Secret123');
    await fill(/^Confirm password/, 'Secret123');
    await userEvent.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The verification code is wrong or has expired.');
    expect(platform.accounts.findByMobile('9175550412')).toBeUndefined();
  });
});
