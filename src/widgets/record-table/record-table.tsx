import type { WidgetProps } from '@/renderer/define-widget';
import { RecordsView } from '../data-kit/records-view';
import type { RecordTableProps } from './props';

export default function RecordTable({ props, nodeId }: WidgetProps<RecordTableProps>) {
  return <RecordsView props={props} nodeId={nodeId} />;
}
