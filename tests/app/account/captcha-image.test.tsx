import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { TranslationProvider } from '@/i18n/use-translation';
import { createI18n } from '@/i18n/i18n';
import { CaptchaImage } from '@/app/account/captcha-image';

const getCaptcha = vi.fn<() => Promise<string>>();
vi.mock('@/stores/lazy-api', () => ({ loadApi: () => Promise.resolve({ getCaptcha: () => getCaptcha() }) }));

async function flush() {
  await act(async () => {
    await Promise.resolve();
    await Promise.resolve();
  });
}

describe('captcha image (spec §4, §9)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
    let n = 0;
    getCaptcha.mockReset().mockImplementation(() => Promise.resolve(`data:image/png;base64,${++n}`));
  });
  afterEach(() => vi.useRealTimers());

  it('shows the image and refreshes on click, at most once per second', async () => {
    render(
      <TranslationProvider i18n={createI18n('en')}>
        <CaptchaImage />
      </TranslationProvider>,
    );
    await flush();
    expect(screen.getByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', 'data:image/png;base64,1');
    const refresh = screen.getByRole('button', { name: 'Refresh the captcha' });
    fireEvent.click(refresh);
    fireEvent.click(refresh);
    await flush();
    expect(getCaptcha).toHaveBeenCalledTimes(1);
    await act(async () => vi.advanceTimersByTime(1000));
    fireEvent.click(refresh);
    fireEvent.click(refresh);
    await flush();
    expect(getCaptcha).toHaveBeenCalledTimes(2);
    expect(screen.getByRole('img', { name: 'Captcha image' })).toHaveAttribute('src', 'data:image/png;base64,2');
  });
});
