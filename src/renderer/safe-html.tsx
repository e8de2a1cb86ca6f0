import { useMemo } from 'react';
import { sanitizeHtml } from './sanitize-html';

/**
 * The one place the site puts HTML from the platform into the page, and only after DOMPurify
 * (`sanitizeHtml`). Nothing else in the code may use `dangerouslySetInnerHTML` (lint).
 */
export function SafeHtml({ html, className }: { html: string; className?: string }) {
  const clean = useMemo(() => sanitizeHtml(html), [html]);
  return <div className={className} dangerouslySetInnerHTML={{ __html: clean }} />;
}
