import { useTranslation } from 'react-i18next';
import type { ResolvedScreen } from '@/schema/resolved';
import { SchemaNodes } from '@/renderer/schema-nodes';
import { useResolvedDocument } from './use-resolved-document';

/** The `<main>` of a route: its screen document, resolved for this session and rendered. */
export function ScreenView({ screen }: { screen: string }) {
  const { t } = useTranslation();
  const result = useResolvedDocument<ResolvedScreen>(screen);
  if (result.state === 'loading') return <div className="screen-loading" role="status">{t('screen_loading')}</div>;
  if (result.state === 'failed') return <p className="screen-unavailable" role="alert">{t('screen_unavailable')}</p>;
  return (
    <div className="screen" data-screen-id={result.resolved.id}>
      <SchemaNodes nodes={result.resolved.body} />
    </div>
  );
}
