import { useEffect, useLayoutEffect, useRef, useState, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import type { ThemeDocument } from '@/schema/types';
import { languageTag, type Language } from '@/schema/languages';
import { fitScale, scrollToShow } from './preview-fit';

const kebab = (name: string) => name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);

/** The site's brand tokens on the frame's root (as `src/app/theme.ts` does on the page's). */
function applyTheme(theme: ThemeDocument | undefined, root: HTMLElement): void {
  root.removeAttribute('style');
  if (!theme) return;
  for (const [name, value] of Object.entries(theme.colors)) root.style.setProperty(`--color-${kebab(name)}`, value);
  root.style.setProperty('--font-body', theme.fonts.body);
  root.style.setProperty('--font-heading', theme.fonts.heading);
}

/** Copies the page's stylesheets into the frame, and every one added later (a widget's CSS arrives with its code). */
function mirrorStyles(into: Document): () => void {
  const copied = new WeakSet<Node>();
  const copy = () => {
    for (const node of document.head.querySelectorAll('style, link[rel="stylesheet"]')) {
      if (copied.has(node)) continue;
      copied.add(node);
      into.head.appendChild(node.cloneNode(true));
    }
  };
  copy();
  const observer = new MutationObserver(copy);
  observer.observe(document.head, { childList: true, subtree: true, characterData: true });
  return () => observer.disconnect();
}

/** The preview's scale: fitted to its column's width, or a fixed zoom (the column then scrolls). */
export type Zoom = 'fit' | number;

/**
 * A same-origin iframe of the chosen width that React renders into (a portal): the site's media
 * queries see 390, 768 or 1440 px, whatever the studio's own window is. Scaled down to fit its column.
 */
export function PreviewFrame({ width, zoom = 'fit', theme, title, highlight, language, children }: { width: number; zoom?: Zoom; theme: ThemeDocument | undefined; title: string; highlight?: string | undefined; language?: Language | undefined; children: ReactNode }) {
  const iframe = useRef<HTMLIFrameElement>(null);
  const box = useRef<HTMLDivElement>(null);
  const [body, setBody] = useState<HTMLElement | null>(null);
  const [scale, setScale] = useState(1);
  const [height, setHeight] = useState(600);
  const [available, setAvailable] = useState(Infinity);

  useEffect(() => {
    const frame = iframe.current;
    const frameDocument = frame?.contentDocument;
    if (!frameDocument) return;
    frameDocument.open();
    frameDocument.write('<!doctype html><html lang="en"><head><meta charset="utf-8"></head><body class="studio-frame-body"></body></html>');
    frameDocument.close();
    const stop = mirrorStyles(frameDocument);
    setBody(frameDocument.body);
    return stop;
  }, []);

  useEffect(() => {
    const root = iframe.current?.contentDocument?.documentElement;
    if (root) applyTheme(theme, root);
  }, [theme, body]);

  // The preview's page is in the context's language, as the site's is in the visitor's (app/page-language.ts).
  useEffect(() => {
    const root = iframe.current?.contentDocument?.documentElement;
    if (root && language) root.lang = languageTag(language);
  }, [language, body]);

  useLayoutEffect(() => {
    const outer = box.current;
    if (!outer) return;
    const measure = () => {
      // A hidden pane (a phone's other tab) has no size: it keeps its last one until it shows again.
      if (outer.clientWidth === 0) return;
      setScale(zoom === 'fit' ? fitScale(outer.clientWidth, width) : zoom);
      setHeight(outer.clientHeight);
      setAvailable(outer.clientWidth);
    };
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(outer);
    return () => observer.disconnect();
  }, [width, zoom]);

  // The entry selected in the outline, outlined in the frame and scrolled into view.
  useEffect(() => {
    const frameDocument = iframe.current?.contentDocument;
    if (!frameDocument || !body) return;
    for (const marked of frameDocument.querySelectorAll('[data-studio-selected]')) marked.removeAttribute('data-studio-selected');
    if (!highlight) return;
    const timer = setTimeout(() => {
      const target = [...frameDocument.querySelectorAll('[data-node-id]')].find((element) => element.getAttribute('data-node-id') === highlight);
      if (!target) return;
      target.setAttribute('data-studio-selected', '');
      target.scrollIntoView({ block: 'nearest' });
      // Across, the column scrolls (a frame wider than it, at a legible scale) to the part being edited.
      const outer = box.current;
      if (!outer) return;
      const rect = target.getBoundingClientRect();
      outer.scrollLeft = scrollToShow({ scroll: outer.scrollLeft, size: outer.clientWidth }, { start: rect.left * scale, size: rect.width * scale }, outer.scrollWidth);
    }, 50);
    return () => clearTimeout(timer);
  });

  return (
    <div className={`studio-frame-box${zoom === 'fit' && scale * width <= available + 1 ? '' : ' studio-frame-box--zoomed'}`} ref={box} data-scale={scale.toFixed(3)}>
      {/* The scaled frame's own box: the iframe keeps its full width for the site's media queries, drawn scaled. */}
      <div className="studio-frame-sizer" style={{ width: width * scale, height }}>
        <iframe ref={iframe} title={title} className="studio-frame" style={{ width, height: height / scale, transform: `scale(${scale})` }} />
      </div>
      {body && createPortal(children, body)}
    </div>
  );
}
