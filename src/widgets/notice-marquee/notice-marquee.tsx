import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useQuery } from '@/renderer/data/use-query';
import type { NoticeMarqueeProps } from './props';
import './notice-marquee.css';

export default function NoticeMarquee({ props, nodeId }: WidgetProps<NoticeMarqueeProps>) {
  const { t } = useTranslation();
  const query = useQuery(props.source);
  const lines = (query.state === 'ready' ? query.result.rows : []).map((row) => String(row['title'] ?? '')).filter(Boolean);
  if (lines.length === 0) return null;
  const label = t(props.label ?? 'marquee_label');
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
