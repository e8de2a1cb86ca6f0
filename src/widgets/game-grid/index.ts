import { defineWidget } from '@/renderer/define-widget';
import { gameGridProps } from './props';

export const gameGridWidget = defineWidget({
  type: 'GameGrid',
  description: 'Paged game list of a vendor (spec §3 query, §9 21/18 rule) with search, hot badges and lazy images.',
  props: gameGridProps,
  load: () => import('./game-grid'),
});
