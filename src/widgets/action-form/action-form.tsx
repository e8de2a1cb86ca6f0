import { useTranslation } from '@/i18n/use-translation';
import { Heading, useHeadingLevel } from '@/renderer/heading-level';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { ActionFormView } from '../data-kit/action-form-view';
import type { ActionFormProps } from './props';
import './action-form.css';

export default function ActionForm({ props, nodeId }: WidgetProps<ActionFormProps>) {
  const { t } = useTranslation();
  const headingId = props.title ? `${nodeId}-title` : undefined;
  const level = useHeadingLevel(2);
  return (
    <section {...nodeAttributes(nodeId)} className="action-form" aria-labelledby={headingId}>
      {props.title && <Heading level={level} id={headingId} className="data-title">{t(props.title)}</Heading>}
      {props.intro && <p className="action-form__intro">{t(props.intro)}</p>}
      <ActionFormView config={props} idPrefix={nodeId} />
    </section>
  );
}
