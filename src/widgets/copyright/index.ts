import { defineWidget } from '@/renderer/define-widget';
import { copyrightProps } from './props';

export const copyrightWidget = defineWidget({
  type: 'Copyright',
  description: 'The footer copyright line with the brand name of the theme.',
  props: copyrightProps,
  load: () => import('./copyright'),
});
