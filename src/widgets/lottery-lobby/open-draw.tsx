import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLotteryStore } from '@/stores/game-lottery-store';
import { drawTimeText } from './vn-draws';

/**
 * The draw of a lottery game open for betting now (issue 40, spec §7 /lotto/lgw/games/opened/numero): its number, its
 * state and when betting closes, beside the results of the lottery page.
 */
export function OpenDraw({ gameCode, gameName }: { gameCode: string; gameName: string }) {
  const { t, i18n } = useTranslation();
  const entry = useLotteryStore((s) => s.openDraws[gameCode]);
  const load = useLotteryStore((s) => s.loadOpenDraw);
  useEffect(() => {
    void load(gameCode);
  }, [load, gameCode]);
  const draw = entry?.value;
  return (
    <section className="vn-draws open-draw" aria-label={t('games_open_draw_of', { name: gameName })}>
      <h3 className="lobby-heading">{t('games_open_draw_of', { name: gameName })}</h3>
      {entry?.phase === 'failed' && (
        <div className="game-state" role="alert">
          <p>{t(entry.errorKey ?? 'err_unknown')}</p>
          <button type="button" className="button button--primary" onClick={() => void load(gameCode, true)}>{t('games_retry')}</button>
        </div>
      )}
      {!draw && entry?.phase !== 'failed' && <div className="vn-draws__skeleton game-kit-shimmer" role="status" aria-label={t('games_loading')} />}
      {draw && (
        <div className="vn-draws__current">
          <span className={`vn-draws__state vn-draws__state--${draw.state.toLowerCase()}`}>{t(`games_draw_state_${draw.state.toLowerCase()}`, { defaultValue: draw.state })}</span>
          <span>{t('games_draw_numero', { numero: draw.numero })}</span>
          <span>{t('games_draw_closes', { time: drawTimeText(draw.closeTime, i18n.language) })}</span>
        </div>
      )}
    </section>
  );
}
