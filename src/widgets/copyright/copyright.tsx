import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useBrand } from '@/stores/brand-store';
import type { CopyrightProps } from './props';
import './copyright.css';

/** The copyright line with the merchant theme's brand name. */
export default function Copyright({ nodeId }: WidgetProps<CopyrightProps>) {
  const { t } = useTranslation();
  const brand = useBrand((s) => s.theme?.brandName);
  // The line waits for the merchant's theme (no brand is built in); its node is there from the start.
  return (
    <p {...nodeAttributes(nodeId)} className="site-footer__copyright">
      {brand !== undefined && t('footer_copyright', { year: new Date().getFullYear(), brand })}
    </p>
  );
}
