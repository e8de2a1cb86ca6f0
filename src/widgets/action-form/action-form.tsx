import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { ActionFormView } from '../data-kit/action-form-view';
import type { ActionFormProps } from './props';
import './action-form.css';

export default function ActionForm({ props, nodeId }: WidgetProps<ActionFormProps>) {
  const { t } = useTranslation();
  const headingId = props.title ? `${nodeId}-title` : undefined;
  return (
    <section {...nodeAttributes(nodeId)} className="action-form" aria-labelledby={headingId}>
      {props.title && <h3 id={headingId} className="data-title">{t(props.title)}</h3>}
      {props.intro && <p className="action-form__intro">{t(props.intro)}</p>}
      <ActionFormView config={props} idPrefix={nodeId} />
    </section>
  );
}
