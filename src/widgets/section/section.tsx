import type { CSSProperties } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { Heading, HeadingLevel, useHeadingLevel } from '@/renderer/heading-level';
import type { SectionProps } from './props';
import './section.css';

export default function Section({ props, nodeId, children }: WidgetProps<SectionProps>) {
  const { t } = useTranslation();
  const layout = props.layout ?? 'stack';
  const style = props.columns ? ({ '--section-columns': props.columns } as CSSProperties) : undefined;
  const headingId = props.title ? `${nodeId}-title` : undefined;
  const level = useHeadingLevel(2);
  return (
    <section {...nodeAttributes(nodeId)} className={`section section--${props.tone ?? 'plain'}`} aria-labelledby={headingId}>
      {props.title && (
        <Heading level={level} id={headingId} className="section__title">
          {t(props.title)}
        </Heading>
      )}
      <div className={`section__body section__body--${layout}`} style={style}>
        {/* What the section holds is titled one level under its title. */}
        {props.title ? <HeadingLevel level={level + 1}>{children}</HeadingLevel> : children}
      </div>
    </section>
  );
}
