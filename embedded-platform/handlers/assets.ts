import { http, HttpResponse, type HttpHandler } from 'msw';
import { bannerSvg, goodsSvg, logoSvg, lotteryLogoSvg, tileSvg } from '../platform/art';
import { LOTTERY_GAMES } from '../platform/lottery';
import type { Platform } from '../platform/platform';
import { GOODS, GOODS_PICTURES } from '../platform/rewards';
import { CONTENT_LANGUAGES, type ContentLanguage } from '../platform/brands';
import { promotionsFor } from '../platform/rewards';
import { findVendor } from '../platform/vendors';
import { DOWNLOAD_LINKS } from '../platform/content';
import { downloadPageHtml, gamePageHtml, infoPageHtml, paymentPageHtml } from './asset-pages';

const SVG_HEADERS = { 'Content-Type': 'image/svg+xml; charset=utf-8', 'Cache-Control': 'public, max-age=3600' };
const HTML_HEADERS = { 'Content-Type': 'text/html; charset=utf-8' };

/**
 * The line under every banner's headline. No age in it: the picture is the same on every merchant, and the minimum age
 * is not (21 on luckystar, 18 elsewhere: `ageLimitOf`), so the promotion's own page states it.
 */
const BANNER_TAGLINES: Record<ContentLanguage, string> = { en: 'Play responsibly', ty: 'Maglaro nang responsable' };

function svg(body: string): Response {
  return new HttpResponse(body, { headers: SVG_HEADERS });
}

function titleCase(slug: string): string {
  return slug.replace(/[-_]+/g, ' ').replace(/\b\w/g, (char) => char.toUpperCase());
}

/** The headline of a banner file and the language it is in: promotions and notices by file name, anything else from the slug. */
function bannerArt(platform: Platform, slug: string): { title: string; language: ContentLanguage; promotion?: true } {
  for (const language of CONTENT_LANGUAGES) {
    const promotion = promotionsFor('croupier', language).find((candidate) => candidate.bannerUrl === `/banners/${slug}.svg`);
    if (promotion) return { title: promotion.title, language, promotion: true };
  }
  return platform.noticeBoard.art(slug) ?? { title: titleCase(slug), language: 'en' };
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
    case 'banners': {
      const art = bannerArt(platform, stem(first));
      // A promotion's picture is also its card's, which shows the middle of it.
      return svg(bannerSvg(art.title, BANNER_TAGLINES[art.language], { centred: art.promotion === true }));
    }
    case 'lottery':
      return svg(lotteryLogoSvg(LOTTERY_GAMES.find((game) => game.gameCode === stem(first))?.gameName ?? titleCase(stem(first))));
    case 'goods':
    {
      const goods = GOODS.find((candidate) => String(candidate.goodsId) === stem(first));
      const picture = goods && GOODS_PICTURES[goods.goodsId];
      return svg(goods && picture ? goodsSvg(goods.name, picture) : tileSvg(goods?.name ?? 'Goods'));
    }
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
