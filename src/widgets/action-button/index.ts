import { defineWidget } from '@/renderer/define-widget';
import { actionButtonProps } from './props';

export const actionButtonWidget = defineWidget({
  type: 'ActionButton',
  description: 'A button that runs the node action (navigate, open a modal, launch a game…).',
  props: actionButtonProps,
  load: () => import('./action-button'),
});
