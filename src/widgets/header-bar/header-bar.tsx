import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useBrand } from '@/stores/brand-store';
import { isImageSource } from '@/schema/url-policy';
import type { HeaderBarProps } from './props';
import './header-bar.css';

/** The brand (the merchant theme's logo and name) and the header tools (its children). */
export default function HeaderBar({ nodeId, children }: WidgetProps<HeaderBarProps>) {
  const theme = useBrand((s) => s.theme);
  return (
    <div {...nodeAttributes(nodeId)} className="site-header__bar">
      {/* The link's name is the brand's, also on a phone where its text is hidden: the logo's alt says it, once. */}
      <a className="site-header__brand" href="/" aria-label={theme?.brandName || undefined}>
        {/* No brand is built in: until the merchant's theme arrives the logo's place is kept empty (no flash of another brand). */}
        {theme?.logo && isImageSource(theme.logo) ? <img src={theme.logo} alt="" width={36} height={36} /> : <span className="site-header__logo-space" aria-hidden="true" />}
        <span aria-hidden="true">{theme?.brandName ?? ''}</span>
      </a>
      <div className="site-header__tools">{children}</div>
    </div>
  );
}
