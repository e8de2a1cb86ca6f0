import { defineWidget } from '@/renderer/define-widget';
import { detailListProps } from './props';

export const detailListWidget = defineWidget({
  type: 'DetailList',
  description: 'Key/value facts of a named query (profile, balances, totals), as a list or as tiles.',
  props: detailListProps,
  queriesOnMount: true,
  load: () => import('./detail-list'),
});
