import { defineWidget } from '@/renderer/define-widget';
import { noticePopupProps } from './props';

export const noticePopupWidget = defineWidget({
  type: 'NoticePopup',
  description: 'The popup notice (type PU) as a modal, once per session; its HTML sanitized.',
  props: noticePopupProps,
  load: () => import('./notice-popup'),
});
