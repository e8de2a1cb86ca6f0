import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TranslationProvider } from '@/i18n/use-translation';
import { createI18n } from '@/i18n/i18n';
import { SmsCodeButton } from '@/app/account/sms-code-button';

async function flush() {
  await act(async () => {
    await Promise.resolve();
  });
}

function renderButton(send: () => Promise<number | undefined>, firebase = false) {
  render(
    <TranslationProvider i18n={createI18n('en')}>
      <SmsCodeButton send={send} firebase={firebase} />
    </TranslationProvider>,
  );
}

describe('SMS code button (spec §4, §9)', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('counts down expiredMinutes × 60 s, disabled meanwhile, then enabled again', async () => {
    const send = vi.fn(() => Promise.resolve(2));
    renderButton(send);
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Resend in 120 s' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
    await act(async () => vi.advanceTimersByTime(60_000));
    expect(screen.getByRole('button', { name: 'Get code' })).toBeEnabled();
    expect(send).toHaveBeenCalledTimes(1);
  });

  it('firebase codes count down one minute whatever the platform says', async () => {
    renderButton(() => Promise.resolve(5), true);
    fireEvent.click(screen.getByRole('button', { name: 'Get code' }));
    await flush();
    expect(screen.getByRole('button', { name: 'Resend in 60 s' })).toBeDisabled();
  });

  it('sends at most once a second: a second click within 1 s after a refused send does nothing', async () => {
    const send = vi.fn(() => Promise.resolve(undefined));
    renderButton(send);
    const button = screen.getByRole('button', { name: 'Get code' });
    fireEvent.click(button);
    await flush();
    fireEvent.click(button);
    await flush();
    expect(send).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1000));
    fireEvent.click(button);
    await flush();
    expect(send).toHaveBeenCalledTimes(2);
    expect(button).toBeEnabled();
  });
});
