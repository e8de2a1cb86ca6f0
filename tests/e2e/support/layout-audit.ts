/**
 * The layout sweep's in-page check (layout-sweep.spec.ts): one `page.evaluate` per page and width that returns
 * every layout defect it finds. It runs in the browser, so it is self-contained: no imports, no closures.
 *
 * What it measures, and the rules it applies (decided here, once, for every page):
 * - **page overflow**: the document is wider than the viewport (a sideways scroll on a phone).
 * - **cut off**: a button or link (anything a user clicks) that an ancestor with `overflow` other than `visible`
 *   (hidden, clip, scroll, auto) does not show whole, or that sticks out of the viewport sideways.
 * - **clipped text**: a text node wider or taller than a box that clips it, or out of the viewport sideways.
 *   An ellipsis (`text-overflow: ellipsis`) or a line clamp counts as clipped text, unless the clipped element or
 *   an ancestor carries a `title` with the whole text (the full text is then one hover away and in the
 *   accessible name): that is how a long operator name may shorten in a fixed-size card, and nothing else may.
 * - **covered**: at the bottom of the page, a floating button (a fixed box narrower than half the viewport, in the
 *   lower half, such as the live chat) lies over text or a control of the page: the last content and the footer
 *   must stay visible and reachable, so the page keeps room for it.
 *
 * Scrolling is not clipping when the user can scroll the thing into view:
 * - **vertically**, inside any scroll box (the member centre's panel scrolls like the page itself);
 * - **sideways**, only inside the scroll boxes the caller lists in `sidewaysScrollers`, each with its reason. Any
 *   other sideways scroll box that hides a control or text is a defect (a table whose action column you must
 *   scroll to find is exactly what this sweep exists to catch).
 *
 * - **text outside its button**: a text node of a button (or anything with the role of a button or tab) that reaches
 *   past the button's border box, clipped or not (a label spilling over the button's edge).
 * - **overlapping text**: two text nodes whose lines overlap each other (a label over another, a badge over a title).
 *   With a modal dialog open, only the dialog's text (the rest is under it on purpose).
 * - **covered button**: a button or link in the viewport whose centre shows another element (something laid over it
 *   catches the click). Checked where the page is, and at its bottom when `floating` is set. With a modal dialog
 *   open, only the dialog's controls.
 *
 * Not measured, on purpose: what a user cannot see or reach — `display: none`, `visibility: hidden`, `inert` or
 * `aria-hidden="true"` subtrees (the carousel's other slides), and boxes of 2 px or less (`.visually-hidden`
 * screen-reader text, which is clipped to be invisible).
 */
export interface AuditOptions {
  /** CSS selectors of the sideways scroll boxes that may hide part of their content (see the spec for why). */
  sidewaysScrollers: readonly string[];
  /** Only elements and text inside this (e.g. the open centre dialog); the whole body when null. */
  root: string | null;
  /** Whether to run the floating-button check (it scrolls the page to its bottom and back). */
  floating: boolean;
}

export interface AuditFinding {
  kind: 'page overflow' | 'cut off' | 'clipped text' | 'ellipsis without title' | 'covered' | 'text outside its button' | 'overlapping text' | 'covered button';
  /** Selector path of the element (from its nearest `data-node-id` or `id`), then its text. */
  element: string;
  text: string;
  detail: string;
}

