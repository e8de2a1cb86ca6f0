import { Fragment, useEffect, useLayoutEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { flushSync } from 'react-dom';
import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes } from '@/renderer/define-widget';
import { useBindingInputs, useQuery } from '@/renderer/data/use-query';
import { bindParams } from '@/renderer/data/bind-params';
import { useCommand } from '@/renderer/data/use-command';
import type { Row } from '@/renderer/data/data-types';
import { useHeadingLevel } from '@/renderer/heading-level';
import { SafeHtml } from '@/renderer/safe-html';
import { Pagination } from '../game-kit/pagination';
import { ActionFormView } from './action-form-view';
import { EmptyState, FailedState, LoadingRows, useCurrency, useMemberTexts } from './data-states';
import { toneOf, type CellFormat } from './format';
import { CellText } from './money-text';
import type { Currency } from './money';
import { CommandButton, actionApplies } from './row-actions';
import { Countdown } from './countdown';
import { refreshQueries } from '@/renderer/data/refresh-bus';
import { useUrlQuery } from './selection';
import { useVendorNames } from './vendor-names';
import { joinedRows, rowKeyOf, useInfiniteScroll } from './infinite-scroll';
import type { RecordTableProps } from './records-props';
import './records-view.css';

type Column = RecordTableProps['columns'][number];

function keyOf(row: Row, index: number, rowKey: string | undefined): string {
  return rowKeyOf(row, rowKey) ?? String(index);
}

function CellValue({ row, column, currency, query }: { row: Row; column: Column; currency: Currency; query?: string }) {
  const { t } = useTranslation();
  const vendorName = useVendorNames();
  const format: CellFormat = column.format ?? 'text';
  const value = row[column.field];
  // spec §4/§9: a deadline the player races (a paid withdrawal's automatic receipt), while the row's condition holds.
  if (format === 'countdown' && typeof value === 'number' && (!column.countdownWhen || actionApplies({ when: column.countdownWhen }, row))) {
    return <Countdown deadline={value} elapsedText={column.elapsedText} onElapsed={query ? () => window.setTimeout(() => refreshQueries([query]), 1000) : undefined} />;
  }
  const options = { t, currency, enumPrefix: column.enumPrefix, vendorName };
  const text = <CellText value={value} format={format} options={options} />;
  // Only signed figures (win/loss, profit) are coloured; a stake is not a gain.
  const tone = column.signed || format === 'status' ? toneOf(value, format) : 'neutral';
  if (format === 'status') return <span className={`data-status tone-${tone}`}>{text}</span>;
  return <span className={tone === 'neutral' ? undefined : `tone-${tone}`}>{text}</span>;
}

/**
 * Rows as cards whenever the table is wider than its box, on any screen and in any panel (a phone, the member
 * centre beside its menu, a narrow window): then every heading, value and action shows, each value beside its
 * heading, and nothing hides behind a sideways scroll. The table comes back once its box is as wide as the table was.
 *
 * Measured before the browser paints, so the table never shows cut off first, but never inside React's commit: a
 * ResizeObserver reads the widths once the browser has laid the table out, in the frame that will paint it, and a
 * change of mind is drawn in that same frame (`flushSync`). Reading them in the commit (a layout effect) made the
 * browser work out the table's styles and layout inside it, twice with the cards: /vip's and the betting record's
 * longest task on a phone (issue 37). The observer watches a ruler, an empty line as wide as the box, not the box: the
 * box's height changes with table and cards, and a size the observer sees change while it reports is left undelivered
 * (the browser's "ResizeObserver loop" error). New rows (`rows`) start as a table and are measured again; a table that
 * widens with the same rows (a mutation observer sees its content change) is measured at the next frame.
 */
function useCardsWhenTooWide(rows: unknown) {
  const box = useRef<HTMLDivElement>(null);
  const ruler = useRef<HTMLDivElement>(null);
  const [cards, setCards] = useState(false);
  useLayoutEffect(() => {
    setCards(false);
    const element = box.current;
    const line = ruler.current;
    if (!element || !line) return;
    let showingCards = false;
    let tableWidth = 0;
    const tooWide = () => element.scrollWidth > element.clientWidth + 1;
    if (typeof ResizeObserver === 'undefined') {
      // No observer (an old browser, jsdom): measured here, once.
      if (tooWide()) setCards(true);
      return;
    }
    let frame = 0;
    const check = () => {
      frame = 0;
      if (!showingCards && tooWide()) {
        tableWidth = element.scrollWidth;
        showingCards = true;
        flushSync(() => setCards(true));
      } else if (showingCards && element.clientWidth >= tableWidth) {
        showingCards = false;
        flushSync(() => setCards(false));
      }
    };
    const observer = new ResizeObserver(check);
    observer.observe(line);
    // What the table shows can widen it with the same rows (a detail or form opened under a row, texts that arrive):
    // looked at again at the next frame, before it paints.
    const changes = new MutationObserver(() => {
      frame ||= requestAnimationFrame(check);
    });
    const table = element.querySelector('table');
    if (table) changes.observe(table, { childList: true, subtree: true, characterData: true });
    return () => {
      observer.disconnect();
      changes.disconnect();
      cancelAnimationFrame(frame);
    };
  }, [rows]);
  return { box, ruler, cards };
}

