import { defineWidget } from '@/renderer/define-widget';
import { headingProps } from './props';

export const headingWidget = defineWidget({
  type: 'Heading',
  description: 'A heading of level 1–4.',
  props: headingProps,
  load: () => import('./heading'),
});
