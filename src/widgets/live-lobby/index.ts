import { defineWidget } from '@/renderer/define-widget';
import { liveLobbyProps } from './props';

export const liveLobbyWidget = defineWidget({
  type: 'LiveLobby',
  description: 'Live casino lobby: live vendors, and tables by live game type (BAC, SIC, ROU…) with translated names.',
  props: liveLobbyProps,
  load: () => import('./live-lobby'),
});
