import { defineWidget } from '@/renderer/define-widget';
import { filterBarProps } from './props';

export const filterBarWidget = defineWidget({
  type: 'FilterBar',
  description: 'Date range with spec §9 presets, selects (options from JSON or a query) and a search box; drives bound queries through the URL query, so filtered views can be bookmarked.',
  props: filterBarProps,
  load: () => import('./filter-bar'),
});
