import { useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { QRCodeSVG } from 'qrcode.react';
import { Heading, useHeadingLevel } from '@/renderer/heading-level';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useQuery } from '@/renderer/data/use-query';
import { FailedState, LoadingRows, useMemberTexts } from '../data-kit/data-states';
import { isAllowedUrl } from '@/schema/url-policy';
import { inviteLink } from './invite-link';
import type { QrCardProps } from './props';
import './qr-card.css';

const STATIC_ORIGIN = 'https://croupier.invalid';

export default function QrCard({ props, nodeId }: WidgetProps<QrCardProps>) {
  const { t } = useTranslation();
  const query = useQuery(props.source);
  const textsReady = useMemberTexts();
  const [copied, setCopied] = useState<'copied' | 'failed' | undefined>();
  const size = props.size ?? 200;
  const margin = props.margin ?? 20;
  const headingId = props.title ? `${nodeId}-title` : undefined;
  const level = useHeadingLevel(2);
  const fact = (field: string | undefined) => (field && query.state === 'ready' ? String(query.result.facts[field] ?? query.result.rows[0]?.[field] ?? '') : '');
  const code = fact(props.codeField);
  const origin = typeof window === 'undefined' ? STATIC_ORIGIN : window.location.origin;
  const given = fact(props.urlField);
  // A whole link from the platform: http(s), or a path on this site made absolute for the phone that scans it.
  const link = props.urlField ? (isAllowedUrl(given) ? new URL(given, origin).toString() : undefined) : code && props.linkPath && props.linkParam ? inviteLink(origin, props.linkPath, props.linkParam, code) : undefined;
  const copy = async () => {
    if (!link) return;
    try {
      await navigator.clipboard.writeText(link);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  };
  return (
    <section {...nodeAttributes(nodeId)} className="qr-card" aria-labelledby={headingId}>
      {props.title && <Heading level={level} id={headingId} className="data-title">{t(props.title)}</Heading>}
      {props.intro && <p className="qr-card__intro">{t(props.intro)}</p>}
      {query.state === 'failed' ? (
        <FailedState failure={query.failure} onRetry={query.retry} />
      ) : query.state === 'loading' || !textsReady ? (
        <LoadingRows rows={2} />
      ) : !link ? (
        <p className="data-empty">{t('data_empty')}</p>
      ) : (
        <div className="qr-card__body">
          <div className="qr-card__code" style={{ padding: margin }}>
            <QRCodeSVG value={link} size={size} level={props.level ?? 'M'} marginSize={0} bgColor="#ffffff" fgColor="#0d0f1a" title={t('qr_title')} data-qr-value={link} />
          </div>
          <div className="qr-card__link">
            {code && (
              <p className="qr-card__code-text">
                {t('qr_code_label')}: <strong>{code}</strong>
              </p>
            )}
            <input className="qr-card__input" readOnly value={link} aria-label={t('qr_link_label')} onFocus={(event) => event.target.select()} />
            <div className="qr-card__buttons">
              {props.buttonLabel && (
                <a className="data-button" href={link} target="_blank" rel="noopener noreferrer">
                  {t(props.buttonLabel)}
                </a>
              )}
              <button type="button" className={props.buttonLabel ? 'data-button data-button--secondary' : 'data-button'} onClick={() => void copy()}>
                {t('qr_copy')}
              </button>
            </div>
            {copied && <p role="status" className="qr-card__copied">{t(copied === 'copied' ? 'qr_copied' : 'qr_copy_failed')}</p>}
          </div>
        </div>
      )}
    </section>
  );
}