/** A table of a query's rows (RecordTable, ContractTable): `extra` shows above the table (a countdown). */
export function RecordsView({ props, nodeId, above }: { props: RecordTableProps; nodeId: string; above?: ReactNode }) {
  const { t } = useTranslation();
  // A row's platform HTML titles itself where a heading of the table would sit (its title is a caption, not one).
  const htmlHeadingLevel = useHeadingLevel(2);
  const currency = useCurrency();
  const [search, updateQuery] = useUrlQuery();
  const pageParam = props.pageParam ?? 'pageNo';
  const pageSize = props.pageSize ?? 10;
  const scroll = props.paged === true && props.more === 'scroll';
  const inputs = useBindingInputs();
  // Infinite scroll (spec §9): pages join the rows below; a filter change starts again from the first page.
  const filters = JSON.stringify(bindParams(props.source.params, inputs));
  const [scrolled, setScrolled] = useState<{ filters: string; page: number; earlier: Row[] }>({ filters, page: 1, earlier: [] });
  const scrollState = scrolled.filters === filters ? scrolled : { filters, page: 1, earlier: [] };
  const page = scroll ? scrollState.page : Math.max(1, Number(search.get(pageParam)) || 1);
  const extra = useMemo(() => (props.paged ? { pageNo: page, pageSize } : undefined), [props.paged, page, pageSize]);
  const query = useQuery(props.source, extra);
  const textsReady = useMemberTexts();
  const columns = props.columns.filter((column) => !column.hidden);
  const actions = props.rowActions ?? [];
  const [openRow, setOpenRow] = useState<string | undefined>();
  const [openForm, setOpenForm] = useState<{ row: string; action: string } | undefined>();
  const [notice, setNotice] = useState<{ text: string; ok: boolean } | undefined>();
  const expand = props.expand;
  const { run: markOpened } = useCommand(expand?.onOpen, expand?.refresh ?? []);

  const answered = query.state === 'ready' ? query.result : query.state === 'loading' ? query.previous : undefined;
  // Scrolling: the pages before this one, then this one once it is here (while it loads, the earlier rows stay).
  const earlier = scrollState.earlier;
  const ready = query.state === 'ready';
  const result = useMemo(
    () => (scroll && answered && earlier.length > 0 ? { ...answered, rows: ready ? joinedRows(earlier, answered.rows, props.rowKey) : earlier } : answered),
    [scroll, answered, earlier, ready, props.rowKey],
  );
  const morePages = scroll && query.state === 'ready' && answered?.page !== undefined && answered.page.pageNum < answered.page.totalPages;
  const sentinel = useInfiniteScroll({
    active: morePages,
    rows: result?.rows.length ?? 0,
    throttle: props.scrollThrottle ?? 200,
    distance: props.scrollDistance ?? 0,
    onMore: () => {
      if (query.state !== 'ready') return;
      setScrolled({ filters, page: scrollState.page + 1, earlier: joinedRows(scrollState.earlier, query.result.rows, props.rowKey) });
    },
  });
  const [said, setSaid] = useState('');
  const shownRows = result?.rows.length ?? 0;
  useEffect(() => {
    // Said once per page that joins (not on the first): how many rows the list holds now.
    if (scroll && scrollState.page > 1 && query.state === 'ready') setSaid(t('data_more_loaded', { count: shownRows, total: answered?.page?.totalCount ?? shownRows }));
  }, [scroll, scrollState.page, query.state, shownRows, answered?.page?.totalCount, t]);
  const { box, ruler, cards } = useCardsWhenTooWide(result?.rows);
  const title = props.title ? t(props.title) : undefined;
  const goTo = (next: number) => updateQuery({ [pageParam]: String(next) });

  const body = () => {
    if (query.state === 'failed') return <FailedState failure={query.failure} onRetry={query.retry} />;
    if (!result || !textsReady) return <LoadingRows rows={Math.min(pageSize, 6)} label={title} />;
    if (result.rows.length === 0) return <EmptyState text={props.emptyText} />;
    const span = columns.length + (actions.length || expand ? 1 : 0);
    // As cards, the table's elements are blocks, which would lose their table meaning: the roles keep it, so a screen
    // reader still reads each value with its column's heading.
    const role = (name: 'table' | 'rowgroup' | 'row' | 'columnheader' | 'cell') => (cards ? { role: name } : {});
    return (
      <>
        <div ref={box} className={cards ? 'record-table__scroll record-table__scroll--cards' : 'record-table__scroll'}>
        <div ref={ruler} className="record-table__ruler" aria-hidden="true" />
        <table className={`record-table__table${query.state === 'loading' ? ' record-table__table--stale' : ''}`} aria-busy={query.state === 'loading' || undefined} {...role('table')}>
          {title && <caption className="record-table__caption">{title}</caption>}
          <thead {...role('rowgroup')}>
            <tr {...role('row')}>
              {columns.map((column) => (
                <th key={column.field} scope="col" data-field={column.field} {...role('columnheader')}>{t(column.label)}</th>
              ))}
              {(actions.length > 0 || expand) && <th scope="col" {...role('columnheader')}><span className="visually-hidden">{t('data_actions')}</span></th>}
            </tr>
          </thead>
          <tbody {...role('rowgroup')}>
            {result.rows.map((row, index) => {
              const key = keyOf(row, index, props.rowKey);
              const unread = expand?.unreadField !== undefined && row[expand.unreadField] === false;
              const opened = openRow === key;
              const formAction = openForm?.row === key ? actions.find((action) => action.id === openForm.action) : undefined;
              return (
                <Fragment key={key}>
                  <tr className={unread ? 'record-table__row record-table__row--unread' : 'record-table__row'} data-row-key={key} {...role('row')}>
                    {columns.map((column) => (
                      <td key={column.field} data-label={t(column.label)} data-field={column.field} data-format={column.format ?? 'text'} {...role('cell')}>
                        <CellValue row={row} column={column} currency={currency} query={props.source.query} />
                      </td>
                    ))}
                    {(actions.length > 0 || expand) && (
                      <td className="record-table__actions" data-label={t('data_actions')} {...role('cell')}>
                        {/* The cell stays a table cell (its row keeps the grid); the buttons flow inside it. A row with
                            no action left has an empty cell (its card shows no empty "Actions" line). */}
                        {(expand || actions.some((action) => actionApplies(action, row))) && (
                          <div className="record-table__action-row">
                            {expand && (
                              <button
                                type="button"
                                className="data-button data-button--secondary data-button--small"
                                aria-expanded={opened}
                                onClick={() => {
                                  setOpenRow(opened ? undefined : key);
                                  if (!opened && unread) void markOpened(bindParams(expand.onOpen?.params, { ...inputs, row }));
                                }}
                              >
                                {t(opened ? 'data_close_row' : 'data_open_row')}
                              </button>
                            )}
                            {actions.filter((action) => actionApplies(action, row)).map((action) =>
                              action.form ? (
                                <button
                                  key={action.id}
                                  type="button"
                                  className={`data-button data-button--small${action.tone === 'danger' ? ' data-button--danger' : ''}`}
                                  aria-expanded={formAction?.id === action.id}
                                  onClick={() => setOpenForm(formAction?.id === action.id ? undefined : { row: key, action: action.id })}
                                >
                                  {t(action.label)}
                                </button>
                              ) : (
                                <CommandButton key={action.id} action={action} row={row} onOutcome={(text, ok) => setNotice({ text, ok })} />
                              ),
                            )}
                          </div>
                        )}
                      </td>
                    )}
                  </tr>
                  {opened && expand && (
                    <tr className="record-table__detail" {...role('row')}>
                      <td colSpan={span} {...role('cell')}>{expand.html ? <SafeHtml html={String(row[expand.field] ?? '')} className="record-table__html" headingLevel={htmlHeadingLevel} /> : String(row[expand.field] ?? '')}</td>
                    </tr>
                  )}
                  {formAction?.form && (
                    <tr className="record-table__detail" {...role('row')}>
                      <td colSpan={span} {...role('cell')}>
                        <ActionFormView
                          config={{ ...formAction, form: formAction.form }}
                          row={row}
                          idPrefix={`${nodeId}-${key}-${formAction.id}`}
                          onDone={(message) => {
                            setOpenForm(undefined);
                            setNotice({ text: message, ok: true });
                          }}
                        />
                      </td>
                    </tr>
                  )}
                </Fragment>
              );
            })}
          </tbody>
        </table>
        </div>
        {props.totals && props.totals.length > 0 && (
          <dl className="record-table__totals">
            {props.totals.map((column) => (
              <div key={column.field}>
                <dt>{t(column.label)}</dt>
                <dd><CellValue row={result.facts} column={column} currency={currency} /></dd>
              </div>
            ))}
          </dl>
        )}
        {scroll && (
          <>
            <div ref={sentinel} className="record-table__more" aria-hidden="true">
              {query.state === 'loading' && scrollState.page > 1 && <span className="record-table__more-loading">{t('data_more_loading')}</span>}
            </div>
            <p className="visually-hidden" role="status">{said}</p>
          </>
        )}
        {props.paged && !scroll && result.page && <Pagination current={result.page.pageNum} total={result.page.totalPages} onChange={goTo} label={t('data_pages', { title: title ?? '' })} />}
      </>
    );
  };

  return (
    <section {...nodeAttributes(nodeId)} className="record-table" aria-label={title}>
      {above}
      {notice && (
        <p className={`data-notice data-notice--${notice.ok ? 'success' : 'failure'}`} role={notice.ok ? 'status' : 'alert'}>
          {notice.text}
        </p>
      )}
      {body()}
    </section>
  );
}
