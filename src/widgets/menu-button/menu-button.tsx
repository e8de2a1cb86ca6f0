import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useLocation } from '@/renderer/navigation';
import { useUiStore } from '@/stores/ui-store';
import { Icon } from '../frame-kit/icon';
import type { MenuButtonProps } from './props';
import './menu-button.css';

/**
 * One button on a phone opens the whole navigation: the panel holds this node's children (the layout names the
 * menus, so an area an operator adds to a menu document is in it at once). It closes on a choice, on Escape, on a
 * tap outside, when the page or an overlay (a centre, a popup) changes.
 */
export default function MenuButton({ props, nodeId, children }: WidgetProps<MenuButtonProps>) {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  const panelId = useId();
  const root = useRef<HTMLDivElement>(null);
  const { pathname, search } = useLocation();
  const modals = useUiStore((s) => s.modals.length);
  const label = t(props.label);
  useEffect(() => setOpen(false), [pathname, search, modals]);
  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => event.key === 'Escape' && setOpen(false);
    const onPointer = (event: PointerEvent) => event.target instanceof Node && !root.current?.contains(event.target) && setOpen(false);
    window.addEventListener('keydown', onKey);
    window.addEventListener('pointerdown', onPointer);
    return () => {
      window.removeEventListener('keydown', onKey);
      window.removeEventListener('pointerdown', onPointer);
    };
  }, [open]);
  return (
    <div {...nodeAttributes(nodeId)} ref={root} className="menu-button">
      <button type="button" className="menu-button__toggle" aria-expanded={open} aria-controls={panelId} onClick={() => setOpen(!open)}>
        <Icon name="menu" size={20} />
        <span>{label}</span>
      </button>
      <div
        id={panelId}
        className="menu-button__panel"
        role="region"
        aria-label={label}
        hidden={!open}
        onClick={(event) => {
          // A choice (a link or a button, not the language select) closes the panel; the item's own action runs.
          if (event.target instanceof Element && event.target.closest('a, button')) setOpen(false);
        }}
      >
        {children}
      </div>
    </div>
  );
}
