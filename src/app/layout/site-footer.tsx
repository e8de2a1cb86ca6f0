import { useTranslation } from 'react-i18next';
import type { ResolvedMenu } from '@/schema/resolved';
import type { ThemeDocument } from '@/schema/types';
import { MenuView } from '@/renderer/menu-view';
import { imageUrl } from '@/api/cdn';
import { usePlatformStore } from '@/stores/platform-store';
import { useVendorStore } from '@/stores/vendor-store';
import { useResolvedDocument } from '../use-resolved-document';
import { footerVendorGroups } from './footer-vendors';
import './site-footer.css';

function FooterMenu({ name, title }: { name: string; title: string }) {
  const { t } = useTranslation();
  const menu = useResolvedDocument<ResolvedMenu>(name);
  return (
    <nav className="site-footer__column" aria-label={t(title)}>
      <h2 className="site-footer__heading">{t(title)}</h2>
      {menu.state === 'ready' && <MenuView items={menu.resolved.items} className="site-footer__list" />}
    </nav>
  );
}

function VendorStrip() {
  const { t } = useTranslation();
  const categories = useVendorStore((s) => s.categories);
  const imageCdn = usePlatformStore((s) => s.cdns.image);
  const groups = footerVendorGroups(categories);
  if (groups.length === 0) return null;
  return (
    <section className="site-footer__partners" aria-label={t('footer_partners')}>
      {groups.map(({ group, vendors }) => (
        <div key={group} className="site-footer__partner-group" data-vendor-group={group}>
          <h2 className="site-footer__heading">{t(`vendor_group_${group}`)}</h2>
          <ul>
            {vendors.map((vendor) => (
              <li key={vendor.vassalage} data-vendor={vendor.vassalage}>
                {vendor.logo ? <img src={imageUrl(imageCdn, vendor.logo)} alt={vendor.name} width={96} height={36} loading="lazy" /> : vendor.name}
              </li>
            ))}
          </ul>
        </div>
      ))}
    </section>
  );
}

/** spec §2 footer: vendor logo strip, navigation, help menu, About list, licence link, copyright. */
export function SiteFooter({ theme }: { theme: ThemeDocument | undefined }) {
  const { t } = useTranslation();
  const brand = theme?.brandName ?? 'Croupier';
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <VendorStrip />
        <div className="site-footer__columns">
          <FooterMenu name="menus/header-nav" title="footer_nav" />
          <FooterMenu name="menus/footer-help" title="footer_help" />
          <FooterMenu name="menus/footer-about" title="footer_about" />
        </div>
        <p className="site-footer__copyright">{t('footer_copyright', { year: 2026, brand })}</p>
      </div>
    </footer>
  );
}
