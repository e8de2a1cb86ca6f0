import { useEffect } from 'react';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { giftDismissed } from '@/stores/gift';
import { useSessionStore } from '@/stores/session-store';
import { useUiStore } from '@/stores/ui-store';
import type { GiftPopupProps } from './props';

/**
 * Where an operator places this node, the gift popup (spec §2) opens once, unless it was already
 * dismissed in this tab for the current state (logged out / logged in, spec §4).
 */
export default function GiftPopup({ props, nodeId }: WidgetProps<GiftPopupProps>) {
  const loggedIn = useSessionStore((s) => s.token !== null);
  useEffect(() => {
    if (giftDismissed(loggedIn)) return;
    const timer = setTimeout(() => useUiStore.getState().openModal('gift'), props.delayMs ?? 1200);
    return () => clearTimeout(timer);
  }, [loggedIn, props.delayMs]);
  return <span {...nodeAttributes(nodeId)} hidden />;
}
