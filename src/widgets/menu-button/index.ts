import { defineWidget } from '@/renderer/define-widget';
import { menuButtonProps } from './props';

export const menuButtonWidget = defineWidget({
  type: 'MenuButton',
  description:
    'The phone’s one menu button (shown below 900 px, where the header navigation hides): a labelled button that opens a panel with its children, the menus (every area of the site) and the language picker.',
  acceptsChildren: true,
  rendersAllChildren: true,
  props: menuButtonProps,
  load: () => import('./menu-button'),
});
