/**
 * An uploaded picture is live only once the publish that names it deploys it (publish-service/images.ts): until
 * then `/schemas/images/<name>` is not on the site. The studio's preview shows it at once from the publish service
 * (`/publish-api/images/<name>`, for signed-in operators), so the operator sees the new banner or logo before
 * publishing. The document the operator publishes keeps the site path.
 */
const SITE_PREFIX = '"/schemas/images/';
const PREVIEW_PREFIX = '"/publish-api/images/';

/** `value` with every uploaded picture's site path pointed at the publish service (the same value when it has none). */
export function previewImages<T>(value: T): T {
  if (value === undefined) return value;
  const text = JSON.stringify(value);
  if (!text.includes(SITE_PREFIX)) return value;
  const copy: T = JSON.parse(text.split(SITE_PREFIX).join(PREVIEW_PREFIX));
  return copy;
}
