import { defineWidget } from '@/renderer/define-widget';
import { giftPopupProps } from './props';

export const giftPopupWidget = defineWidget({
  type: 'GiftPopup',
  description: 'Opens the gift popup once per tab session (before and after login separately) unless dismissed; place it with a `when` to target who sees it.',
  props: giftPopupProps,
  load: () => import('./gift-popup'),
});
