import { defineWidget } from '@/renderer/define-widget';
import { noticePaneProps } from './props';

export const noticePaneWidget = defineWidget({
  type: 'NoticePane',
  description: 'The chosen notice: its title and its HTML content, sanitized (DOMPurify).',
  props: noticePaneProps,
  queriesOnMount: true,
  load: () => import('./notice-pane'),
});
