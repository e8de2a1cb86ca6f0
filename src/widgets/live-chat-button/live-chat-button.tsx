import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { isContactUrl } from '@/schema/url-policy';
import { usePlatformStore } from '@/stores/platform-store';
import { Icon } from '../frame-kit/icon';
import type { LiveChatButtonProps } from './props';
import '../frame-kit/chat-fab.css';

/** Floating live-chat button, only when the platform has a LIVECHAT2 resource (spec §2) whose link the URL policy allows. */
export default function LiveChatButton({ nodeId }: WidgetProps<LiveChatButtonProps>) {
  const { t } = useTranslation();
  const liveChat = usePlatformStore((s) => s.resourceLinks.find((r) => r.resourceType === 'LIVECHAT2'));
  if (!liveChat?.url || !isContactUrl(liveChat.url)) return null;
  return (
    // A landmark of its own (complementary), so the button, which floats over the page outside its header, main and
    // footer, is found by a screen reader's landmark list like the rest of the page (axe's region).
    <aside {...nodeAttributes(nodeId)} className="chat-fab-holder" aria-label={t('live_chat')}>
      <a className="chat-fab" href={liveChat.url} target="_blank" rel="noopener noreferrer" title={t('live_chat')}>
        <Icon name="chat" size={22} />
        <span>{t('live_chat')}</span>
      </a>
    </aside>
  );
}
