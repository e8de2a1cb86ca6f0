import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import type { HeadingProps } from './props';
import './heading.css';

const TAGS = { 1: 'h1', 2: 'h2', 3: 'h3', 4: 'h4' } as const;

export default function Heading({ props, nodeId }: WidgetProps<HeadingProps>) {
  const { t } = useTranslation();
  const level = props.level === 1 || props.level === 3 || props.level === 4 ? props.level : 2;
  const Tag = TAGS[level];
  return <Tag {...nodeAttributes(nodeId)} className={`heading heading--${level}`}>{t(props.text)}</Tag>;
}
