import { useTranslation } from '@/i18n/use-translation';
import { Heading, useHeadingLevel } from '@/renderer/heading-level';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useQuery } from '@/renderer/data/use-query';
import { FailedState, useCurrency, useMemberTexts } from '../data-kit/data-states';
import { rowLabel, toneOf } from '../data-kit/format';
import { CellText } from '../data-kit/money-text';
import { usePlatformImage } from '../data-kit/platform-image';
import { useVendorNames } from '../data-kit/vendor-names';
import { detailListProps, type DetailListProps } from './props';
import './detail-list.css';

/** The rows a list keeps room for while it loads, unless its document says (`rows.expected`'s default). */
const EXPECTED_ROWS = detailListProps.properties.rows.properties.expected.default;

export default function DetailList({ props, nodeId }: WidgetProps<DetailListProps>) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const vendorName = useVendorNames();
  const picture = usePlatformImage();
  const query = useQuery(props.source);
  const textsReady = useMemberTexts();
  const layout = props.layout ?? 'list';
  const headingId = props.title ? `${nodeId}-title` : undefined;
  const level = useHeadingLevel(2);
  const result = query.state === 'ready' ? query.result : query.state === 'loading' ? query.previous : undefined;
  const facts = props.items.filter((item) => !item.hidden);
  const rows = props.rows;
  return (
    <section {...nodeAttributes(nodeId)} className={`detail-list detail-list--${layout}`} aria-labelledby={headingId}>
      {props.title && <Heading level={level} id={headingId} className="data-title">{t(props.title)}</Heading>}
      {query.state === 'failed' ? (
        <FailedState failure={query.failure} onRetry={query.retry} />
      ) : !result || !textsReady ? (
        // The list's own room while it loads: a placeholder for each fact and each expected row, in the same boxes
        // as the loaded list (a form under a wallet list jumped 210 px when the wallets came: layout shift 0.10).
        <div className="data-skeleton detail-list__loading" role="status" aria-label={t('data_loading')}>
          <dl className="detail-list__facts" aria-hidden="true">
            {Array.from({ length: facts.length + (rows ? (rows.expected ?? EXPECTED_ROWS) : 0) }, (_, index) => (
              <div key={index} className="detail-list__fact detail-list__fact--loading">
                <dt className="data-shimmer">{'\u00a0'}</dt>
                <dd className="data-shimmer">{'\u00a0'}</dd>
              </div>
            ))}
          </dl>
        </div>
      ) : (
        <dl className="detail-list__facts">
          {rows &&
            result.rows.map((row, index) => (
              <div key={`row-${index}`} className="detail-list__fact">
                <dt>{rowLabel(row, rows.labelField, rows.labelKey, t)}</dt>
                <dd>
                  <CellText value={row[rows.valueField]} format={rows.format ?? 'text'} options={{ t, currency, vendorName }} />
                </dd>
              </div>
            ))}
          {facts.map((item) => {
            const value = result.facts[item.field] ?? result.rows[0]?.[item.field];
            const format = item.format ?? 'text';
            const tone = item.signed ? toneOf(value, format) : 'neutral';
            return (
              <div key={item.field} className="detail-list__fact" data-field={item.field}>
                <dt>{t(item.label)}</dt>
                <dd className={tone === 'neutral' ? undefined : `tone-${tone}`}>
                  {format === 'image' ? (
                    typeof value === 'string' && picture(value) ? <img src={picture(value)} alt={t(item.label)} width={64} height={64} className="detail-list__image" /> : '—'
                  ) : (
                    <CellText value={value} format={format} options={{ t, currency, enumPrefix: item.enumPrefix, vendorName }} />
                  )}
                </dd>
              </div>
            );
          })}
        </dl>
      )}
    </section>
  );
}
