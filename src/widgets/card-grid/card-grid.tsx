import { lazy, memo, startTransition, Suspense, useEffect, useMemo, useState, type CSSProperties } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { Link, useSearchParams } from '@/renderer/navigation';
import { Heading, useHeadingLevel } from '@/renderer/heading-level';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useQuery } from '@/renderer/data/use-query';
import type { Row } from '@/renderer/data/data-types';
import { isSitePath } from '@/schema/url-policy';
import { EmptyState, FailedState, LoadingRows, useCurrency, useMemberTexts } from '../data-kit/data-states';
import { formatCell, toneOf } from '../data-kit/format';
import { CellText } from '../data-kit/money-text';
import { useVendorNames } from '../data-kit/vendor-names';
import { usePlatformImage } from '../data-kit/platform-image';
import { CommandButton, actionApplies } from '../data-kit/row-actions';
import type { CardGridProps } from './props';
import './card-grid.css';

// A card's form (apply for a promotion) opens on a click: its code (and the form renderer's) loads then, not with the grid.
const ActionFormView = lazy(() => import('../data-kit/action-form-view').then((module) => ({ default: module.ActionFormView })));

type CardAction = NonNullable<CardGridProps['cardActions']>[number];

/** The card's count ran out (stock 0): its actions are offered but cannot be used. */
function isSoldOut(soldOut: CardGridProps['soldOut'], row: Row): boolean {
  if (!soldOut) return false;
  const value = row[soldOut.field];
  const count = typeof value === 'number' ? value : typeof value === 'string' && value.trim() !== '' ? Number(value) : Number.NaN;
  return Number.isFinite(count) && count <= 0;
}

function linkOf(link: CardGridProps['link'], row: Row): string | undefined {
  if (!link) return undefined;
  const value = row[link.field];
  if (value === null || value === undefined || !isSitePath(link.path)) return undefined;
  return `${link.path}?${new URLSearchParams({ [link.param]: String(value) }).toString()}`;
}

/**
 * Card shapes where the cards will be: the picture's box when the grid shows pictures, a title and a line of text, one
 * row of cards (the grid's columns), announced once to screen readers. A visitor sees the lobby's layout from the first
 * paint instead of bars that then turn into cards.
 */
function CardSkeletons({ count, picture, style }: { count: number; picture: boolean; style: CSSProperties }) {
  const { t } = useTranslation();
  return (
    <div className="card-grid__cards data-skeleton" style={style} role="status" aria-label={t('data_loading')}>
      {Array.from({ length: count }, (_, index) => (
        <div key={index} className="card-grid__card card-grid__card--skeleton" aria-hidden="true">
          {picture && <div className="card-grid__image data-shimmer" />}
          <div className="card-grid__body">
            <div className="data-shimmer card-grid__skeleton-title" />
            <div className="data-shimmer card-grid__skeleton-text" />
          </div>
        </div>
      ))}
    </div>
  );
}

/**
 * The first cards' pictures are above the fold on a phone (the first is often the page's largest paint): they load at
 * once, the first ahead of other images; the rest wait until they near the screen.
 */
export function pictureLoading(index: number): { loading: 'eager' | 'lazy'; fetchPriority?: 'high' } {
  if (index === 0) return { loading: 'eager', fetchPriority: 'high' };
  return { loading: index < EAGER_PICTURES ? 'eager' : 'lazy' };
}
const EAGER_PICTURES = 2;

/**
 * How many cards a grid draws in its first render in the browser: more than a 1440 px screen shows (six rows of four).
 * A long grid (a lobby of 240 cards, a shop's goods) draws the rest after it, in transitions React renders in short
 * slices between the browser's frames, each twice the one before: its first cards (the page's largest paint) are on
 * screen after a render of 24 cards, not of all of them, and no task holds the main thread for the whole list.
 * Another selection of the rows (`filter`: the grid's filter param) starts again at 24; the same rows loaded again (a
 * card's action refreshes them) keep every card drawn, so a card a player is using never leaves the page.
 * A static render (`schemas:render --data`, QA's snapshots) has no second render: it draws every card. (A route's
 * first paint draws data widgets loading: the cards' shapes, never cards.)
 */
