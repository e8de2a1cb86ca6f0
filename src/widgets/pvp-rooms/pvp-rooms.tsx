import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useSearchParams } from '@/renderer/navigation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useRunAction } from '@/renderer/action-context';
import { usePvpStore } from '@/stores/game-pvp-store';
import { useCurrency } from '../data-kit/currency';
import { MoneyPhrase } from '../data-kit/money-phrase';
import type { PvpRoomsProps } from './props';
import '../game-kit/game-kit.css';
import './pvp-rooms.css';

export default function PvpRooms({ props, nodeId }: WidgetProps<PvpRoomsProps>) {
  const { t } = useTranslation();
  const currency = useCurrency();
  const runAction = useRunAction();
  const [searchParams] = useSearchParams();
  const vassalage = props.vassalage ?? (searchParams.get('vendor') || undefined);
  const entry = usePvpStore((s) => s.rooms[vassalage ?? '']);
  const load = usePvpStore((s) => s.load);
  useEffect(() => {
    void load(vassalage);
  }, [load, vassalage]);
  const headingId = `${nodeId}-title`;
  return (
    <section {...nodeAttributes(nodeId)} className="lobby pvp-rooms" aria-labelledby={headingId}>
      <h2 id={headingId} className="lobby-heading">{t(props.title ?? 'games_pvp_rooms')}</h2>
      {(!entry || entry.phase === 'loading') && <div className="pvp-rooms__skeleton game-kit-shimmer" role="status" aria-label={t('games_loading')} />}
      {entry?.phase === 'failed' && (
        <div className="game-state" role="alert">
          <p>{t(entry.errorKey ?? 'err_unknown')}</p>
          <button type="button" className="button button--primary" onClick={() => void load(vassalage, true)}>{t('games_retry')}</button>
        </div>
      )}
      {entry?.phase === 'ready' && entry.rooms.length === 0 && <p className="game-state">{t('games_pvp_empty')}</p>}
      {entry?.phase === 'ready' && entry.rooms.length > 0 && (
        <ul className="pvp-rooms__list">
          {entry.rooms.map((room) => {
            const full = room.players !== undefined && room.maxPlayers !== undefined && room.players >= room.maxPlayers;
            return (
              <li key={room.roomId} className="pvp-room">
                <div>
                  <h3 className="pvp-room__name">{room.roomName || room.roomId}</h3>
                  <p className="pvp-room__meta">
                    {room.players !== undefined && room.maxPlayers !== undefined && <span>{t('games_pvp_seats', { players: room.players, max: room.maxPlayers })}</span>}
                    {room.minBet !== undefined && <MoneyPhrase value={room.minBet} currency={currency} phrase={(amount) => t('games_pvp_min_bet', { amount })} />}
                  </p>
                </div>
                <button
                  type="button"
                  className="button button--primary"
                  disabled={full}
                  aria-label={t('games_pvp_join_named', { name: room.roomName || room.roomId })}
                  onClick={() => runAction({ type: 'launchGame', vendor: room.vassalage, gameId: room.gameId, roomId: room.roomId, gameType: 'PVP', gameName: room.roomName || room.roomId })}
                >
                  {full ? t('games_pvp_full') : t('games_pvp_join')}
                </button>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
