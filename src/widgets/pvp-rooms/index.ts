import { defineWidget } from '@/renderer/define-widget';
import { pvpRoomsProps } from './props';

export const pvpRoomsWidget = defineWidget({
  type: 'PvpRooms',
  description: 'Poker rooms from GLS2_roomList with seats and minimum bet; joining launches the room (its content shows on /game).',
  props: pvpRoomsProps,
  load: () => import('./pvp-rooms'),
});
