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

/** A kick-off's clock time, 00:00 to 23:59, as both languages write it. */
function clockTime(epoch: number): string {
  const date = new Date(epoch);
  return `${String(date.getHours()).padStart(2, '0')}:${String(date.getMinutes()).padStart(2, '0')}`;
}

/**
 * A later kick-off's date and time ("Dec 3, 19:30"; TY "Dis 3, 19:30"), one format per language, made once and only when
 * a match is neither today nor tomorrow. Today's and tomorrow's times are written without Intl: making a format cost the
 * home page ~17 ms of a phone's first render, and `hour12: false` wrote a time after midnight as "24:05" (`hourCycle:
 * 'h23'` writes "00:05").
 */
const kickoffDates = new Map<string, Intl.DateTimeFormat>();
function kickoffDate(locale: string): Intl.DateTimeFormat {
  let format = kickoffDates.get(locale);
  if (!format) {
    format = new Intl.DateTimeFormat(locale, { day: 'numeric', month: 'short', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
    kickoffDates.set(locale, format);
  }
  return format;
}

/** When a match kicks off, as its card says it: "Today 19:30", "Tomorrow 00:05", else its date ("Dec 3, 19:30"). */
export function kickoffText(epoch: number, now: number, language: string, t: (key: string, options: { time: string }) => string): string {
  const days = Math.floor((epoch - new Date(now).setHours(0, 0, 0, 0)) / DAY);
  if (days === 0 || days === 1) return t(days ? 'hot_matches_tomorrow' : 'hot_matches_today', { time: clockTime(epoch) });
  return kickoffDate(language === 'ty' ? 'fil-PH' : 'en-PH').format(epoch);
}

/**
 * Sports hot matches (spec §2): one card per match, soonest first — league, kick-off ("Today 19:30", "Tomorrow 02:00",
 * else the date) or the live score, each side with its decimal odds (and the draw where the sport has one), and a
 * button that opens the match's sportsbook (a game launch: the login and real-account gates apply).
 */
export default function HotMatches({ props, nodeId }: WidgetProps<HotMatchesProps>) {
  const { t, i18n } = useTranslation();
  const runAction = useRunAction();
  const query = useQuery(props.source);
  const rows = query.state === 'ready' ? query.result.rows.slice(0, props.limit ?? 6) : undefined;
  const now = Date.now();
  const when = (epoch: number) => kickoffText(epoch, now, i18n.language, t);
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
