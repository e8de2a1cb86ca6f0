import { defineWidget } from '@/renderer/define-widget';
import { showWhenProps } from './props';

export const showWhenWidget = defineWidget({
  type: 'ShowWhen',
  description: 'Shows its children only while a fact of a named query has a value (a single-wallet merchant hides the transfer).',
  props: showWhenProps,
  acceptsChildren: true,
  queriesOnMount: true,
  load: () => import('./show-when'),
});
