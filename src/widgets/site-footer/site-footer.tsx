import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import type { SiteFooterProps } from './props';
import './site-footer.css';

/** spec §2 footer: the landmark around its children (vendor strip, menu columns, copyright…). */
export default function SiteFooter({ nodeId, children }: WidgetProps<SiteFooterProps>) {
  return (
    <footer {...nodeAttributes(nodeId)} className="site-footer">
      <div className="site-footer__inner">{children}</div>
    </footer>
  );
}
