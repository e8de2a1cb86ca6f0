import { defineWidget } from '@/renderer/define-widget';
import { cardGridProps } from './props';

export const cardGridWidget = defineWidget({
  type: 'CardGrid',
  description: 'Rows of a named query as cards (goods, promotions): picture, title, badge, facts, a link to a detail page and card actions.',
  props: cardGridProps,
  queriesOnMount: true,
  load: () => import('./card-grid'),
});
