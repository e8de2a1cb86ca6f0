import { defineWidget } from '@/renderer/define-widget';
import { progressBarProps } from './props';

export const progressBarWidget = defineWidget({
  type: 'ProgressBar',
  description: 'Progress towards a goal from a query fact (the VIP level after this one).',
  props: progressBarProps,
  queriesOnMount: true,
  load: () => import('./progress-bar'),
});
