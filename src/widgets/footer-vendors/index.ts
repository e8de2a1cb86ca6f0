import { defineWidget } from '@/renderer/define-widget';
import { footerVendorsProps } from './props';

export const footerVendorsWidget = defineWidget({
  type: 'FooterVendors',
  description: 'The footer vendor logo strip (spec §2): sports, live and RNG vendors.',
  props: footerVendorsProps,
  load: () => import('./footer-vendors'),
});
