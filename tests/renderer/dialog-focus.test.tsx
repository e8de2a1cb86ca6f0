import { afterEach, describe, expect, it, vi } from 'vitest';
import { useRef } from 'react';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { useDialogFocus } from '@/renderer/dialog-focus';

function Popup({ movesIn }: { movesIn: 'opened' | 'painted' }) {
  const panel = useRef<HTMLDivElement>(null);
  useDialogFocus(panel, true, (element) => element.querySelector<HTMLElement>('.got-it'), movesIn);
  return (
    <div ref={panel} role="dialog" aria-modal="true" aria-label="Welcome" tabIndex={-1}>
      <button type="button" className="got-it">Got it</button>
    </div>
  );
}

describe('when focus moves into a dialog (issue 37: a popup that opens by itself waits for its frame)', () => {
  afterEach(() => vi.useRealTimers());

  it('a dialog the player opened takes focus at once', () => {
    render(
      <>
        <button type="button">Log in</button>
        <Popup movesIn="opened" />
      </>,
    );
    expect(screen.getByRole('button', { name: 'Got it' })).toHaveFocus();
  });

  it('a popup that opens by itself takes focus once the frame that shows it has been drawn, and returns it when it closes', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    const page = render(<button type="button">Log in</button>);
    const login = screen.getByRole('button', { name: 'Log in' });
    login.focus();
    page.rerender(
      <>
        <button type="button">Log in</button>
        <Popup movesIn="painted" />
      </>,
    );
    const gotIt = screen.getByRole('button', { name: 'Got it' });
    // Not in the task that shows it: a focus() there would make the browser lay out the page at once.
    expect(login).toHaveFocus();
    act(() => vi.advanceTimersByTime(50));
    expect(gotIt).toHaveFocus();
    page.rerender(<button type="button">Log in</button>);
    expect(screen.getByRole('button', { name: 'Log in' })).toHaveFocus();
  });

  it('keeps Tab inside the popup while focus is still on its way', () => {
    vi.useFakeTimers({ toFake: ['requestAnimationFrame', 'cancelAnimationFrame', 'setTimeout', 'clearTimeout'] });
    render(
      <>
        <button type="button">Log in</button>
        <Popup movesIn="painted" />
      </>,
    );
    screen.getByRole('button', { name: 'Log in' }).focus();
    fireEvent.keyDown(document, { key: 'Tab' });
    expect(screen.getByRole('button', { name: 'Got it' })).toHaveFocus();
  });
});
