/**
 * The lobby of issue 15 written by hand in React 19: a header of 10 links, 8 vendor tabs, N game
 * cards with images and a footer of 7 links, with the site's CSS classes and markup shape. It
 * fetches the same two platform answers as the schema lobby (the bench server gives both the same
 * JSON) and renders them directly: no documents, no registry, no i18n. `npm run bench` compares it
 * with the site rendering `bench/screens/bench-lobby.json`.
 */
import { StrictMode, useEffect, useState, type CSSProperties } from 'react';
import { createRoot } from 'react-dom/client';
import '../../src/app/styles/global.css';
import '../../src/widgets/site-header/site-header.css';
import '../../src/widgets/header-bar/header-bar.css';
import '../../src/widgets/menu/menu.css';
import '../../src/widgets/site-footer/site-footer.css';
import '../../src/widgets/footer-columns/footer-columns.css';
import '../../src/widgets/copyright/copyright.css';
import '../../src/widgets/vendor-tabs/vendor-tabs.css';
import '../../src/widgets/card-grid/card-grid.css';

/** The site's image CDN for the embedded platform (the site picks one of two identical ones). */
const IMAGE_CDN = '/platform-assets/cdn-a';

const HEADER_LINKS = [
  ['Home', '/'], ['Lottery', '/elott'], ['Live Casino', '/live'], ['Sports', '/sports'], ['Fishing', '/fish'],
  ['Slots', '/rng'], ['Poker', '/pvp'], ['E-Sports', '/esports'], ['Promotions', '/promotions'], ['VIP', '/vip'], ['Point Mall', '/pointMall'],
] as const;

const FOOTER_LINKS = [
  ['About us', 'about-company'], ['Contact us', 'contact-us'], ['Terms and conditions', 'terms'], ['Responsible gaming', 'responsible-gaming'],
  ['Privacy policy', 'privacy-policy'], ['Affiliates', 'affiliates'], ['Refund policy', 'refund-policy'],
] as const;

interface Vendor {
  vassalage: string;
  displayName: string;
  logo: string;
}

interface Card {
  id: number;
  title: string;
  image: string;
  summary: string;
}

function record(value: unknown): Record<string, unknown> {
  if (typeof value !== 'object' || value === null) throw new Error('the platform answered something that is not an object');
  return value as Record<string, unknown>;
}

function text(value: unknown): string {
  return typeof value === 'string' ? value : '';
}

/** The envelope's value, or an error with the platform's message. */
async function platformValue(url: string): Promise<unknown> {
  const response = await fetch(url, { headers: { Merchant: 'croupier', Language: 'en' } });
  const body = record(await response.json());
  if (body['success'] !== true) throw new Error(text(body['message']) || `${url} failed`);
  return body['value'];
}

async function loadVendors(): Promise<Vendor[]> {
  const lanes = record(await platformValue('/wps/relay/GCSGAME_newGameVendor?platform=html5-desktop&language=en'))['lanes'];
  const rng = (Array.isArray(lanes) ? lanes : []).map(record).find((lane) => lane['gameClassify'] === 'RNG');
  const cards = Array.isArray(rng?.['cards']) ? rng['cards'] : [];
  return cards.map(record).map((card) => ({ vassalage: text(card['vassalage']), displayName: text(card['displayName']), logo: text(card['logo']) }));
}

async function loadCards(): Promise<Card[]> {
  const list = await platformValue('/wps/promotion/list');
  return (Array.isArray(list) ? list : []).map(record).map((row) => ({
    id: typeof row['promotionId'] === 'number' ? row['promotionId'] : 0,
    title: text(row['title']),
    image: `${IMAGE_CDN}/${text(row['bannerUrl']).replace(/^\/+/, '')}`,
    summary: text(row['summary']),
  }));
}

// Both requests leave before React starts, as a hand-written page would do it.
const vendorsPromise = loadVendors();
const cardsPromise = loadCards();

