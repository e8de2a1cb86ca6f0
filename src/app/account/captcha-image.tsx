import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { loadApi } from '@/stores/lazy-api';

/** spec §9: the captcha refreshes at most once a second, however fast the clicks. */
export const CAPTCHA_REFRESH_MS = 1000;

interface CaptchaImageProps {
  /** Changes when the form needs a fresh image (a failed login consumed the old one). */
  refreshKey?: number;
}

/** The image captcha (GET /wps/captcha); click to refresh. */
export function CaptchaImage({ refreshKey = 0 }: CaptchaImageProps) {
  const { t } = useTranslation();
  const [image, setImage] = useState<string | undefined>(undefined);
  const lastLoad = useRef(0);
  const load = useCallback(async (force: boolean) => {
    const now = Date.now();
    if (!force && now - lastLoad.current < CAPTCHA_REFRESH_MS) return;
    lastLoad.current = now;
    try {
      const api = await loadApi();
      setImage(await api.getCaptcha());
    } catch (error) {
      // The button stays: one more click tries again.
      console.warn('[croupier account] captcha did not load', error);
    }
  }, []);
  useEffect(() => {
    void load(true);
  }, [load, refreshKey]);
  return (
    <button type="button" className="captcha-image" aria-label={t('captcha_refresh')} title={t('captcha_refresh')} onClick={() => void load(false)}>
      {image ? <img src={image} alt={t('captcha_alt')} width={100} height={40} /> : <span>{t('captcha_loading')}</span>}
    </button>
  );
}
