import { useEffect, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLocation, useSearchParams } from '@/renderer/navigation';
import type { PrizeMode } from '@/api/lottery';
import { imageUrl } from '@/api/cdn';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useRunAction } from '@/renderer/action-context';
import { useLotteryStore } from '@/stores/game-lottery-store';
import { usePlatformStore } from '@/stores/platform-store';
import { useBrand } from '@/stores/brand-store';
import { lotteryPlayAction, offeredPrizeModes, startPrizeMode } from './lottery-action';
import { VnDraws } from './vn-draws';
import { VnMenu } from './vn-menu';
import { OpenDraw } from './open-draw';
import { drawIntervalText } from './draw-interval';
import type { LotteryLobbyProps } from './props';
import '../game-kit/game-kit.css';
import './lottery-lobby.css';

export default function LotteryLobby({ props, nodeId }: WidgetProps<LotteryLobbyProps>) {
  const { t } = useTranslation();
  const runAction = useRunAction();
  const drawInterval = (minutes: number) => {
    const { key, count } = drawIntervalText(minutes);
    return t(key, { count });
  };
  const { pathname } = useLocation();
  const [searchParams] = useSearchParams();
  const gameCode = searchParams.get('gameCode') ?? undefined;
  const playType = searchParams.get('playType') ?? undefined;
  const modes = offeredPrizeModes(props.prizeModes);
  const brandMode = useBrand((s) => s.theme?.lotteryType);
  // The tab the player picked; until then the tab of the game the URL names, else the page's own (`startPrizeMode`,
  // which follows the brand's theme even if it arrives after the lobby has drawn).
  const [picked, setPicked] = useState<PrizeMode | undefined>();
  const popular = useLotteryStore((s) => s.popular);
  const loadPopular = useLotteryStore((s) => s.loadPopular);
  const imageCdn = usePlatformStore((s) => s.cdns.image);
  const featured = gameCode ? modes.flatMap((candidate) => popular[candidate]?.value ?? []).find((game) => game.gameCode === gameCode) : undefined;
  const featuredMode = featured?.prizeMode !== undefined && modes.includes(featured.prizeMode) ? featured.prizeMode : undefined;
  const mode = picked ?? featuredMode ?? startPrizeMode(modes, pathname, brandMode);
  // A gameCode in the URL may belong to any prize mode: load them all to find it.
  useEffect(() => {
    for (const candidate of gameCode ? modes : [mode]) void loadPopular(candidate);
  }, [loadPopular, mode, modes, gameCode]);
  const entry = popular[mode];
  const games = entry?.value ?? [];
  const drawsGame = featured ?? games.find((game) => game.vassalage === 'TCG_LOTTO_VN');
  // Any other lottery: the draw open now of the chosen game, else of the tab's first (spec §7 opened numero).
  const openDrawGame = drawsGame?.vassalage === 'TCG_LOTTO_VN' ? undefined : (featured ?? games[0]);
  const showVnMenu = (props.vnMenu ?? true) && pathname.startsWith('/vnlottery');
  const headingId = `${nodeId}-title`;
  return (
    <section {...nodeAttributes(nodeId)} className="lobby lottery-lobby" aria-labelledby={headingId}>
      <h2 id={headingId} className="lobby-heading">{t(props.title ?? 'games_lottery_popular')}</h2>
      {showVnMenu && <VnMenu />}
      {modes.length > 1 && (
        // Toggle buttons in a named group (each says whether it is pressed): they filter the list below, they do not
        // switch panels, so they are not ARIA tabs.
        <div className="chip-row" role="group" aria-label={t('games_lottery_modes')}>
          {modes.map((candidate) => (
            <button key={candidate} type="button" className="chip" aria-pressed={candidate === mode} onClick={() => setPicked(candidate)}>
              {t(`games_prize_${candidate.toLowerCase()}`)}
            </button>
          ))}
        </div>
      )}
      {featured && (
        <div className="lottery-featured" role="region" aria-label={featured.gameName}>
          <div>
            <p className="lottery-featured__eyebrow">{t('games_lottery_selected')}</p>
            <h3 className="lottery-featured__name">{featured.gameName}</h3>
            {playType && <p className="lobby-card__meta">{t('games_lottery_play_type', { playType })}</p>}
          </div>
          <button type="button" className="button button--primary" onClick={() => runAction(lotteryPlayAction(featured, playType))}>{t('games_lottery_bet_now')}</button>
        </div>
      )}
      {(!entry || entry.phase === 'loading') && (
        <ul className="lobby-cards" role="status" aria-label={t('games_loading')}>
          {[0, 1, 2, 3].map((index) => <li key={index} className="lobby-card game-kit-shimmer lottery-lobby__skeleton" />)}
        </ul>
      )}
      {entry?.phase === 'failed' && (
        <div className="game-state" role="alert">
          <p>{t(entry.errorKey ?? 'err_unknown')}</p>
          <button type="button" className="button button--primary" onClick={() => void loadPopular(mode, true)}>{t('games_retry')}</button>
        </div>
      )}
      {entry?.phase === 'ready' && games.length === 0 && <p className="game-state">{t('games_lottery_empty')}</p>}
      {games.length > 0 && (
        <ul className="lobby-cards" aria-label={t(`games_prize_${mode.toLowerCase()}`)}>
          {games.map((game) => (
            <li key={game.gameCode}>
              <article className="lobby-card lottery-card" aria-current={game.gameCode === gameCode ? 'true' : undefined}>
                <span className="lobby-card__logo">{game.icon && <img src={imageUrl(imageCdn, game.icon)} alt="" width={250} height={100} loading="lazy" />}</span>
                <h3 className="lobby-card__title">{game.gameName}</h3>
                {game.drawIntervalMinutes !== undefined && <p className="lobby-card__meta">{drawInterval(game.drawIntervalMinutes)}</p>}
                <button type="button" className="button button--primary lottery-card__play" aria-label={t('games_play_named', { name: game.gameName })} onClick={() => runAction(lotteryPlayAction(game))}>
                  {t('games_play')}
                </button>
              </article>
            </li>
          ))}
        </ul>
      )}
      {(props.showDraws ?? true) && drawsGame?.vassalage === 'TCG_LOTTO_VN' && (
        <div className="lobby">
          <h3 className="lobby-heading">{t('games_lottery_draws_of', { name: drawsGame.gameName })}</h3>
          <VnDraws gameCode={drawsGame.gameCode} gameName={drawsGame.gameName} />
        </div>
      )}
      {(props.showDraws ?? true) && openDrawGame && <OpenDraw gameCode={openDrawGame.gameCode} gameName={openDrawGame.gameName} />}
    </section>
  );
}
