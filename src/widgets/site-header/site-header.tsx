import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useVendorStore } from '@/stores/vendor-store';
import type { SiteHeaderProps } from './props';
import './site-header.css';

/** `<header>` around its children; the vendor list the navigation's dropdowns and the footer strip show loads here. */
export default function SiteHeader({ nodeId, children }: WidgetProps<SiteHeaderProps>) {
  const { i18n } = useTranslation();
  const loadVendors = useVendorStore((s) => s.load);
  // spec §4: the cached vendor list is per language; switching language refreshes it.
  useEffect(() => void loadVendors(i18n.language), [i18n.language, loadVendors]);
  return (
    <header {...nodeAttributes(nodeId)} className="site-header">
      {children}
    </header>
  );
}