function useLoaded<T>(promise: Promise<T>): { value?: T; error?: string } {
  const [state, setState] = useState<{ value?: T; error?: string }>({});
  useEffect(() => {
    promise.then((value) => setState({ value }), (error: unknown) => setState({ error: error instanceof Error ? error.message : String(error) }));
  }, [promise]);
  return state;
}

function Header() {
  return (
    <header className="site-header">
      <div className="site-header__bar">
        <a className="site-header__brand" href="/">
          <img src="/art/logo-croupier.svg" alt="" width={36} height={36} />
          <span>Croupier</span>
        </a>
        <div className="site-header__tools">
          <button type="button" className="button button--secondary">Log in</button>
          <button type="button" className="button button--primary">Register</button>
        </div>
      </div>
      <nav className="site-nav" aria-label="Main">
        <ul className="header-nav">
          {HEADER_LINKS.map(([label, href]) => (
            <li key={href} className="header-nav__item">
              <a href={href} className="header-nav__link">{label}</a>
            </li>
          ))}
        </ul>
      </nav>
    </header>
  );
}

function VendorTabs({ vendors, selected, onSelect }: { vendors: readonly Vendor[]; selected: string | undefined; onSelect: (vassalage: string) => void }) {
  return (
    <div className="vendor-tabs__list" role="tablist" aria-label="Game vendors">
      {vendors.map((vendor) => (
        <button key={vendor.vassalage} type="button" role="tab" className="vendor-tabs__tab" aria-selected={vendor.vassalage === selected} onClick={() => onSelect(vendor.vassalage)}>
          {vendor.logo && <img src={`${IMAGE_CDN}${vendor.logo}`} alt="" width={40} height={16} />}
          <span>{vendor.displayName || vendor.vassalage}</span>
        </button>
      ))}
    </div>
  );
}

function GameCards({ cards }: { cards: readonly Card[] }) {
  return (
    <section className="card-grid">
      <ul className="card-grid__cards" style={{ '--card-columns': 4 } as CSSProperties}>
        {cards.map((card, index) => (
          <li key={`${card.title}${index}`} className="card-grid__card">
            <img className="card-grid__image" src={card.image} alt="" width={320} height={180} loading="lazy" />
            <div className="card-grid__body">
              <h3 className="card-grid__title">{card.title}</h3>
              <p className="card-grid__text">{card.summary}</p>
              <div className="card-grid__actions" />
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}

function Footer() {
  return (
    <footer className="site-footer">
      <div className="site-footer__inner">
        <div className="site-footer__columns">
          <nav className="site-footer__column" aria-label="About">
            <h2 className="site-footer__heading">About</h2>
            <ul className="site-footer__list">
              {FOOTER_LINKS.map(([label, anchor]) => (
                <li key={anchor} className="site-footer__list__item">
                  <a href={`/help#${anchor}`} className="site-footer__list__link">{label}</a>
                </li>
              ))}
            </ul>
          </nav>
        </div>
        <p className="site-footer__copyright">© 2026 Croupier</p>
      </div>
    </footer>
  );
}

function Lobby() {
  const vendors = useLoaded(vendorsPromise);
  const cards = useLoaded(cardsPromise);
  const [chosen, setChosen] = useState<string | undefined>();
  const selected = chosen ?? vendors.value?.[0]?.vassalage;
  const error = vendors.error ?? cards.error;
  return (
    <div className="page">
      <Header />
      <main className="page__main" id="main">
        <div className="vendor-tabs">
          <VendorTabs vendors={vendors.value ?? []} selected={selected} onSelect={setChosen} />
          <div role="tabpanel" className="vendor-tabs__panel">
            {error ? <p role="alert">{error}</p> : cards.value ? <GameCards cards={cards.value} /> : <p role="status">Loading…</p>}
          </div>
        </div>
      </main>
      <Footer />
    </div>
  );
}

const root = document.getElementById('root');
if (!root) throw new Error('index.html has no #root element');
createRoot(root).render(
  <StrictMode>
    <Lobby />
  </StrictMode>,
);
