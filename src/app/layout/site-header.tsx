import { useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ResolvedMenu } from '@/schema/resolved';
import type { ThemeDocument } from '@/schema/types';
import { useEffect } from 'react';
import { useVendorStore } from '@/stores/vendor-store';
import { HeaderNav } from './header-nav';
import { useResolvedDocument } from '../use-resolved-document';
import { LanguagePicker } from './language-picker';
import { HeaderAccount } from './header-account';
import './site-header.css';

/** `<header>` with the brand and the navigation rendered from `schemas/menus/header-nav.json`. */
export function SiteHeader({ theme }: { theme: ThemeDocument | undefined }) {
  const { t } = useTranslation();
  const { pathname } = useLocation();
  const nav = useResolvedDocument<ResolvedMenu>('menus/header-nav');
  const { i18n } = useTranslation();
  const loadVendors = useVendorStore((s) => s.load);
  // spec §4: the cached vendor list is per language; switching language refreshes it.
  useEffect(() => void loadVendors(i18n.language), [i18n.language, loadVendors]);
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <a className="site-header__brand" href="/">
          <img src={theme?.logo ?? '/art/logo-croupier.svg'} alt="" width={36} height={36} />
          <span>{theme?.brandName ?? 'Croupier'}</span>
        </a>
        <div className="site-header__tools">
          <HeaderAccount />
          <LanguagePicker />
        </div>
      </div>
      <nav className="site-nav" aria-label={t('nav_main')}>
        {nav.state === 'ready' && <HeaderNav items={nav.resolved.items} currentPath={pathname} />}
      </nav>
    </header>
  );
}
