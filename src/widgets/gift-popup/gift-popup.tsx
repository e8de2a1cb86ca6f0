import { useEffect, useRef, useState } from 'react';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { giftDismissed } from '@/stores/gift';
import { usePopupTurn } from '@/stores/popup-queue';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import type { GiftPopupProps } from './props';

/**
 * Where an operator places this node, the gift popup (spec §2) opens once, unless it was already
 * dismissed in this tab for the current state (logged out / logged in, spec §4). After its delay it waits its turn
 * in the popup queue (never beside another popup, never over a modal), then opens the `gift` modal, and leaves the
 * queue when that closes.
 */
export default function GiftPopup({ props, nodeId }: WidgetProps<GiftPopupProps>) {
  const loggedIn = useSessionStore((s) => s.token !== null);
  const [due, setDue] = useState(false);
  const [done, setDone] = useState(false);
  const opened = useRef(false);
  useEffect(() => {
    if (giftDismissed(loggedIn)) return;
    const timer = setTimeout(() => setDue(true), props.delayMs ?? 1200);
    return () => clearTimeout(timer);
  }, [loggedIn, props.delayMs]);
  const turn = usePopupTurn('gift', due && !done);
  const giftOpen = useUiStore((s) => s.modals.some((modal) => modal.name === 'gift'));
  useEffect(() => {
    if (!turn || giftOpen) return;
    if (opened.current) return setDone(true);
    opened.current = true;
    useUiStore.getState().openModal('gift');
  }, [turn, giftOpen]);
  return <span {...nodeAttributes(nodeId)} hidden />;
}
