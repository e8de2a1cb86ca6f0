import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useRunAction } from '@/renderer/action-context';
import type { ActionButtonProps } from './props';

export default function ActionButton({ props, nodeId, action }: WidgetProps<ActionButtonProps>) {
  const { t } = useTranslation();
  const runAction = useRunAction();
  return (
    <button
      {...nodeAttributes(nodeId)}
      type="button"
      className={`button button--${props.variant ?? 'primary'}`}
      disabled={!action}
      onClick={() => action && runAction(action)}
    >
      {t(props.label)}
    </button>
  );
}
