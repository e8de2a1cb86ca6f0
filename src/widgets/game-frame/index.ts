import { defineWidget } from '@/renderer/define-widget';
import { gameFrameProps } from './props';

export const gameFrameWidget = defineWidget({
  type: 'GameFrame',
  description: 'The /game page: the launched game in an iframe (or a PvP room’s content), with back, reload and full-screen controls.',
  props: gameFrameProps,
  load: () => import('./game-frame'),
});
