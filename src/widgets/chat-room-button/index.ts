import { defineWidget } from '@/renderer/define-widget';
import { chatRoomButtonProps } from './props';

export const chatRoomButtonWidget = defineWidget({
  type: 'ChatRoomButton',
  description: 'The floating chat-room button; it runs its node action (the chatRoom modal). Which merchants get it is the node condition.',
  props: chatRoomButtonProps,
  load: () => import('./chat-room-button'),
});
