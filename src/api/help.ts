import { array, literal, map, object, optional, string, text, withDefault, type Parsed } from './parse/parsers';
import { parseDownloadLinks, type DownloadLinks } from './parse/content';
import { call } from './request';

/**
 * The system service's pages: the help centre (and the footer's About sections) and the app downloads. Apart from
 * `./system.ts`, whose status call is first-page code: these and their parsers come only with the pages that show them.
 */
export type { DownloadLink, DownloadLinks } from './parse/content';

/** Anchors of the footer's About sections (spec §2), in its order: the articles of the help category with group 'about'. */
export const ABOUT_ANCHORS = ['about-company', 'contact-us', 'terms', 'responsible-gaming', 'privacy-policy', 'affiliates', 'refund-policy'] as const;

const parseHelpArticle = map(object({ articleId: text, anchor: optional(string), title: string, content: withDefault(string, '') }), (article) => ({ ...article, anchor: article.anchor ?? `article-${article.articleId}` }));

const parseHelpCenter = array(
  map(
    object({
      categoryId: text,
      /** Stable id to link to (`/help#terms`); derived from the id when the platform sends none. */
      anchor: optional(string),
      /** 'about': one of the footer's About sections; 'help': ordinary help. */
      group: withDefault(literal('help', 'about'), 'help'),
      title: string,
      /** Article content is HTML; the help page sanitises it. */
      articles: withDefault(array(parseHelpArticle), []),
    }),
    (category) => ({ ...category, anchor: category.anchor ?? `category-${category.categoryId}` }),
  ),
);
export type HelpCategory = Parsed<typeof parseHelpCenter>[number];
export type HelpArticle = HelpCategory['articles'][number];

/** GET /wps/system/helpCenter: help categories and their articles, with anchors; the About sections have group 'about'. */
export function getHelpCenter(): Promise<HelpCategory[]> {
  return call({ method: 'GET', path: '/wps/system/helpCenter' }, parseHelpCenter);
}

/**
 * GET /wps/system/download: the apps of the download page (/down) with their versions. URLs may be
 * site-relative (mock mode: stand-in pages under /platform-assets/download/): resolve them against the
 * site's origin before drawing a QR code.
 */
export function getDownloadLinks(): Promise<DownloadLinks> {
  return call({ method: 'GET', path: '/wps/system/download' }, parseDownloadLinks);
}
