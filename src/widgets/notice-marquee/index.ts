import { defineWidget } from '@/renderer/define-widget';
import { noticeMarqueeProps } from './props';

export const noticeMarqueeWidget = defineWidget({
  type: 'NoticeMarquee',
  description: 'A scrolling line of player notices (notice type PL); stops on hover and for reduced motion.',
  props: noticeMarqueeProps,
  queriesOnMount: true,
  load: () => import('./notice-marquee'),
});
