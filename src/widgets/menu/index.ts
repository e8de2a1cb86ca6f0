import { defineWidget } from '@/renderer/define-widget';
import { menuProps } from './props';

export const menuWidget = defineWidget({
  type: 'Menu',
  description: 'A menu document drawn in one of the frame presentations (header navigation, footer column, account menu, visitor buttons, resource bar, centre tabs, plain list).',
  props: menuProps,
  load: () => import('./menu'),
});
