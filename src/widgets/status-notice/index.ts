import { defineWidget } from '@/renderer/define-widget';
import { statusNoticeProps } from './props';

export const statusNoticeWidget = defineWidget({
  type: 'StatusNotice',
  description: 'Full-page notice for the maintenance and restriction pages (spec §2), with a Contact Us button.',
  props: statusNoticeProps,
  load: () => import('./status-notice'),
});
