import { useMemo } from 'react';
import { usePlatformStore } from '@/stores/platform-store';
import { sanitizeHtml } from './sanitize-html';
import './safe-html.css';

/**
 * The one place the site puts HTML from the platform into the page, and only after DOMPurify
 * (`sanitizeHtml`). Nothing else in the code may use `dangerouslySetInnerHTML` (lint).
 */
export function SafeHtml({ html, className, headingLevel }: { html: string; className?: string; headingLevel?: number | undefined }) {
  // Pictures load only from this site and the image hosts the platform names (its image CDNs).
  const imageOrigins = usePlatformStore((s) => s.imageOrigins);
  // With `headingLevel`, the HTML's headings fit the page's outline (`sanitizeHtml`).
  const clean = useMemo(() => sanitizeHtml(html, { imageOrigins, headingLevel }), [html, imageOrigins, headingLevel]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
