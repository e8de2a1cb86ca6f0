import { describe, expect, it, vi } from 'vitest';
import { fireEvent, render, screen } from '@testing-library/react';
import { TranslationProvider } from '@/i18n/use-translation';
import { createI18n } from '@/i18n/i18n';
import { OPENING_CLICK_MS, Overlay } from '@/app/overlays/overlay';

function renderOverlay(onClose: () => void) {
  render(
    <TranslationProvider i18n={createI18n('en')}>
      <Overlay title="Sign out" role="alertdialog" onClose={onClose}>
        <p>Are you sure?</p>
      </Overlay>
    </TranslationProvider>,
  );
  const backdrop = screen.getByRole('alertdialog').parentElement;
  if (!backdrop) throw new Error('no backdrop');
  return backdrop;
}

describe('overlay backdrop', () => {
  it('ignores the second click of the double click that opened it, so a double-clicked submit keeps its prompt', () => {
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const onClose = vi.fn();
    const backdrop = renderOverlay(onClose);
    now += 120;
    fireEvent.mouseDown(backdrop);
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('alertdialog', { name: 'Sign out' })).toBeInTheDocument();
  });

  it('closes on a later press on the backdrop, never on a press inside the panel', () => {
    let now = 1_000;
    vi.spyOn(performance, 'now').mockImplementation(() => now);
    const onClose = vi.fn();
    const backdrop = renderOverlay(onClose);
    now += OPENING_CLICK_MS;
    fireEvent.mouseDown(screen.getByText('Are you sure?'));
    expect(onClose).not.toHaveBeenCalled();
    fireEvent.mouseDown(backdrop);
    expect(onClose).toHaveBeenCalledTimes(1);
  });
});