export function auditLayout(options: AuditOptions): AuditFinding[] {
  const TOLERANCE = 1;
  const findings: AuditFinding[] = [];
  const viewportWidth = document.documentElement.clientWidth;
  const styles = new Map<Element, CSSStyleDeclaration>();
  const style = (element: Element): CSSStyleDeclaration => {
    let found = styles.get(element);
    if (!found) {
      found = getComputedStyle(element);
      styles.set(element, found);
    }
    return found;
  };

  const selectorPath = (element: Element): string => {
    const parts: string[] = [];
    let current: Element | null = element;
    while (current && current !== document.body && parts.length < 6) {
      let part = current.tagName.toLowerCase();
      const nodeId = current.getAttribute('data-node-id');
      if (current.id) part += `#${current.id}`;
      else if (nodeId) part += `[data-node-id="${nodeId}"]`;
      const classes = [...current.classList].slice(0, 2);
      if (classes.length > 0) part += `.${classes.join('.')}`;
      parts.unshift(part);
      if (current.id || nodeId) break;
      current = current.parentElement;
    }
    return parts.join(' > ');
  };
  const textOf = (element: Element): string => {
    const text = (element instanceof HTMLElement ? element.innerText : element.textContent) || element.getAttribute('aria-label') || element.getAttribute('title') || '';
    return text.replace(/\s+/g, ' ').trim().slice(0, 80);
  };

  /** Unseen or unreachable on purpose: not measured. */
  const hidden = (element: Element): boolean => {
    if (element.closest('[aria-hidden="true"], [inert]')) return true;
    const own = style(element);
    if (own.visibility !== 'visible' || element.getClientRects().length === 0) return true;
    // Inside a closed <details> (Chromium lays its content out under content-visibility: hidden) or any other
    // subtree the browser skips rendering: boxes without a picture.
    return !element.checkVisibility({ contentVisibilityAuto: false, visibilityProperty: true });
  };

  /** The element whose overflow can clip `element` next, given how it is positioned (containing blocks). */
  const establishesContainingBlock = (candidate: Element, position: string): boolean => {
    const candidateStyle = style(candidate);
    const transformed = candidateStyle.transform !== 'none' || candidateStyle.filter !== 'none' || candidateStyle.perspective !== 'none' || /paint|layout|strict|content/.test(candidateStyle.contain);
    if (position === 'fixed') return transformed;
    if (position === 'absolute') return transformed || candidateStyle.position !== 'static';
    return true;
  };

  interface Clip {
    by: Element | 'viewport';
    axis: 'sideways' | 'vertically';
    ellipsis: boolean;
  }
  const matchesScroller = (element: Element): boolean => options.sidewaysScrollers.some((selector) => element.matches(selector));

  /**
   * The first box (from `start`, itself included) that hides part of `box`, or null when it is all shown.
   * `positioned` is the position of the measured element when `start` is its parent: an absolutely placed
   * element escapes the boxes between it and its containing block, a fixed one all of them.
   */
  const clippedBy = (start: Element, box: { left: number; right: number; top: number; bottom: number }, positioned: string): Clip | null | 'invisible' => {
    let { left, right, top, bottom } = box;
    let waitingFor: string | null = positioned === 'fixed' || positioned === 'absolute' ? positioned : null;
    for (let ancestor: Element | null = start; ancestor && ancestor !== document.documentElement; ancestor = ancestor.parentElement) {
      if (waitingFor) {
        if (!establishesContainingBlock(ancestor, waitingFor)) continue;
        waitingFor = null;
      }
      const ancestorStyle = style(ancestor);
      const overflowX = ancestorStyle.overflowX;
      const overflowY = ancestorStyle.overflowY;
      if (overflowX !== 'visible' || overflowY !== 'visible') {
        const outer = ancestor.getBoundingClientRect();
        const clipLeft = outer.left + ancestor.clientLeft;
        const clipTop = outer.top + ancestor.clientTop;
        const clipRight = clipLeft + ancestor.clientWidth;
        const clipBottom = clipTop + ancestor.clientHeight;
        // A box of 2 px or less hides its content on purpose (.visually-hidden).
        if (ancestor.clientWidth <= 2 || ancestor.clientHeight <= 2) return 'invisible';
        const ellipsis = ancestorStyle.textOverflow === 'ellipsis' || ancestorStyle.getPropertyValue('-webkit-line-clamp') !== 'none';
        if (overflowX !== 'visible' && (left < clipLeft - TOLERANCE || right > clipRight + TOLERANCE)) {
          const scrolls = overflowX === 'auto' || overflowX === 'scroll';
          if (!(scrolls && matchesScroller(ancestor))) return { by: ancestor, axis: 'sideways', ellipsis };
          const width = Math.min(right - left, clipRight - clipLeft);
          left = clipLeft;
          right = clipLeft + width;
        }
        if (overflowY !== 'visible' && (top < clipTop - TOLERANCE || bottom > clipBottom + TOLERANCE)) {
          const scrolls = overflowY === 'auto' || overflowY === 'scroll';
          if (!scrolls) return { by: ancestor, axis: 'vertically', ellipsis };
          const height = Math.min(bottom - top, clipBottom - clipTop);
          top = clipTop;
          bottom = clipTop + height;
        }
      }
      waitingFor = ancestorStyle.position === 'fixed' || ancestorStyle.position === 'absolute' ? ancestorStyle.position : null;
    }
    if (left < -TOLERANCE || right > viewportWidth + TOLERANCE) return { by: 'viewport', axis: 'sideways', ellipsis: false };
    return null;
  };
  const clipName = (clip: Clip): string => (clip.by === 'viewport' ? 'the viewport' : selectorPath(clip.by));
  const titled = (element: Element, text: string): boolean => {
    const withTitle = element.closest('[title]');
    return !!withTitle && (withTitle.getAttribute('title') ?? '').replace(/\s+/g, ' ').includes(text.replace(/\s+/g, ' ').trim());
  };

  // 1. The page is no wider than the viewport.
  const pageWidth = document.documentElement.scrollWidth;
  if (pageWidth > viewportWidth + TOLERANCE) {
    const culprits = [...document.body.querySelectorAll('*')].filter((element) => {
      if (hidden(element)) return false;
      const rect = element.getBoundingClientRect();
      if (rect.right <= viewportWidth + TOLERANCE) return false;
      const parent = element.parentElement;
      return !parent || parent === document.body || parent.getBoundingClientRect().right <= viewportWidth + TOLERANCE;
    });
    const named = culprits.slice(0, 3).map((element) => `${selectorPath(element)} (right edge at ${Math.round(element.getBoundingClientRect().right)} px)`);
    findings.push({ kind: 'page overflow', element: named.join('; ') || 'document', text: '', detail: `the page is ${pageWidth} px wide in a ${viewportWidth} px viewport` });
  }

  const root = options.root ? document.querySelector(options.root) : document.body;
  if (!root) return [...findings, { kind: 'cut off', element: options.root ?? 'body', text: '', detail: 'the element to audit is not on the page' }];

  // 2. Every button and link is shown whole.
  const controls = root.querySelectorAll('a[href], button, [role="button"], [role="link"], [role="tab"], input[type="button"], input[type="submit"], summary');
  for (const control of controls) {
    if (hidden(control)) continue;
    const rect = control.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const clip = control.parentElement ? clippedBy(control.parentElement, rect, style(control).position) : null;
    if (clip === null || clip === 'invisible') continue;
    findings.push({ kind: 'cut off', element: selectorPath(control), text: textOf(control), detail: `cut off ${clip.axis} by ${clipName(clip)}` });
  }

  // 3. Every text node is shown whole (an ellipsis only with a title that has the whole text).
  const walker = document.createTreeWalker(root, NodeFilter.SHOW_TEXT);
  const range = document.createRange();
  const reported = new Set<Element>();
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const text = node.textContent ?? '';
    if (!text.trim()) continue;
    const parent = node.parentElement;
    if (!parent || reported.has(parent) || parent.closest('script, style, noscript, template, svg') || hidden(parent)) continue;
    range.selectNodeContents(node);
    const rect = range.getBoundingClientRect();
    if (rect.width === 0 || rect.height === 0) continue;
    const clip = clippedBy(parent, rect, 'static');
    if (clip === null || clip === 'invisible') continue;
    if (clip.ellipsis && clip.by !== 'viewport' && titled(clip.by, text)) continue;
    reported.add(parent);
    findings.push({
      kind: clip.ellipsis ? 'ellipsis without title' : 'clipped text',
      element: selectorPath(parent),
      text: text.replace(/\s+/g, ' ').trim().slice(0, 80),
      detail: `${Math.round(rect.width)}×${Math.round(rect.height)} px of text cut off ${clip.axis} by ${clipName(clip)}`,
    });
  }

  // 5. The text of a button stays inside the button.
  const buttons = root.querySelectorAll('button, [role="button"], [role="tab"], input[type="button"], input[type="submit"]');
  for (const button of buttons) {
    if (hidden(button)) continue;
    const box = button.getBoundingClientRect();
    if (box.width <= 2 || box.height <= 2) continue;
    const textWalker = document.createTreeWalker(button, NodeFilter.SHOW_TEXT);
    for (let node = textWalker.nextNode(); node; node = textWalker.nextNode()) {
      const parent = node.parentElement;
      if (!parent || !(node.textContent ?? '').trim() || hidden(parent) || parent.closest('svg')) continue;
      range.selectNodeContents(node);
      const rect = range.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      // Clipped text is the clipped-text check's (3.): here, text the button shows past its edge.
      const clip = clippedBy(parent, rect, 'static');
      if (clip === 'invisible' || (clip !== null && clip.by !== 'viewport')) continue;
      const past = Math.max(box.left - rect.left, rect.right - box.right, box.top - rect.top, rect.bottom - box.bottom);
      if (past <= TOLERANCE) continue;
      findings.push({ kind: 'text outside its button', element: selectorPath(button), text: (node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80), detail: `the text reaches ${Math.round(past)} px past the button's edge` });
      break;
    }
  }

  /** The part of a line its clipping ancestors show (an ellipsis hides the rest; that part is no one's overlap). */
  const shownPart = (start: Element, rect: DOMRect): DOMRect => {
    let { left, right, top, bottom } = rect;
    for (let ancestor: Element | null = start; ancestor && ancestor !== document.documentElement; ancestor = ancestor.parentElement) {
      const ancestorStyle = style(ancestor);
      if (ancestorStyle.overflowX === 'visible' && ancestorStyle.overflowY === 'visible') continue;
      const outer = ancestor.getBoundingClientRect();
      const clipLeft = outer.left + ancestor.clientLeft;
      const clipTop = outer.top + ancestor.clientTop;
      if (ancestorStyle.overflowX !== 'visible') {
        left = Math.max(left, clipLeft);
        right = Math.min(right, clipLeft + ancestor.clientWidth);
      }
      if (ancestorStyle.overflowY !== 'visible') {
        top = Math.max(top, clipTop);
        bottom = Math.min(bottom, clipTop + ancestor.clientHeight);
      }
    }
    return new DOMRect(left, top, Math.max(0, right - left), Math.max(0, bottom - top));
  };

  // 6. No text lies over other text. With a modal dialog open, only the dialog's (the page is under it on purpose).
  const modal = [...document.querySelectorAll('[aria-modal="true"]')].filter((dialog) => !hidden(dialog)).pop() ?? null;
  const textRoot = modal && !modal.contains(root) && root.contains(modal) ? modal : root;
  const lines: { node: Text; parent: Element; rect: DOMRect }[] = [];
  const lineWalker = document.createTreeWalker(textRoot, NodeFilter.SHOW_TEXT);
  for (let node = lineWalker.nextNode(); node; node = lineWalker.nextNode()) {
    const parent = node.parentElement;
    if (!parent || !(node.textContent ?? '').trim() || parent.closest('script, style, noscript, template, svg') || hidden(parent)) continue;
    range.selectNodeContents(node);
    const whole = range.getBoundingClientRect();
    if (whole.width === 0 || whole.height === 0) continue;
    const clip = clippedBy(parent, whole, 'static');
    if (clip === 'invisible') continue;
    for (const rect of range.getClientRects()) {
      const shown = shownPart(parent, rect);
      if (shown.width > 2 && shown.height > 2) lines.push({ node: node as Text, parent, rect: shown });
    }
  }
  const OVERLAP = 3;
  /** Where a line is, so a finding can be found on a screenshot: left,top width×height in CSS px. */
  const at = (rect: DOMRect) => `${Math.round(rect.left)},${Math.round(rect.top)} ${Math.round(rect.width)}×${Math.round(rect.height)}`;
  const overlapping = new Set<Element>();
  for (let i = 0; i < lines.length; i++) {
    const a = lines[i]!;
    if (overlapping.has(a.parent)) continue;
    for (let j = i + 1; j < lines.length; j++) {
      const b = lines[j]!;
      if (a.node === b.node || overlapping.has(b.parent)) continue;
      const wide = Math.min(a.rect.right, b.rect.right) - Math.max(a.rect.left, b.rect.left);
      const tall = Math.min(a.rect.bottom, b.rect.bottom) - Math.max(a.rect.top, b.rect.top);
      if (wide <= OVERLAP || tall <= OVERLAP) continue;
      overlapping.add(a.parent);
      overlapping.add(b.parent);
      findings.push({
        kind: 'overlapping text',
        element: selectorPath(a.parent),
        text: (a.node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 60),
        detail: `${Math.round(wide)}×${Math.round(tall)} px of it (${at(a.rect)}) lie over ${selectorPath(b.parent)} "${(b.node.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 40)}" (${at(b.rect)})`,
      });
      break;
    }
  }

  // 7. No button or link in the viewport has something else over its centre (that would catch the click).
  const reportedCovered = new Set<Element>();
  const checkCovered = (): void => {
    const viewportHeight = document.documentElement.clientHeight;
    const controlRoot = modal && root.contains(modal) ? modal : root;
    for (const control of controlRoot.querySelectorAll('a[href], button, [role="button"], [role="tab"], input[type="button"], input[type="submit"], summary')) {
      if (reportedCovered.has(control) || hidden(control)) continue;
      const rect = control.getBoundingClientRect();
      if (rect.width <= 2 || rect.height <= 2) continue;
      const x = rect.left + rect.width / 2;
      const y = rect.top + rect.height / 2;
      if (x < 0 || x >= viewportWidth || y < 0 || y >= viewportHeight) continue;
      // A control its own clipping box hides is the cut-off check's (2.).
      const clip = control.parentElement ? clippedBy(control.parentElement, rect, style(control).position) : null;
      if (clip !== null) continue;
      const onTop = document.elementFromPoint(x, y);
      if (!onTop || control.contains(onTop) || onTop.contains(control)) continue;
      // A header that stays at the top while the page scrolls under it hides what scrolled past, as it should.
      let pinned: Element | null = onTop;
      while (pinned && !['fixed', 'sticky'].includes(style(pinned).position)) pinned = pinned.parentElement;
      if (pinned && pinned.getBoundingClientRect().top <= TOLERANCE && pinned.getBoundingClientRect().bottom < viewportHeight / 2) continue;
      reportedCovered.add(control);
      findings.push({ kind: 'covered button', element: selectorPath(control), text: textOf(control), detail: `its centre shows ${selectorPath(onTop)}${textOf(onTop) ? ` "${textOf(onTop).slice(0, 40)}"` : ''}, which would catch the click` });
    }
  };
  checkCovered();

  // 4. At the bottom of the page, no floating button lies over text or a control.
  if (options.floating) {
    const scrollY = window.scrollY;
    window.scrollTo(0, document.documentElement.scrollHeight);
    checkCovered();
    const viewportHeight = document.documentElement.clientHeight;
    const floating = [...document.body.querySelectorAll('*')].filter((element) => {
      if (style(element).position !== 'fixed' || hidden(element) || element.closest('[role="dialog"], [role="alertdialog"]')) return false;
      const rect = element.getBoundingClientRect();
      return rect.width > 0 && rect.width < viewportWidth / 2 && rect.top > viewportHeight / 2 && rect.bottom <= viewportHeight + TOLERANCE;
    });
    for (const fab of floating) {
      const box = fab.getBoundingClientRect();
      const onTop = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
      if (!onTop || !fab.contains(onTop)) continue;
      const overlaps = (rect: DOMRect) => rect.width > 0 && rect.height > 0 && rect.left < box.right - TOLERANCE && rect.right > box.left + TOLERANCE && rect.top < box.bottom - TOLERANCE && rect.bottom > box.top + TOLERANCE;
      const under: string[] = [];
      const textWalker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
      for (let node = textWalker.nextNode(); node && under.length < 3; node = textWalker.nextNode()) {
        const parent = node.parentElement;
        if (!parent || !(node.textContent ?? '').trim() || fab.contains(parent) || parent.closest('[aria-hidden="true"], script, style') || hidden(parent)) continue;
        range.selectNodeContents(node);
        if ([...range.getClientRects()].some(overlaps)) under.push(`${selectorPath(parent)} "${(node.textContent ?? '').trim().slice(0, 40)}"`);
      }
      for (const control of document.body.querySelectorAll('a[href], button, input, select, textarea')) {
        if (under.length >= 3) break;
        if (fab.contains(control) || control.contains(fab) || hidden(control) || !overlaps(control.getBoundingClientRect())) continue;
        under.push(`${selectorPath(control)} "${textOf(control).slice(0, 40)}"`);
      }
      if (under.length > 0) findings.push({ kind: 'covered', element: selectorPath(fab), text: textOf(fab), detail: `at the bottom of the page it covers ${under.join('; ')}` });
    }
    window.scrollTo(0, scrollY);
  }
  return findings;
}
