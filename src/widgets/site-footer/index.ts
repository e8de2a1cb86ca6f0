import { defineWidget } from '@/renderer/define-widget';
import { siteFooterProps } from './props';

export const siteFooterWidget = defineWidget({
  type: 'SiteFooter',
  description: 'The page footer landmark (spec §2) with its children.',
  acceptsChildren: true,
  rendersAllChildren: true,
  props: siteFooterProps,
  load: () => import('./site-footer'),
});
