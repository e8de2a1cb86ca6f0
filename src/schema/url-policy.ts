/**
 * Schemas may only send people to http(s) addresses or paths on this site (security baseline):
 * no `javascript:`, `data:` or protocol-relative URLs that would leave the site silently.
 */
export function isAllowedUrl(url: string): boolean {
  if (url.startsWith('/')) return !url.startsWith('//') && !url.startsWith('/\\');
  return /^https?:\/\/[^\s/]+/i.test(url);
}

/** In-site paths only (for `navigate`). */
export function isSitePath(path: string): boolean {
  return path.startsWith('/') && isAllowedUrl(path);
}

/**
 * Pictures may also be inline PNG or JPEG data (an avatar the member uploaded): those formats run no
 * script, unlike SVG or HTML, so they are the one `data:` the site shows.
 */
export function isImageSource(url: string): boolean {
  return isAllowedUrl(url) || /^data:image\/(png|jpeg);base64,[A-Za-z0-9+/=]+$/.test(url);
}
