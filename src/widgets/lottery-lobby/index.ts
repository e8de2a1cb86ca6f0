import { defineWidget } from '@/renderer/define-widget';
import { lotteryLobbyProps } from './props';

export const lotteryLobbyWidget = defineWidget({
  type: 'LotteryLobby',
  description: 'Lottery lobby: popular games by prize mode (count 20), the gameCode/playType of the route, VN draws with their state.',
  props: lotteryLobbyProps,
  firstCalls: () => import('./first-calls').then((module) => module.lotteryLobbyFirstCalls),
  load: () => import('./lottery-lobby'),
});
