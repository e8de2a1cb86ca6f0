import DOMPurify from 'dompurify';
import { isAllowedUrl } from '@/schema/url-policy';

/** Where platform HTML may load pictures from, besides paths on this site. */
export interface SanitizeOptions {
  /** Origins of the image hosts the platform names (its image CDNs); the page's own origin is always allowed. */
  imageOrigins?: readonly string[] | undefined;
  /**
   * The level the HTML's top heading is drawn at, where the page's outline puts it (one under the heading of what
   * holds it). The platform writes its terms and articles with any headings (`<h3>Offer</h3>` straight under the page's
   * h1): they move so that none is above this level or more than one level under the heading before it
   * (`placedLevels`). Without it, headings keep their levels.
   */
  headingLevel?: number | undefined;
}

const HEADING = /^H([1-6])$/;

/**
 * Where headings written at `written` levels go under a holder whose content starts at `level`, as an outline: the
 * first is at `level`; one written deeper than the heading before it goes one level under that heading's place (an h2
 * then an h4 become h2, h3); one written at or above an earlier heading's level goes where the nearest such heading's
 * parent put its children (siblings stay siblings). So none is above `level`, none skips a level, none passes h6, and a
 * block already in order keeps its shape, moved as one.
 */
export function placedLevels(written: readonly number[], level: number): number[] {
  const top = Math.min(6, Math.max(1, Math.round(level)));
  const open: { written: number; placed: number }[] = [];
  return written.map((at) => {
    while (open.length > 0 && open.at(-1)!.written >= at) open.pop();
    const placed = Math.min(6, open.length === 0 ? top : open.at(-1)!.placed + 1);
    open.push({ written: at, placed });
    return placed;
  });
}

/**
 * Puts the headings of `root` at `placedLevels`. A moved heading keeps the size the platform chose with a class naming
 * its level as written (`heading-as-h3`), which `safe-html.css` sizes as the browser sized that level.
 */
function placeHeadings(root: Element, level: number): void {
  const headings = [...root.querySelectorAll('h1, h2, h3, h4, h5, h6')];
  const written = headings.map((heading) => Number(HEADING.exec(heading.tagName)?.[1] ?? 6));
  const placed = placedLevels(written, level);
  headings.forEach((heading, index) => {
    if (placed[index] === written[index]) return;
    const moved = heading.ownerDocument.createElement(`h${placed[index]!}`);
    for (const attribute of heading.attributes) moved.setAttribute(attribute.name, attribute.value);
    moved.classList.add(`heading-as-h${written[index]!}`);
    moved.append(...heading.childNodes);
    heading.replaceWith(moved);
  });
}

/** Elements platform HTML may never bring: scripts, frames, forms and embedded objects. */
const FORBID_TAGS = ['script', 'style', 'iframe', 'frame', 'frameset', 'object', 'embed', 'form', 'input', 'button', 'textarea', 'select', 'option', 'link', 'meta', 'base', 'svg', 'math'];
const URL_ATTRIBUTES = ['href', 'src', 'xlink:href', 'action', 'formaction', 'poster', 'srcset', 'background'];
/** Attributes the browser fetches from as soon as the element exists: only from the site or the platform's image hosts. */
const LOADING_ATTRIBUTES = ['src', 'poster', 'background'];

/** A start tag, up to its first `>` (a `>` inside a quoted value ends it early; DOMPurify still sees the rest). */
const START_TAG = /<[a-zA-Z][^>]*>/g;
/** An event-handler attribute inside a start tag: `on…=` after whitespace, `/` or a closing quote. */
const HANDLER_ATTRIBUTE = /([\s/"'])on([a-z]+\s*=)/gi;

/**
 * Renames `onerror=` and the like to a data attribute (which DOMPurify then drops) before any DOM
 * sees the HTML. Chromium checks the CSP as soon as an element with a handler attribute is created,
 * even in DOMPurify's inert document, and logs a violation for each: hostile platform HTML would
 * fill the console with them although nothing runs. DOMPurify stays the sanitizer; this only
 * keeps handlers out of the parser's way.
 */
function withoutHandlerAttributes(html: string): string {
  return html.replace(START_TAG, (tag) => tag.replace(HANDLER_ATTRIBUTE, '$1data-blocked-on$2'));
}

let configured = false;
/** The image hosts of the call in progress (sanitize is synchronous: one call at a time). */
let allowedOrigins: ReadonlySet<string> = new Set();

function originOf(url: string): string | undefined {
  try {
    return new URL(url).origin;
  } catch {
    return undefined;
  }
}

/** A path on this site, or an address on the site's origin or one of the platform's image hosts. */
function loadsFromKnownHost(url: string): boolean {
  if (url.startsWith('/')) return true;
  const origin = originOf(url);
  return origin !== undefined && (origin === globalThis.location?.origin || allowedOrigins.has(origin));
}

/** A picture from an unknown host is not fetched: its alt text stands in its place (nothing when it has none). */
function replaceWithAlt(image: Element): void {
  const alt = image.getAttribute('alt')?.trim();
  if (!alt) {
    image.remove();
    return;
  }
  const text = image.ownerDocument.createElement('span');
  text.className = 'safe-html__image-alt';
  text.textContent = alt;
  image.replaceWith(text);
}

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
    // Nothing in platform HTML is fetched from a host the site does not know (a tracking pixel, a hot-linked
    // picture): pictures load only from this site and the image hosts the platform names.
    for (const name of LOADING_ATTRIBUTES) {
      const value = node.getAttribute(name);
      if (value === null || loadsFromKnownHost(value.trim())) continue;
      if (node.tagName === 'IMG') {
        replaceWithAlt(node);
        return;
      }
      node.removeAttribute(name);
    }
  });
}

/**
 * Platform HTML (notices, promotion terms, help articles) made harmless with DOMPurify: no script,
 * no event handler, no `javascript:` or `data:` URL, no form, frame or embedded object, and no picture
 * from a host other than this site and the platform's image hosts (`imageOrigins`). With `headingLevel`, its headings
 * are moved to fit the page's outline.
 */
export function sanitizeHtml(html: string, options: SanitizeOptions = {}): string {
  // Without a DOM (the CLI's static render) DOMPurify cannot parse: show the text, escaped, instead.
  if (!DOMPurify.isSupported) return html.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
  configure();
  allowedOrigins = new Set(options.imageOrigins ?? []);
  try {
    const config = { FORBID_TAGS, FORBID_ATTR: ['style'], ALLOW_DATA_ATTR: false, ALLOW_UNKNOWN_PROTOCOLS: false };
    // Text without a tag has no heading: DOMPurify hands it back as it came, as it does without a level.
    if (options.headingLevel === undefined || !html.includes('<')) return DOMPurify.sanitize(withoutHandlerAttributes(html), config);
    // The sanitized tree itself (DOMPurify's own inert document) is moved, then written out once, as without it.
    const body = DOMPurify.sanitize(withoutHandlerAttributes(html), { ...config, RETURN_DOM: true });
    if (!(body instanceof Element)) return DOMPurify.sanitize(withoutHandlerAttributes(html), config);
    placeHeadings(body, options.headingLevel);
    return body.innerHTML;
  } finally {
    allowedOrigins = new Set();
  }
}
