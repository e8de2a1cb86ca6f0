import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isContactUrl } from '@/schema/url-policy';
import { usePlatformStore } from '@/stores/platform-store';
import { Overlay } from '../overlays/overlay';
import { merchantId } from '../schema-runtime';
import { Icon } from './icon';

/** The one merchant whose players get the chat room (spec §2); configurable per deployment. */
const CHAT_ROOM_MERCHANT: string = import.meta.env.VITE_CHAT_ROOM_MERCHANT ?? 'luckystar';

/** Floating live-chat button, only when the platform has a LIVECHAT2 resource (spec §2) whose link the URL policy allows. */
export function LiveChatButton() {
  const { t } = useTranslation();
  const liveChat = usePlatformStore((s) => s.resourceLinks.find((r) => r.resourceType === 'LIVECHAT2'));
  if (!liveChat?.url || !isContactUrl(liveChat.url)) return null;
  return (
    <a className="chat-fab" href={liveChat.url} target="_blank" rel="noopener noreferrer">
      <Icon name="chat" size={22} />
      <span>{t('live_chat')}</span>
    </a>
  );
}

export function ChatRoomButton() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  if (merchantId !== CHAT_ROOM_MERCHANT) return null;
  return (
    <>
      <button type="button" className="chat-fab chat-fab--room" onClick={() => setOpen(true)}>
        <Icon name="chat" size={22} />
        <span>{t('chat_room')}</span>
      </button>
      {open && (
        <Overlay title={t('chat_room')} size="large" onClose={() => setOpen(false)}>
          <iframe className="chat-room__frame" title={t('chat_room')} src="/platform-assets/pages/chat-room" />
        </Overlay>
      )}
    </>
  );
}
