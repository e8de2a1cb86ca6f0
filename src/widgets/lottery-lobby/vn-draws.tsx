import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLotteryStore } from '@/stores/game-lottery-store';

const SHOWN_DRAWS = 8;

/** A draw's time as the player reads it (— when the platform names none). */
export function drawTimeText(ms: number | undefined, lang: string): string {
  return ms === undefined ? '—' : new Date(ms).toLocaleTimeString(lang === 'ty' ? 'en-PH' : 'en', { hour: '2-digit', minute: '2-digit' });
}

/** The draw open now (open, or closed for betting) and the latest results of a number-lottery game. */
export function VnDraws({ gameCode, gameName }: { gameCode: string; gameName: string }) {
  const { t, i18n } = useTranslation();
  const entry = useLotteryStore((s) => s.draws[gameCode]);
  const load = useLotteryStore((s) => s.loadDraws);
  useEffect(() => {
    void load(gameCode);
  }, [load, gameCode]);
  const [current, ...past] = entry?.value ?? [];
  return (
    <section className="vn-draws" aria-label={t('games_lottery_draws_of', { name: gameName })}>
      {entry?.phase === 'failed' && (
        <div className="game-state" role="alert">
          <p>{t(entry.errorKey ?? 'err_unknown')}</p>
          <button type="button" className="button button--primary" onClick={() => void load(gameCode, true)}>{t('games_retry')}</button>
        </div>
      )}
      {!current && entry?.phase !== 'failed' && <div className="vn-draws__skeleton game-kit-shimmer" role="status" aria-label={t('games_loading')} />}
      {current && (
        <div className="vn-draws__current">
          <span className={`vn-draws__state vn-draws__state--${current.state.toLowerCase()}`}>{t(`games_draw_state_${current.state.toLowerCase()}`, { defaultValue: current.state })}</span>
          <span>{t('games_draw_numero', { numero: current.numero })}</span>
          <span>{t('games_draw_closes', { time: drawTimeText(current.closeTime, i18n.language) })}</span>
        </div>
      )}
      {past.length > 0 && (
        <table className="vn-draws__table">
          <caption className="visually-hidden">{t('games_lottery_results')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('games_draw_numero_header')}</th>
              <th scope="col">{t('games_draw_time')}</th>
              <th scope="col">{t('games_draw_result')}</th>
            </tr>
          </thead>
          <tbody>
            {past.slice(0, SHOWN_DRAWS).map((draw) => (
              <tr key={draw.numero}>
                <td>{draw.numero}</td>
                <td>{drawTimeText(draw.drawTime, i18n.language)}</td>
                <td className="vn-draws__balls">{(draw.winningNumber ?? '').split(',').filter(Boolean).map((ball, index) => <span key={index} className="vn-draws__ball">{ball}</span>)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      )}
    </section>
  );
}
