import { defineWidget } from '@/renderer/define-widget';
import { categoryTilesProps } from './props';

export const categoryTilesWidget = defineWidget({
  type: 'CategoryTiles',
  description: 'Large tiles linking to the game areas (slots, live, sports…).',
  props: categoryTilesProps,
  load: () => import('./category-tiles'),
});
