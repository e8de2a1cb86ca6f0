import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useRunAction } from '@/renderer/action-context';
import { useQuery } from '@/renderer/data/use-query';
import { failureText } from '@/renderer/data/data-error';
import type { Row } from '@/renderer/data/data-types';
import type { HotMatchesProps } from './props';
import './hot-matches.css';

const DAY = 86_400_000;
const str = (row: Row, field: string) => String(row[field] ?? '');
const odds = (value: unknown) => (typeof value === 'number' ? value.toFixed(2) : undefined);

/**
 * Sports hot matches (spec §2): one card per match, soonest first — league, kick-off ("Today 19:30", "Tomorrow 02:00",
 * else the date) or the live score, each side with its decimal odds (and the draw where the sport has one), and a
 * button that opens the match's sportsbook (a game launch: the login and real-account gates apply).
 */
/**
 * The kick-off's formats, one per language and kind, made once: building an `Intl.DateTimeFormat` (which
 * `toLocaleString` does on every call) cost the home page ~15 ms of a phone's first render for six matches.
 */
const kickoffFormats = new Map<string, Intl.DateTimeFormat>();
function kickoffFormat(locale: string, timeOnly: boolean): Intl.DateTimeFormat {
  const key = `${locale}|${timeOnly}`;
  let format = kickoffFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { ...(timeOnly ? {} : { day: 'numeric', month: 'short' }), hour: '2-digit', minute: '2-digit', hour12: false });
    kickoffFormats.set(key, format);
  }
  return format;
}

export default function HotMatches({ props, nodeId }: WidgetProps<HotMatchesProps>) {
  const { t, i18n } = useTranslation();
  const runAction = useRunAction();
  const query = useQuery(props.source);
  const rows = query.state === 'ready' ? query.result.rows.slice(0, props.limit ?? 6) : undefined;
  const locale = i18n.language === 'ty' ? 'fil-PH' : 'en-PH';
  const today = new Date().setHours(0, 0, 0, 0);
  const when = (epoch: number) => {
    const days = Math.floor((epoch - today) / DAY);
    const time = kickoffFormat(locale, days === 0 || days === 1).format(epoch);
    return days === 0 || days === 1 ? t(days ? 'hot_matches_tomorrow' : 'hot_matches_today', { time }) : time;
  };
  const bet = t(props.betLabel ?? 'hot_matches_bet');
  return (
    <section {...nodeAttributes(nodeId)} className="hot-matches" aria-labelledby={`${nodeId}-title`}>
      {props.title && <h2 id={`${nodeId}-title`}>{t(props.title)}</h2>}
      {/* Its own states, not the data kit's: this widget is on the home page, whose JavaScript is counted. */}
      {query.state === 'failed' ? (
        <div role="alert">
          <p>{failureText(query.failure, t)}</p>
          <button type="button" className="button button--secondary" onClick={query.retry}>
            {t('retry')}
          </button>
        </div>
      ) : !rows || rows.length === 0 ? (
        <p role="status" className="hot-matches__status">
          {t(rows ? 'hot_matches_none' : 'hot_matches_loading')}
        </p>
      ) : (
        <ul>
          {rows.map((row) => {
            const live = row['status'] === 'live';
            const kickoff = Number(row['kickoff']);
            const name = `${str(row, 'home')} – ${str(row, 'away')}`;
            const sides: [string, unknown, unknown][] = [[str(row, 'home'), row['oddsHome'], row['homeScore']], [t('hot_matches_draw'), row['oddsDraw'], undefined], [str(row, 'away'), row['oddsAway'], row['awayScore']]];
            return (
              <li key={str(row, 'matchId')} className="hot-match" aria-label={name}>
                <p>
                  <span>{str(row, 'league')}</span>
                  {live ? <b>{t('hot_matches_live')}</b> : <time dateTime={new Date(kickoff).toISOString()}>{when(kickoff)}</time>}
                </p>
                <dl>
                  {sides.map(([side, price, score], index) =>
                    odds(price) === undefined ? null : (
                      <div key={index} className={index === 1 ? 'hot-match__draw' : undefined}>
                        <dt>{side}</dt>
                        <dd>
                          {live && score !== undefined && <strong className="hot-match__score">{String(score)}</strong>}
                          <span className="hot-match__odds">{odds(price)}</span>
                        </dd>
                      </div>
                    ),
                  )}
                </dl>
                <button type="button" className="button button--primary" aria-label={`${bet}: ${name}`} onClick={() => runAction({ type: 'launchGame', vendor: str(row, 'vendor'), gameType: 'SPORTS', gameName: name })}>
                  {bet}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
