import { defineWidget } from '@/renderer/define-widget';
import { htmlContentProps } from './props';

export const htmlContentWidget = defineWidget({
  type: 'HtmlContent',
  description: 'Platform HTML from a query fact (promotion terms), sanitized with DOMPurify.',
  props: htmlContentProps,
  queriesOnMount: true,
  load: () => import('./html-content'),
});
