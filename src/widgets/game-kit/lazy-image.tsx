import { useEffect, useRef, useState } from 'react';
import { IMAGE_ATTEMPTS, isImageCached, rememberImage } from './image-cache';
import { whenNearViewport } from './near-viewport';

interface LazyImageProps {
  src: string;
  alt: string;
  width: number;
  height: number;
  /** Shown when every attempt failed (e.g. the game's initials). */
  fallback: string;
  /**
   * A picture of the first screen: asked for at once (no wait for the viewport's observer, a frame later) and shown as
   * soon as it is decoded, without the fade that waits for its load event and a render (what a phone's LCP counts).
   */
  eager?: boolean;
}

/**
 * Loads when near the viewport (spec §9: preload 1.3), retries up to 3 attempts, and keeps its
 * box sized from the start (width/height + aspect-ratio) so the grid never shifts.
 */
export function LazyImage({ src, alt, width, height, fallback, eager = false }: LazyImageProps) {
  const holder = useRef<HTMLSpanElement>(null);
  const [visible, setVisible] = useState(() => eager || isImageCached(src) || typeof IntersectionObserver === 'undefined');
  const [attempt, setAttempt] = useState(1);
  const [state, setState] = useState<'loading' | 'loaded' | 'failed'>(() => (isImageCached(src) ? 'loaded' : 'loading'));

  useEffect(() => {
    if (visible || !holder.current) return;
    return whenNearViewport(holder.current, () => setVisible(true));
  }, [visible]);

  const attemptSrc = attempt === 1 ? src : `${src}${src.includes('?') ? '&' : '?'}attempt=${attempt}`;
  return (
    <span ref={holder} className={`lazy-image lazy-image--${state}${eager ? ' lazy-image--eager' : ''}`} style={{ aspectRatio: `${width} / ${height}` }}>
      {state === 'failed' ? (
        <span className="lazy-image__fallback" aria-hidden="true">{fallback}</span>
      ) : (
        visible && (
          <img
            key={attemptSrc}
            src={attemptSrc}
            alt={alt}
            width={width}
            height={height}
            decoding="async"
            onLoad={() => {
              rememberImage(src);
              setState('loaded');
            }}
            onError={() => {
              if (attempt < IMAGE_ATTEMPTS) setAttempt(attempt + 1);
              else setState('failed');
            }}
          />
        )
      )}
    </span>
  );
}
