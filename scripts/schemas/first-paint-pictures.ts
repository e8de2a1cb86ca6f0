import { readFileSync, statSync } from 'node:fs';
import { extname, join } from 'node:path';

/**
 * A first paint's small pictures written into it (issue 37). The first paint is drawn the moment its file arrives, but a
 * picture in it is another request: on a phone it came after the first paint's frame, behind the documents and the
 * site's code on the browser's six connections, and was drawn only once the code's evaluation let the main thread
 * go (the home hero: observed at ~265 ms against the first paint's ~185 ms, so Lighthouse's simulation counted every
 * request that had ended by then). Written as a `data:` URL (`img-src 'self' data:` in the policy), it is drawn in the
 * first paint's own frame.
 *
 * Only the site's own pictures and the origin's uploaded ones, by their path, at most `INLINE_PICTURE_LIMIT` bytes each:
 * nothing is fetched, and a platform picture (another host, or known only once data arrives) is never in a first paint.
 * The picture's own URL is still loaded, by a hidden `<img>` at the end of the first paint, as the first paint's own
 * `<img>` loaded it before: the site's `<img>`, drawn in its place when the site takes over, finds it in use. React's
 * `<link rel="preload">` alone was not enough: a preload nothing uses is dropped at the page's load event, and as `/art/`
 * is served `no-cache`, the site's picture was then asked for again and left blank for a round trip more often (Lucky
 * Star's hero, whose site takes over after the load event on a throttled phone: blank at the takeover in 2 of 2 loads
 * with the preload alone, 2 of 5 with the hidden `<img>`, 4 of 5 before any of this: Chromium revalidates it there).
 */
export const INLINE_PICTURE_LIMIT = 4096;

/** Where a picture's path is on disk: the schema origin (uploaded pictures) and the site's public folder. */
export interface PictureFolders {
  origin: string;
  site: string;
}

const TYPES: Readonly<Record<string, string>> = { '.svg': 'image/svg+xml', '.png': 'image/png', '.jpg': 'image/jpeg', '.webp': 'image/webp' };
/** An uploaded picture (`origin-images.ts`): `/schemas/images/<32 hex>.<ext>`. */
const UPLOADED = /^\/schemas\/images\/([0-9a-f]{32}\.(?:png|jpg|webp))$/;
/** A picture of the site's public folder: a plain path, no query, no `..`. */
const SITE_PICTURE = /^\/((?:[\w-]+\/)*[\w-]+(?:\.[\w-]+)*\.(?:svg|png|jpg|webp))$/;

/** The file a picture's path names, or `undefined` for any other path (another host, a query, a data call). */
export function pictureFile(src: string, folders: PictureFolders): string | undefined {
  const uploaded = UPLOADED.exec(src);
  if (uploaded) return join(folders.origin, 'images', uploaded[1]!);
  if (src.startsWith('/schemas/')) return undefined;
  const site = SITE_PICTURE.exec(src);
  return site ? join(folders.site, site[1]!) : undefined;
}

function dataUrl(file: string, limit: number): string | undefined {
  const type = TYPES[extname(file)];
  try {
    const stats = type ? statSync(file) : undefined;
    if (!type || !stats?.isFile() || stats.size > limit) return undefined;
    return `data:${type};base64,${readFileSync(file).toString('base64')}`;
  } catch {
    return undefined;
  }
}

/**
 * The first paint's HTML with each `<img>` whose picture is small and on disk drawn from a `data:` URL, and a hidden
 * `<img>` of each such picture's own URL after it.
 */
export function inlineFirstPaintPictures(html: string, folders: PictureFolders, limit = INLINE_PICTURE_LIMIT): string {
  const urls = new Map<string, string | undefined>();
  const drawn = html.replace(/(<img\b[^>]*?\ssrc=")([^"]*)(")/g, (tag, head: string, src: string, tail: string) => {
    if (!urls.has(src)) {
      const file = pictureFile(src, folders);
      urls.set(src, file === undefined ? undefined : dataUrl(file, limit));
    }
    const url = urls.get(src);
    return url === undefined ? tag : `${head}${url}${tail}`;
  });
  const loaded = [...urls].flatMap(([src, url]) => (url === undefined ? [] : [`<img hidden="" alt="" src="${src}"/>`]));
  return `${drawn}${loaded.join('')}`;
}