export const FIRST_CARDS = 24;

export function useCardsShown(total: number, selection: unknown = undefined): number {
  const [drawn, setDrawn] = useState(() => ({ selection, shown: typeof document === 'undefined' ? Number.POSITIVE_INFINITY : FIRST_CARDS }));
  // Another selection: set while rendering (React renders again at once, before the browser draws), not in an effect.
  if (!Object.is(drawn.selection, selection)) setDrawn({ selection, shown: Math.min(drawn.shown, FIRST_CARDS) });
  const more = total > drawn.shown;
  useEffect(() => {
    if (more) startTransition(() => setDrawn((current) => ({ ...current, shown: current.shown * 2 })));
  }, [more, drawn.shown]);
  return Math.min(total, drawn.shown);
}

/** What every card of a grid formats with: the copy, the currency and the vendors' names (each stable while unchanged). */
interface CardFormats {
  t: ReturnType<typeof useTranslation>['t'];
  currency: ReturnType<typeof useCurrency>;
  vendorName: ReturnType<typeof useVendorNames>;
}

interface GridCardProps {
  cardKey: string;
  row: Row;
  index: number;
  nodeId: string;
  grid: CardGridProps;
  level: number;
  image: string | undefined;
  /** The action whose form is open on this card, if one is. */
  openAction: string | undefined;
  formats: CardFormats;
  onOpenForm: (open: { card: string; action: string } | undefined) => void;
  onNotice: (notice: { text: string; ok: boolean }) => void;
}

/**
 * One card. Memoised: when the grid draws more cards (`useCardsShown`) or opens a card's form, the cards already drawn
 * with the same row are not rendered again (a 240-card lobby rendered 24 + 48 + 96 + 192 + 240 = 600 cards to draw 240;
 * now 240).
 */
const GridCard = memo(function GridCard({ cardKey, row, index, nodeId, grid, level, image, openAction, formats, onOpenForm, onNotice }: GridCardProps) {
  const { t, currency, vendorName } = formats;
  const actions: readonly CardAction[] = grid.cardActions ?? [];
  const href = linkOf(grid.link, row);
  const formAction = openAction !== undefined && !isSoldOut(grid.soldOut, row) ? actions.find((action) => action.id === openAction) : undefined;
  const badgeValue = grid.badge ? row[grid.badge.field] : undefined;
  const badgeFormat = grid.badge?.format ?? 'text';
  const soldOut = isSoldOut(grid.soldOut, row);
  const reasonId = `${nodeId}-${index}-sold-out`;
  return (
    <li className={`card-grid__card${soldOut ? ' card-grid__card--sold-out' : ''}`}>
      {image && <img className="card-grid__image" src={image} alt="" width={320} height={180} {...pictureLoading(index)} />}
      <div className="card-grid__body">
        {soldOut && grid.soldOut && <span className="data-status tone-negative card-grid__sold-out">{t(grid.soldOut.label)}</span>}
        {grid.badge && badgeValue !== undefined && badgeValue !== null && (
          <span className={`data-status tone-${toneOf(badgeValue, badgeFormat)}`}>{formatCell(badgeValue, badgeFormat, { t, currency, enumPrefix: grid.badge.enumPrefix })}</span>
        )}
        <Heading level={level} className="card-grid__title">
          {href ? <Link to={href}>{String(row[grid.titleField] ?? '')}</Link> : String(row[grid.titleField] ?? '')}
        </Heading>
        {grid.textField && <p className="card-grid__text">{String(row[grid.textField] ?? '')}</p>}
        {grid.facts && grid.facts.length > 0 && (
          <dl className="card-grid__facts">
            {grid.facts.map((fact) => (
              <div key={fact.field}>
                <dt>{t(fact.label)}</dt>
                <dd>
                  <CellText value={row[fact.field]} format={fact.format ?? 'text'} options={{ t, currency, enumPrefix: fact.enumPrefix, vendorName }} />
                </dd>
              </div>
            ))}
          </dl>
        )}
        <div className="card-grid__actions">
          {href && grid.link?.label && (
            <Link className="data-button data-button--secondary data-button--small" to={href}>
              {t(grid.link.label)}
            </Link>
          )}
          {actions.filter((action) => actionApplies(action, row)).map((action) =>
            soldOut ? (
              <button key={action.id} type="button" className="data-button data-button--small" disabled aria-describedby={reasonId}>
                {t(action.label)}
              </button>
            ) : action.form ? (
              <button key={action.id} type="button" className="data-button data-button--small" aria-expanded={formAction?.id === action.id} onClick={() => onOpenForm(formAction?.id === action.id ? undefined : { card: cardKey, action: action.id })}>
                {t(action.label)}
              </button>
            ) : (
              <CommandButton key={action.id} action={action} row={row} onOutcome={(text, ok) => onNotice({ text, ok })} />
            ),
          )}
        </div>
        {soldOut && grid.soldOut && (
          <p id={reasonId} className="card-grid__reason">
            {t(grid.soldOut.reason)}
          </p>
        )}
        {formAction?.form && (
          <Suspense fallback={<LoadingRows rows={2} />}>
            <ActionFormView config={{ ...formAction, form: formAction.form }} row={row} idPrefix={`${nodeId}-${index}-${formAction.id}`} onDone={(message) => {
              onOpenForm(undefined);
              onNotice({ text: message, ok: true });
            }} />
          </Suspense>
        )}
      </div>
    </li>
  );
});

