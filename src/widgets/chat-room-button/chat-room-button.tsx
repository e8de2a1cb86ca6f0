import { useTranslation } from '@/i18n/use-translation';
import { useRunAction } from '@/renderer/action-context';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { Icon } from '../frame-kit/icon';
import type { ChatRoomButtonProps } from './props';
import '../frame-kit/chat-fab.css';

/** The chat room's floating button (spec §2): its node action opens the room; the layout's condition says for which merchants. */
export default function ChatRoomButton({ nodeId, action }: WidgetProps<ChatRoomButtonProps>) {
  const { t } = useTranslation();
  const runAction = useRunAction();
  return (
    <button {...nodeAttributes(nodeId)} type="button" className="chat-fab chat-fab--room" title={t('chat_room')} onClick={() => action && runAction(action)}>
      <Icon name="chat" size={22} />
      <span>{t('chat_room')}</span>
    </button>
  );
}
