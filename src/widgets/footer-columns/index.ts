import { defineWidget } from '@/renderer/define-widget';
import { footerColumnsProps } from './props';

export const footerColumnsWidget = defineWidget({
  type: 'FooterColumns',
  description: 'The footer grid of menu columns (its children, usually Menu nodes of variant column).',
  acceptsChildren: true,
  rendersAllChildren: true,
  props: footerColumnsProps,
  load: () => import('./footer-columns'),
});
