import { useTranslation } from 'react-i18next';
import type { FromSchema } from 'json-schema-to-ts';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import type { textProps } from './props';
import './text.css';

export default function Text({ props, nodeId }: WidgetProps<FromSchema<typeof textProps>>) {
  const { t } = useTranslation();
  return <p {...nodeAttributes(nodeId)} className={`text text--${props.tone ?? 'normal'}`}>{t(props.text)}</p>;
}
