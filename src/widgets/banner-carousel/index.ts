import { defineWidget } from '@/renderer/define-widget';
import { bannerCarouselProps } from './props';

export const bannerCarouselWidget = defineWidget({
  type: 'BannerCarousel',
  description: 'Sliding banners from a notices query (banner notices): picture, title, previous/next and dots; pauses on hover and focus.',
  props: bannerCarouselProps,
  queriesOnMount: true,
  load: () => import('./banner-carousel'),
});
