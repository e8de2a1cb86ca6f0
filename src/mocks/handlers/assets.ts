import { http, HttpResponse, type HttpHandler } from 'msw';
import { bannerSvg, logoSvg, tileSvg } from '../platform/art';
import { LOTTERY_GAMES } from '../platform/lottery';
import type { Platform } from '../platform/platform';
import { GOODS, PROMOTIONS } from '../platform/rewards';
import { findVendor } from '../platform/vendors';
import { DOWNLOAD_LINKS } from '../platform/content';
import { downloadPageHtml, gamePageHtml, infoPageHtml, paymentPageHtml } from './asset-pages';

const SVG_HEADERS = { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };
const HTML_HEADERS = { 'Content-Type': 'text/html; charset=utf-8' };

function svg(body: string): Response {
  return new HttpResponse(body, { headers: SVG_HEADERS });
}

function titleCase(slug: string): string {
  return slug.replace(/[-_]+/g, ' ').replace(/\b\w/g, (char) => char.toUpperCase());
}

/** Human title for a banner file: promotions and notices by id, anything else from the slug. */
function bannerTitle(platform: Platform, slug: string): string {
  const promotion = PROMOTIONS.find((candidate) => `promo-${candidate.promotionId}` === slug);
  if (promotion) return promotion.title;
  const notice = platform.notices.find((candidate) => candidate.imageUrl === `/banners/${slug}.svg`);
  return notice?.title ?? titleCase(slug);
}

function gameTitle(platform: Platform, vassalage: string, code: string): string {
  return platform.games.find((game) => game.gameId === code)?.displayName ?? LOTTERY_GAMES.find((game) => game.gameCode === code)?.gameName ?? `${findVendor(vassalage)?.displayName ?? vassalage} lobby`;
}

/** Path segments after /platform-assets/, without the cdn-a / cdn-b prefix (both serve the same). */
function assetPath(url: URL): string[] {
  const segments = url.pathname.split('/platform-assets/')[1]?.split('/').map(decodeURIComponent) ?? [];
  return segments[0] === 'cdn-a' || segments[0] === 'cdn-b' ? segments.slice(1) : segments;
}

function serveAsset(platform: Platform, url: URL): Response {
  const [kind, first = '', second = ''] = assetPath(url);
  const stem = (name: string) => name.replace(/\.svg$/, '');
  switch (kind) {
    case 'games': {
      const game = platform.games.find((candidate) => candidate.gameId === stem(second));
      if (game) return svg(tileSvg(game.displayName, findVendor(game.vassalage)?.displayName));
      break;
    }
    case 'vendors': {
      const vendor = findVendor(stem(first));
      if (vendor) return svg(logoSvg(vendor.displayName, vendor.brandColor));
      break;
    }
    case 'banners':
      return svg(bannerSvg(bannerTitle(platform, stem(first))));
    case 'lottery':
      return svg(tileSvg(LOTTERY_GAMES.find((game) => game.gameCode === stem(first))?.gameName ?? titleCase(stem(first))));
    case 'goods':
      return svg(tileSvg(GOODS.find((goods) => String(goods.goodsId) === stem(first))?.name ?? 'Goods'));
    case 'avatars':
      return svg(tileSvg(`Avatar ${stem(first)}`));
    case 'game':
      if (first && second) return new HttpResponse(gamePageHtml(gameTitle(platform, first, second), findVendor(first)?.displayName ?? first, url.searchParams), { headers: HTML_HEADERS });
      break;
    case 'download': {
      const version = Object.entries(DOWNLOAD_LINKS).find(([app]) => app === first)?.[1].version;
      const page = downloadPageHtml(first, version);
      if (page) return new HttpResponse(page, { headers: HTML_HEADERS });
      break;
    }
    case 'pay':
      if (first) return new HttpResponse(paymentPageHtml(url.searchParams), { headers: HTML_HEADERS });
      break;
    case 'pages':
      return new HttpResponse(infoPageHtml(titleCase(assetPath(url).slice(1).join(' '))), { headers: HTML_HEADERS });
  }
  return new HttpResponse('Not found', { status: 404, headers: { 'Content-Type': 'text/plain' } });
}

/** Assets need no Merchant header: browsers load them from <img> and <iframe>. */
export function assetHandlers(platform: Platform): HttpHandler[] {
  return [http.get('*/platform-assets/*', ({ request }) => serveAsset(platform, new URL(request.url)))];
}
