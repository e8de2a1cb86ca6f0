/** spec §9 lazy-image defaults: 3 attempts, preload 1.3 screens, 200 cached images. */
export const IMAGE_ATTEMPTS = 3;
export const IMAGE_PRELOAD = 1.3;
export const IMAGE_CACHE_SIZE = 200;

/**
 * URLs this page already loaded, oldest first: a cached image shows at once (no placeholder
 * flash when paging back), and the list stays bounded on long sessions.
 */
const loaded = new Map<string, true>();

export function isImageCached(url: string): boolean {
  if (!loaded.has(url)) return false;
  loaded.delete(url);
  loaded.set(url, true);
  return true;
}

export function rememberImage(url: string, limit = IMAGE_CACHE_SIZE): void {
  loaded.delete(url);
  loaded.set(url, true);
  while (loaded.size > limit) {
    const oldest = loaded.keys().next().value;
    if (oldest === undefined) break;
    loaded.delete(oldest);
  }
}

export function cachedImageCount(): number {
  return loaded.size;
}

/** The root margin that starts loading 1.3 viewport heights ahead. */
export function preloadMargin(preload = IMAGE_PRELOAD): string {
  return `${Math.round((preload - 1) * 100)}% 0px`;
}
