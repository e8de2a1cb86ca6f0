import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useQuery } from '@/renderer/data/use-query';
import { usePlatformImage } from '../data-kit/platform-image';
import type { BannerCarouselProps } from './props';
import './banner-carousel.css';

export default function BannerCarousel({ props, nodeId }: WidgetProps<BannerCarouselProps>) {
  const { t } = useTranslation();
  const query = useQuery(props.source);
  const picture = usePlatformImage();
  const slides = (query.state === 'ready' ? query.result.rows : []).filter((row) => typeof row['imageUrl'] === 'string' && picture(String(row['imageUrl'])));
  const [index, setIndex] = useState(0);
  const [paused, setPaused] = useState(false);
  // A picture that does not load (no image CDN while the status call is down, a missing file) leaves the slide's
  // caption on its background rather than a broken-image icon.
  const [broken, setBroken] = useState<ReadonlySet<string>>(new Set());
  const count = slides.length;
  useEffect(() => {
    if (count < 2 || paused || window.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return;
    const timer = setInterval(() => setIndex((current) => (current + 1) % count), props.interval ?? 5000);
    return () => clearInterval(timer);
  }, [count, paused, props.interval]);
  // While the banners are on their way, their place is kept at the size they will have (issue 37: on a phone the
  // categories below jumped 310 px when they arrived).
  if (query.state === 'loading') return <div className="banner-carousel banner-carousel--waiting" aria-hidden="true" />;
  if (count === 0) return null;
  const current = Math.min(index, count - 1);
  const label = props.label ? t(props.label) : t('banners_label');
  return (
    <section
      {...nodeAttributes(nodeId)}
      className="banner-carousel"
      aria-roledescription="carousel"
      aria-label={label}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <div className="banner-carousel__track" style={{ transform: `translateX(-${current * 100}%)` }}>
        {slides.map((slide, at) => (
          <figure key={String(slide['id'] ?? at)} className="banner-carousel__slide" aria-roledescription="slide" aria-label={`${at + 1} / ${count}`} aria-hidden={at !== current}>
            {!broken.has(String(slide['imageUrl'])) && (
              <img
                src={picture(String(slide['imageUrl']))}
                alt={String(slide['title'] ?? '')}
                width={1200}
                height={360}
                loading={at === 0 ? 'eager' : 'lazy'}
                fetchPriority={at === 0 ? 'high' : 'auto'}
                onError={() => setBroken((previous) => new Set(previous).add(String(slide['imageUrl'])))}
              />
            )}
            <figcaption>{String(slide['title'] ?? '')}</figcaption>
          </figure>
        ))}
      </div>
      {count > 1 && (
        <div className="banner-carousel__controls">
          <button type="button" className="banner-carousel__step banner-carousel__step--prev" aria-label={t('banners_previous')} onClick={() => setIndex((current - 1 + count) % count)}>‹</button>
          <button type="button" className="banner-carousel__step banner-carousel__step--next" aria-label={t('banners_next')} onClick={() => setIndex((current + 1) % count)}>›</button>
          <div className="banner-carousel__dots">
            {slides.map((slide, at) => (
              <button key={String(slide['id'] ?? at)} type="button" className="banner-carousel__dot" aria-label={t('banners_go_to', { n: at + 1 })} aria-current={at === current ? 'true' : undefined} onClick={() => setIndex(at)} />
            ))}
          </div>
        </div>
      )}
    </section>
  );
}
