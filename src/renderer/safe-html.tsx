import { useMemo } from 'react';
import { usePlatformStore } from '@/stores/platform-store';
import { sanitizeHtml } from './sanitize-html';

/**
 * The one place the site puts HTML from the platform into the page, and only after DOMPurify
 * (`sanitizeHtml`). Nothing else in the code may use `dangerouslySetInnerHTML` (lint).
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  // Pictures load only from this site and the image hosts the platform names (its image CDNs).
  const imageOrigins = usePlatformStore((s) => s.imageOrigins);
  const clean = useMemo(() => sanitizeHtml(html, { imageOrigins }), [html, imageOrigins]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
