import { defineWidget } from '@/renderer/define-widget';
import { sectionProps } from './props';

export const sectionWidget = defineWidget({
  type: 'Section',
  description: 'A titled block that lays its children out as a stack, a row or a grid.',
  props: sectionProps,
  acceptsChildren: true,
  rendersAllChildren: true,
  load: () => import('./section'),
});
