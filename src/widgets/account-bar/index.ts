import { defineWidget } from '@/renderer/define-widget';
import { accountBarProps } from './props';

export const accountBarWidget = defineWidget({
  type: 'AccountBar',
  description: 'The header account area (spec §2): for a member the balance pill and the quiet notices for failed status and member-info calls, for a visitor the status notice; its children are the menus (visitor buttons, account menu).',
  acceptsChildren: true,
  rendersAllChildren: true,
  props: accountBarProps,
  load: () => import('./account-bar'),
});