export default function CardGrid({ props, nodeId }: WidgetProps<CardGridProps>) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const vendorName = useVendorNames();
  const picture = usePlatformImage();
  // Plain cards (a picture, a title, a line of text, a link) draw the platform's words and the document's: only a
  // badge, facts or actions draw member texts (a status, a vendor's name, a confirm), so only those cards wait for them.
  const textsReady = useMemberTexts(props.badge !== undefined || (props.facts?.length ?? 0) > 0 || (props.cardActions?.length ?? 0) > 0);
  const query = useQuery(props.source);
  const [search] = useSearchParams();
  const [openForm, setOpenForm] = useState<{ card: string; action: string } | undefined>();
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | undefined>();
  const filter = props.filterParam ? search.get(props.filterParam) : null;
  const rows = (query.state === 'ready' ? query.result.rows : []).filter((row) => !filter || !props.filterField || String(row[props.filterField]) === filter);
  const headingId = props.title ? `${nodeId}-title` : undefined;
  const level = useHeadingLevel(2);
  // A card's title is one level under the grid's, or at the grid's level when it has none.
  const cardLevel = props.title ? level + 1 : level;
  const style = { '--card-columns': props.columns ?? 3 } as CSSProperties;
  const formats = useMemo(() => ({ t, currency, vendorName }), [t, currency, vendorName]);
  const shown = useCardsShown(rows.length, filter);
  return (
    <section {...nodeAttributes(nodeId)} className="card-grid" aria-labelledby={headingId}>
      {props.title && <Heading level={level} id={headingId} className="data-title">{t(props.title)}</Heading>}
      {notice && (
        <p className={`data-notice data-notice--${notice.ok ? 'success' : 'failure'}`} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      {query.state === 'failed' ? (
        <FailedState failure={query.failure} onRetry={query.retry} />
      ) : query.state === 'loading' || !textsReady ? (
        <CardSkeletons count={props.columns ?? 3} picture={props.imageField !== undefined} style={style} />
      ) : rows.length === 0 ? (
        <EmptyState text={props.emptyText} />
      ) : (
        <ul className="card-grid__cards" style={style}>
          {rows.slice(0, shown).map((row, index) => {
            const key = String(row[props.titleField] ?? index) + index;
            return (
              <GridCard
                key={key}
                cardKey={key}
                row={row}
                index={index}
                nodeId={nodeId}
                grid={props}
                level={cardLevel}
                image={props.imageField ? picture(String(row[props.imageField] ?? '')) : undefined}
                openAction={openForm?.card === key ? openForm.action : undefined}
                formats={formats}
                onOpenForm={setOpenForm}
                onNotice={setNotice}
              />
            );
          })}
        </ul>
      )}
    </section>
  );
}
