import { defineWidget } from '@/renderer/define-widget';
import { redEnvelopeProps } from './props';

export const redEnvelopeWidget = defineWidget({
  type: 'RedEnvelope',
  description: 'The red-envelope popup: shown while one waits for the member; opening it claims it into the main wallet and shows the amount.',
  props: redEnvelopeProps,
  load: () => import('./red-envelope'),
});
