import { defineWidget } from '@/renderer/define-widget';
import { headerBarProps } from './props';

export const headerBarWidget = defineWidget({
  type: 'HeaderBar',
  description: 'The header bar: the brand (the theme logo and brand name) and its children as the tools (account bar, language picker).',
  acceptsChildren: true,
  rendersAllChildren: true,
  props: headerBarProps,
  load: () => import('./header-bar'),
});
