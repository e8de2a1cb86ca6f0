import { defineWidget } from '@/renderer/define-widget';
import { heroBannerProps } from './props';

export const heroBannerWidget = defineWidget({
  type: 'HeroBanner',
  description: 'The large promotional banner at the top of a lobby; its button runs the node action.',
  props: heroBannerProps,
  load: () => import('./hero-banner'),
});
