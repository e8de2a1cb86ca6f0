import { beforeEach, describe, expect, it, vi } from 'vitest';
import { act, render } from '@testing-library/react';
import GiftPopup from '@/widgets/gift-popup/gift-popup';
import { dismissGift } from '@/stores/gift';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';

describe('GiftPopup (spec §2, §4)', () => {
  beforeEach(() => {
    useUiStore.setState({ modals: [], dialogs: [], popups: [] });
    useSessionStore.setState({ token: null, role: 'visitor', account: null, accountType: undefined });
  });

  it('opens the gift popup after its delay when a visitor has not dismissed it', () => {
    vi.useFakeTimers();
    try {
      const { container } = render(<GiftPopup props={{ delayMs: 500 }} nodeId="gift-popup">{null}</GiftPopup>);
      expect(container.querySelector('[data-node-id="gift-popup"]')).not.toBeNull();
      act(() => void vi.advanceTimersByTime(499));
      expect(useUiStore.getState().modals).toEqual([]);
      act(() => void vi.advanceTimersByTime(1));
      expect(useUiStore.getState().modals.map((m) => m.name)).toEqual(['gift']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('stays closed once dismissed before login, and shows again after login until dismissed there', () => {
    vi.useFakeTimers();
    try {
      dismissGift(false);
      render(<GiftPopup props={{ delayMs: 0 }} nodeId="gift-popup">{null}</GiftPopup>);
      act(() => void vi.advanceTimersByTime(10));
      expect(useUiStore.getState().modals).toEqual([]);
      act(() => useSessionStore.setState({ token: 't', role: 'player' }));
      act(() => void vi.advanceTimersByTime(10));
      expect(useUiStore.getState().modals.map((m) => m.name)).toEqual(['gift']);
    } finally {
      vi.useRealTimers();
    }
  });

  it('waits its turn: never beside another popup, never over an open member centre (a money form)', () => {
    vi.useFakeTimers();
    try {
      useUiStore.getState().queuePopup('notice');
      useUiStore.getState().openModal('memberCenter', { page: 'depositv2' });
      render(<GiftPopup props={{ delayMs: 0 }} nodeId="gift-popup">{null}</GiftPopup>);
      act(() => void vi.advanceTimersByTime(10));
      expect(useUiStore.getState().modals.map((m) => m.name)).toEqual(['memberCenter']);
      act(() => useUiStore.getState().closeModal('memberCenter'));
      // The notice popup asked first: the gift still waits.
      expect(useUiStore.getState().modals).toEqual([]);
      act(() => useUiStore.getState().releasePopup('notice'));
      expect(useUiStore.getState().modals.map((m) => m.name)).toEqual(['gift']);
      // Closed, it leaves the queue: the next popup may show.
      act(() => useUiStore.getState().closeModal('gift'));
      expect(useUiStore.getState().popups).toEqual([]);
    } finally {
      vi.useRealTimers();
    }
  });
});
