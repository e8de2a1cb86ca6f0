import { useTranslation } from '@/i18n/use-translation';
import { Link, useSearchParams } from '@/renderer/navigation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useQuery } from '@/renderer/data/use-query';
import type { DataFailure } from '@/renderer/data/data-error';
import { FailedState, LoadingRows, useMemberTexts } from '../data-kit/data-states';
import { usePlatformImage } from '../data-kit/platform-image';
import type { RecordPageProps } from './props';
import './record-page.css';

type Source = RecordPageProps['source'];

/** The URL query keys the binding reads its record from (`{"route": "promotionId"}`). */
function routeKeys(source: Source): string[] {
  return Object.values(source.params ?? {}).flatMap((param) => (typeof param === 'object' && 'route' in param ? [param.route] : []));
}

/** The platform refused one of the params that name the record: there is no such record. */
function namesNoRecord(failure: DataFailure, source: Source): boolean {
  return failure.field !== undefined && Object.keys(source.params ?? {}).includes(failure.field);
}

/**
 * A record's page. Its parts are children bound to the same query (one request, shared): they show
 * only once the record loaded, so a missing record is one "not found" with the way back, not an
 * error box per part.
 */
export default function RecordPage({ props, nodeId, children }: WidgetProps<RecordPageProps>) {
  const { t } = useTranslation();
  const [search] = useSearchParams();
  const picture = usePlatformImage();
  const textsReady = useMemberTexts();
  const missingKey = routeKeys(props.source).some((key) => !search.get(key)?.trim());
  // No id in the URL: nothing to ask the platform for.
  const query = useQuery(missingKey ? undefined : props.source);
  const notFound = missingKey || (query.state === 'failed' && namesNoRecord(query.failure, props.source));
  const result = query.state === 'ready' ? query.result : undefined;
  const pick = (field: string | undefined) => {
    const value = field && result ? (result.facts[field] ?? result.rows[0]?.[field]) : undefined;
    return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
  };
  const title = pick(props.titleField);
  const image = props.imageField ? picture(pick(props.imageField)) : undefined;
  const summary = pick(props.summaryField);
  const headingId = `${nodeId}-title`;
  const back = (
    <Link className="record-page__back" to={props.back.path}>
      <span aria-hidden="true">← </span>
      {t(props.back.label)}
    </Link>
  );
  return (
    <section {...nodeAttributes(nodeId)} className="record-page" aria-labelledby={notFound || result ? headingId : undefined}>
      {notFound ? (
        <div className="record-page__missing">
          <h1 id={headingId}>{t(props.notFound.title)}</h1>
          <p>{t(props.notFound.text)}</p>
          <Link className="button button--primary" to={props.back.path}>
            {t(props.back.label)}
          </Link>
        </div>
      ) : query.state === 'failed' ? (
        <>
          {back}
          <FailedState failure={query.failure} onRetry={query.retry} />
        </>
      ) : !result || !textsReady ? (
        <>
          {back}
          <LoadingRows rows={4} />
        </>
      ) : (
        <>
          {back}
          <header className="record-page__head">
            {image && <img className="record-page__image" src={image} alt="" width={960} height={360} />}
            <div className="record-page__heading">
              <h1 id={headingId}>{title}</h1>
              {summary && <p className="record-page__summary">{summary}</p>}
            </div>
          </header>
          <div className="record-page__body">{children}</div>
        </>
      )}
    </section>
  );
}
