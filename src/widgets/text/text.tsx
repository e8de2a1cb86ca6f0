import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import type { TextProps } from './props';
import './text.css';

export default function Text({ props, nodeId }: WidgetProps<TextProps>) {
  const { t } = useTranslation();
  return <p {...nodeAttributes(nodeId)} className={`text text--${props.tone ?? 'normal'}`}>{t(props.text)}</p>;
}
