import { defineWidget } from '@/renderer/define-widget';
import { recordTableProps } from './props';

export const recordTableWidget = defineWidget({
  type: 'RecordTable',
  description: 'Rows of a named query as a table (cards at 480 px and below): JSON columns and formats, pagination, loading, empty and error states, row actions.',
  props: recordTableProps,
  load: () => import('./record-table'),
});
