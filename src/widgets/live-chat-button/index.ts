import { defineWidget } from '@/renderer/define-widget';
import { liveChatButtonProps } from './props';

export const liveChatButtonWidget = defineWidget({
  type: 'LiveChatButton',
  description: 'The floating live-chat button, only when the platform has a LIVECHAT2 resource whose link the URL policy allows (spec §2).',
  props: liveChatButtonProps,
  load: () => import('./live-chat-button'),
});
