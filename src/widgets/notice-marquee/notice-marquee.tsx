import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useQuery } from '@/renderer/data/use-query';
import type { NoticeMarqueeProps } from './props';
import './notice-marquee.css';

export default function NoticeMarquee({ props, nodeId }: WidgetProps<NoticeMarqueeProps>) {
  const { t } = useTranslation();
  const query = useQuery(props.source);
  const lines = (query.state === 'ready' ? query.result.rows : []).map((row) => String(row['title'] ?? '')).filter(Boolean);
  const label = t(props.label ?? 'marquee_label');
  // Its place is kept while the notices are on their way, so what is below does not jump when they arrive.
  if (query.state === 'loading') return <div className="notice-marquee notice-marquee--waiting" aria-hidden="true"><span className="notice-marquee__label">{label}</span><div className="notice-marquee__window"><p className="notice-marquee__line">{'\u00a0'}</p></div></div>;
  if (lines.length === 0) return null;
  return (
    <div {...nodeAttributes(nodeId)} className="notice-marquee" role="marquee" aria-label={label}>
      <span className="notice-marquee__label" aria-hidden="true">{label}</span>
      <div className="notice-marquee__window">
        <p className="notice-marquee__line">
          {lines.map((line, index) => (
            <span key={index} className="notice-marquee__item">{line}</span>
          ))}
        </p>
      </div>
    </div>
  );
}
