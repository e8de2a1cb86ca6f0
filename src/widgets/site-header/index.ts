import { defineWidget } from '@/renderer/define-widget';
import { siteHeaderProps } from './props';

export const siteHeaderWidget = defineWidget({
  type: 'SiteHeader',
  description: 'The page header landmark (spec §2): its children (the bar, the navigation); loads the vendor list for the menus, again on a language switch.',
  acceptsChildren: true,
  rendersAllChildren: true,
  props: siteHeaderProps,
  load: () => import('./site-header'),
});
