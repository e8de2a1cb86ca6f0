import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useQuery } from '@/renderer/data/use-query';
import { LoadingRows } from '../data-kit/data-states';
import type { ProgressBarProps } from './props';
import './progress-bar.css';

export default function ProgressBar({ props, nodeId }: WidgetProps<ProgressBarProps>) {
  const { t } = useTranslation();
  const query = useQuery(props.source);
  if (query.state === 'failed') return null;
  if (query.state === 'loading') return <LoadingRows rows={1} />;
  const facts = query.result.facts;
  const value = Math.max(0, Math.min(100, Number(facts[props.valueField] ?? 0) || 0));
  const from = props.fromField ? String(facts[props.fromField] ?? '') : '';
  const to = props.toField ? String(facts[props.toField] ?? '') : '';
  const label = props.toField && !to && props.doneText ? t(props.doneText, { from }) : t(props.label, { from, to });
  return (
    <div {...nodeAttributes(nodeId)} className="progress-bar">
      <p className="progress-bar__label" id={`${nodeId}-label`}>{label}</p>
      <div className="progress-bar__track" role="progressbar" aria-labelledby={`${nodeId}-label`} aria-valuemin={0} aria-valuemax={100} aria-valuenow={Math.round(value)}>
        <div className="progress-bar__fill" style={{ width: `${value}%` }} />
      </div>
      <p className="progress-bar__value">{Math.round(value)}%</p>
    </div>
  );
}
