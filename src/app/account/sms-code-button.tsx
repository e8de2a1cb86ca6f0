import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useCountdown } from './use-countdown';

/** spec §9: a second click within this window sends nothing. */
export const SMS_SEND_THROTTLE_MS = 1000;

interface SmsCodeButtonProps {
  /** Sends the code; resolves with the code's lifetime in minutes, or undefined when nothing was sent (invalid number, failure). */
  send: () => Promise<number | undefined>;
  /** Firebase codes count down one minute whatever the platform says (spec §4). */
  firebase?: boolean;
  controls?: string;
}

/**
 * "Get code" (spec §4): enabled until a code is sent, then disabled for expiredMinutes × 60 s
 * with the seconds shown, then enabled again. Sending is throttled to once a second.
 */
export function SmsCodeButton({ send, firebase = false, controls }: SmsCodeButtonProps) {
  const { t } = useTranslation();
  const { remaining, start } = useCountdown();
  const [sending, setSending] = useState(false);
  const lastAttempt = useRef(0);
  const onClick = async () => {
    const now = Date.now();
    if (sending || now - lastAttempt.current < SMS_SEND_THROTTLE_MS) return;
    lastAttempt.current = now;
    setSending(true);
    try {
      const minutes = await send();
      if (minutes !== undefined) start(firebase ? 60 : Math.max(1, minutes) * 60);
    } finally {
      setSending(false);
    }
  };
  const counting = remaining > 0;
  return (
    <button type="button" className="button button--secondary sms-code-button" disabled={counting || sending} aria-controls={controls} onClick={() => void onClick()}>
      {counting ? t('sms_resend_in', { seconds: remaining }) : sending ? t('form_sending') : t('sms_get_code')}
    </button>
  );
}
