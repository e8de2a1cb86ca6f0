import { defineWidget } from '@/renderer/define-widget';
import { pageContentProps } from './props';

export const pageContentWidget = defineWidget({
  type: 'PageContent',
  description: 'The slot of a layout: the main landmark where the route screen renders (one per layout).',
  props: pageContentProps,
  load: () => import('./page-content'),
});
