import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useBrandStore } from '@/stores/brand-store';
import type { HeaderBarProps } from './props';
import './header-bar.css';

/** The brand (the merchant theme's logo and name) and the header tools (its children). */
export default function HeaderBar({ nodeId, children }: WidgetProps<HeaderBarProps>) {
  const theme = useBrandStore((s) => s.theme);
  return (
    <div {...nodeAttributes(nodeId)} className="site-header__bar">
      <a className="site-header__brand" href="/">
        <img src={theme?.logo ?? '/art/logo-croupier.svg'} alt="" width={36} height={36} />
        <span>{theme?.brandName ?? 'Croupier'}</span>
      </a>
      <div className="site-header__tools">{children}</div>
    </div>
  );
}
