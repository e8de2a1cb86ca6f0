import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useQuery } from '@/renderer/data/use-query';
import { SafeHtml } from '@/renderer/safe-html';
import { Heading, useHeadingLevel } from '@/renderer/heading-level';
import { FailedState, LoadingRows, useMemberTexts } from '../data-kit/data-states';
import type { HtmlContentProps } from './props';
import './html-content.css';

export default function HtmlContent({ props, nodeId }: WidgetProps<HtmlContentProps>) {
  const query = useQuery(props.source);
  const textsReady = useMemberTexts();
  const result = query.state === 'ready' ? query.result : undefined;
  const pick = (field: string | undefined) => (field && result ? (result.facts[field] ?? result.rows[0]?.[field]) : undefined);
  const html = pick(props.field);
  const title = pick(props.titleField);
  // The article's title where it has one; the HTML's own headings one level under it, or at its level without one.
  const level = useHeadingLevel(2);
  return (
    <article {...nodeAttributes(nodeId)} className="html-content">
      {query.state === 'failed' ? (
        <FailedState failure={query.failure} onRetry={query.retry} />
      ) : !result || !textsReady ? (
        <LoadingRows rows={4} />
      ) : (
        <>
          {typeof title === 'string' && <Heading level={level} className="html-content__title">{title}</Heading>}
          <SafeHtml html={typeof html === 'string' ? html : ''} className="html-content__body" headingLevel={typeof title === 'string' ? level + 1 : level} />
        </>
      )}
    </article>
  );
}
