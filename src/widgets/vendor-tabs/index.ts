import { defineWidget } from '@/renderer/define-widget';
import { vendorTabsProps } from './props';

export const vendorTabsWidget = defineWidget({
  type: 'VendorTabs',
  description: 'Tabs by vendor of a category, chosen by a URL query (spec §2 /rng?page=); children form the tab panel.',
  props: vendorTabsProps,
  acceptsChildren: true,
  rendersAllChildren: true,
  load: () => import('./vendor-tabs'),
});
