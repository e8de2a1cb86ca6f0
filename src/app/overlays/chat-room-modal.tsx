import { useTranslation } from '@/i18n/use-translation';
import { Overlay } from './overlay';
import type { ModalProps } from './modal-props';

/** The chat room (spec §2), opened by the `chatRoom` modal action of the layout's ChatRoomButton node. */
export default function ChatRoomModal({ close }: ModalProps) {
  const { t } = useTranslation();
  return (
    <Overlay title={t('chat_room')} size="large" onClose={close}>
      <iframe className="chat-room__frame" title={t('chat_room')} src="/platform-assets/pages/chat-room" />
    </Overlay>
  );
}
