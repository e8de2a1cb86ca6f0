import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import type { FooterColumnsProps } from './props';
import './footer-columns.css';

/** The footer's grid of columns: three on wide screens, two on phones. */
export default function FooterColumns({ nodeId, children }: WidgetProps<FooterColumnsProps>) {
  return (
    <div {...nodeAttributes(nodeId)} className="site-footer__columns">
      {children}
    </div>
  );
}
