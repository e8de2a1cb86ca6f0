import { QRCodeSVG } from 'qrcode.react';
import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { Heading, useHeadingLevel } from '@/renderer/heading-level';
import { installApp, useInstallAppStore } from '@/stores/install-app';
import { LoadingRows, useMemberTexts } from '../data-kit/data-states';
import type { InstallAppCardProps } from './props';
import './install-app-card.css';

const STATIC_ORIGIN = 'https://croupier.invalid';

/** Which way to install this device offers, read once per render from the browser it runs in. */
function deviceKind(): 'apple-phone' | 'phone' | 'computer' {
  if (typeof navigator === 'undefined') return 'computer';
  const agent = navigator.userAgent;
  if (/iPhone|iPad|iPod/.test(agent) || (/Macintosh/.test(agent) && navigator.maxTouchPoints > 1)) return 'apple-phone';
  return /Android|Mobile/.test(agent) ? 'phone' : 'computer';
}

export default function InstallAppCard({ props, nodeId }: WidgetProps<InstallAppCardProps>) {
  const { t } = useTranslation();
  const state = useInstallAppStore((store) => store.state);
  const textsReady = useMemberTexts();
  const headingId = `${nodeId}-title`;
  const level = useHeadingLevel(2);
  const origin = typeof window === 'undefined' ? STATIC_ORIGIN : window.location.origin;
  const device = deviceKind();
  const size = props.qrSize ?? 200;
  const margin = props.qrMargin ?? 20;
  return (
    <section {...nodeAttributes(nodeId)} className="install-app-card" aria-labelledby={headingId}>
      <Heading level={level} id={headingId} className="data-title">{t(props.title)}</Heading>
      {props.intro && <p className="install-app-card__intro">{t(props.intro)}</p>}
      {!textsReady ? (
        <LoadingRows rows={2} />
      ) : state === 'installed' ? (
        <p role="status" className="install-app-card__done">{t('install_app_installed')}</p>
      ) : state === 'available' || state === 'installing' ? (
        <div className="install-app-card__action">
          <button type="button" className="data-button install-app-card__button" disabled={state === 'installing'} onClick={() => void installApp()}>
            {t('install_app_button')}
          </button>
          <p className="install-app-card__note">{t('install_app_note')}</p>
        </div>
      ) : device === 'apple-phone' ? (
        <ol className="install-app-card__steps" aria-label={t('install_app_steps_label')}>
          <li>{t('install_app_ios_step_share')}</li>
          <li>{t('install_app_ios_step_add')}</li>
          <li>{t('install_app_ios_step_open')}</li>
        </ol>
      ) : device === 'phone' ? (
        <ol className="install-app-card__steps" aria-label={t('install_app_steps_label')}>
          <li>{t('install_app_phone_step_menu')}</li>
          <li>{t('install_app_phone_step_add')}</li>
        </ol>
      ) : (
        <div className="install-app-card__body">
          <div className="install-app-card__code" style={{ padding: margin }}>
            <QRCodeSVG value={`${origin}/`} size={size} level="M" marginSize={0} bgColor="#ffffff" fgColor="#0d0f1a" title={t('install_app_qr_title')} data-qr-value={`${origin}/`} />
          </div>
          <p className="install-app-card__note">{t(state === 'dismissed' ? 'install_app_dismissed' : 'install_app_scan')}</p>
        </div>
      )}
    </section>
  );
}
