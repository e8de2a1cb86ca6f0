import { defineWidget } from '@/renderer/define-widget';
import { noticeListProps } from './props';

export const noticeListWidget = defineWidget({
  type: 'NoticeList',
  description: 'Notice titles of a notices query, 9 per page (spec §9); choosing one shows it in the NoticePane beside it (at phone width the list opens the notice).',
  props: noticeListProps,
  queriesOnMount: true,
  load: () => import('./notice-list'),
});
