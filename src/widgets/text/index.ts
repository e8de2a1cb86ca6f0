import { defineWidget } from '@/renderer/define-widget';
import { textProps } from './props';

export const textWidget = defineWidget({
  type: 'Text',
  description: 'A paragraph of translated text.',
  props: textProps,
  load: () => import('./text'),
});
