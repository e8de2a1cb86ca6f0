import DOMPurify from 'dompurify';
import { isAllowedUrl } from '@/schema/url-policy';

/** Elements platform HTML may never bring: scripts, frames, forms and embedded objects. */
const FORBID_TAGS = ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'option', 'link', 'meta', 'base', 'svg', 'math'];
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'srcset'];

let configured = false;

function configure(): void {
  if (configured) return;
  configured = true;
  // Every URL in platform HTML goes through the site's one URL policy (http(s) or a path on this site),
  // and links open in a new tab without handing the site to the page they open.
  DOMPurify.addHook('afterSanitizeAttributes', (node) => {
    for (const name of URL_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value !== null && (name === 'srcset' || !isAllowedUrl(value.trim()))) node.removeAttribute(name);
    }
    if (node.tagName === 'A' && node.hasAttribute('href')) {
      node.setAttribute('target', '_blank');
      node.setAttribute('rel', 'noopener noreferrer');
    }
  });
}

/**
 * Platform HTML (notices, promotion terms, help articles) made harmless with DOMPurify: no script,
 * no event handler, no `javascript:` or `data:` URL, no form, frame or embedded object.
 */
export function sanitizeHtml(html: string): string {
  // Without a DOM (the CLI's static render) DOMPurify cannot parse: show the text, escaped, instead.
  if (!DOMPurify.isSupported) return html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  configure();
  return DOMPurify.sanitize(html, { FORBID_TAGS, FORBID_ATTR: ['style'], ALLOW_DATA_ATTR: false, ALLOW_UNKNOWN_PROTOCOLS: false });
}
