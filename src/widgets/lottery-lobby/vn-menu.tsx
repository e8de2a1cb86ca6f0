import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import type { LotteryGame } from '@/api/lottery';
import { useRunAction } from '@/renderer/action-context';
import { useLotteryStore } from '@/stores/game-lottery-store';
import { useSessionStore } from '@/stores/session-store';
import { lotteryPlayAction } from './lottery-action';

function GameChoices({ games, label }: { games: readonly LotteryGame[]; label: string }) {
  const { t } = useTranslation();
  const runAction = useRunAction();
  return (
    <ul className="vn-menu__games" aria-label={label}>
      {games.map((game) => (
        <li key={game.gameCode}>
          <button type="button" className="button button--secondary vn-menu__game" aria-label={t('games_play_named', { name: game.gameName })} onClick={() => runAction(lotteryPlayAction(game))}>
            {game.gameName}
          </button>
        </li>
      ))}
    </ul>
  );
}

/**
 * The VN lottery's game menu (issue 40, spec §7 /lgw/vn/games/game_menu): its games by region, one region at a time;
 * and, for a member, the VN lottery games played last (/lgw/vn/games/recent). A game opens its betting board.
 */
export function VnMenu() {
  const { t, i18n } = useTranslation();
  const token = useSessionStore((s) => s.token);
  const menu = useLotteryStore((s) => s.vnMenu[i18n.language]);
  const recent = useLotteryStore((s) => (token ? s.vnRecent[token] : undefined));
  const loadMenu = useLotteryStore((s) => s.loadVnMenu);
  const loadRecent = useLotteryStore((s) => s.loadVnRecent);
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  useEffect(() => {
    void loadMenu(i18n.language);
  }, [loadMenu, i18n.language]);
  useEffect(() => {
    if (token) void loadRecent(token);
  }, [loadRecent, token]);
  const regions = (menu?.value ?? []).filter((region) => region.games.length > 0);
  const region = regions.find((candidate) => candidate.region === chosen) ?? regions[0];
  const regionName = (code: string, title: string) => t(`games_vn_region_${code.toLowerCase()}`, { defaultValue: title || code });
  return (
    <section className="lobby vn-menu" aria-label={t('games_vn_menu')}>
      <h3 className="lobby-heading">{t('games_vn_menu')}</h3>
      {(!menu || menu.phase === 'loading') && <div className="vn-menu__skeleton game-kit-shimmer" role="status" aria-label={t('games_loading')} />}
      {menu?.phase === 'failed' && (
        <div className="game-state" role="alert">
          <p>{t(menu.errorKey ?? 'err_unknown')}</p>
          <button type="button" className="button button--primary" onClick={() => void loadMenu(i18n.language, true)}>{t('games_retry')}</button>
        </div>
      )}
      {region && (
        <>
          <div className="chip-row" role="group" aria-label={t('games_vn_regions')}>
            {regions.map((candidate) => (
              <button key={candidate.region} type="button" className="chip" aria-pressed={candidate.region === region.region} onClick={() => setChosen(candidate.region)}>
                {regionName(candidate.region, candidate.title)}
              </button>
            ))}
          </div>
          <GameChoices games={region.games} label={regionName(region.region, region.title)} />
        </>
      )}
      {token && (
        <div className="vn-menu__recent">
          <h4 className="vn-menu__recent-title">{t('games_vn_recent')}</h4>
          {recent?.phase === 'failed' && (
            <div className="game-state" role="alert">
              <p>{t(recent.errorKey ?? 'err_unknown')}</p>
              <button type="button" className="button button--primary" onClick={() => void loadRecent(token, true)}>{t('games_retry')}</button>
            </div>
          )}
          {recent?.phase === 'ready' && recent.value.length === 0 && <p className="game-state">{t('games_vn_recent_empty')}</p>}
          {recent?.phase === 'ready' && recent.value.length > 0 && <GameChoices games={recent.value} label={t('games_vn_recent')} />}
        </div>
      )}
    </section>
  );
}
