import type { CSSProperties } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import type { SectionProps } from './props';
import './section.css';

export default function Section({ props, nodeId, children }: WidgetProps<SectionProps>) {
  const { t } = useTranslation();
  const layout = props.layout ?? 'stack';
  const style = props.columns ? ({ '--section-columns': props.columns } as CSSProperties) : undefined;
  const headingId = props.title ? `${nodeId}-title` : undefined;
  return (
    <section {...nodeAttributes(nodeId)} className={`section section--${props.tone ?? 'plain'}`} aria-labelledby={headingId}>
      {props.title && <h2 id={headingId} className="section__title">{t(props.title)}</h2>}
      <div className={`section__body section__body--${layout}`} style={style}>
        {children}
      </div>
    </section>
  );
}
