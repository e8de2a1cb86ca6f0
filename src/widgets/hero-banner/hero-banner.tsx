import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useRunAction } from '@/renderer/action-context';
import { isImageSource } from '@/schema/url-policy';
import type { HeroBannerProps } from './props';
import './hero-banner.css';

export default function HeroBanner({ props, nodeId, action }: WidgetProps<HeroBannerProps>) {
  const { t } = useTranslation();
  const runAction = useRunAction();
  return (
    <section {...nodeAttributes(nodeId)} className={`hero hero--${props.accent ?? 'gold'}`} aria-label={t(props.title)}>
      {/* The picture goes through the URL policy: a merchant override's props are not checked against the props schema. */}
      {props.image && isImageSource(props.image) && <img className="hero__art" src={props.image} alt={props.imageAlt ? t(props.imageAlt) : ''} width={560} height={320} fetchPriority="high" />}
      <div className="hero__copy">
        {props.eyebrow && <p className="hero__eyebrow">{t(props.eyebrow)}</p>}
        <h1 className="hero__title">{t(props.title)}</h1>
        {props.subtitle && <p className="hero__subtitle">{t(props.subtitle)}</p>}
        {props.ctaLabel && action && (
          <button type="button" className="button button--primary hero__cta" onClick={() => runAction(action)}>
            {t(props.ctaLabel)}
          </button>
        )}
      </div>
    </section>
  );
}
