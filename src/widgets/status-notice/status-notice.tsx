import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useRunAction } from '@/renderer/action-context';
import { usePlatformStore } from '@/stores/platform-store';
import type { StatusNoticeProps } from './props';
import './status-notice.css';

const ART = {
  maintenance: 'M14.7 6.3a4 4 0 0 0-5.4 5.4L3 18l3 3 6.3-6.3a4 4 0 0 0 5.4-5.4l-2.5 2.5-2.1-.6-.6-2.1z',
  restricted: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18z M5.6 5.6l12.8 12.8',
} as const;

export default function StatusNotice({ props, nodeId, action }: WidgetProps<StatusNoticeProps>) {
  const { t } = useTranslation();
  const runAction = useRunAction();
  const location = usePlatformStore((s) => s.location);
  return (
    <section {...nodeAttributes(nodeId)} className="status-notice" aria-labelledby={`${nodeId}-title`}>
      <svg className="status-notice__art" viewBox="0 0 24 24" width="72" height="72" aria-hidden="true" fill="none" stroke="currentColor" strokeWidth="1.6" strokeLinecap="round" strokeLinejoin="round">
        <path d={ART[props.illustration ?? 'maintenance']} />
      </svg>
      <h1 id={`${nodeId}-title`} className="status-notice__title">{t(props.title)}</h1>
      <p className="status-notice__text">{t(props.text)}</p>
      {props.showLocation && (
        <dl className="status-notice__location">
          <div><dt>{t('status_ip')}</dt><dd>{location.ip || '—'}</dd></div>
          <div><dt>{t('status_country')}</dt><dd>{location.country || '—'}</dd></div>
        </dl>
      )}
      {props.contactLabel && action && (
        <button type="button" className="button button--primary" onClick={() => runAction(action)}>{t(props.contactLabel)}</button>
      )}
    </section>
  );
}
