import { defineWidget } from '@/renderer/define-widget';
import { gameSectionProps } from './props';

export const gameSectionWidget = defineWidget({
  type: 'GameSection',
  description: 'Favourite, recent or hot games, or the winners list, as a section on any screen.',
  props: gameSectionProps,
  load: () => import('./game-section'),
});
