import { defineWidget } from '@/renderer/define-widget';
import { actionFormProps } from './props';

export const actionFormWidget = defineWidget({
  type: 'ActionForm',
  description: 'A form document bound to a named command: confirmation, one request per submit, translated outcome, queries refreshed afterwards.',
  props: actionFormProps,
  load: () => import('./action-form'),
});
