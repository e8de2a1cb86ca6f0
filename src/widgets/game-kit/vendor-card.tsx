import { useTranslation } from '@/i18n/use-translation';
import type { VendorCard as Card } from '@/api/games';
import { imageUrl } from '@/api/cdn';
import type { Action } from '@/schema/types';
import { usePlatformStore } from '@/stores/platform-store';
import './game-kit.css';

/** spec §3 launch input of a vendor card: VASSALAGE lists the vendor's games, anything else launches. */
export function vendorCardAction(card: Card, category: string): Action {
  const action: Extract<Action, { type: 'launchGame' }> = { type: 'launchGame', vendor: card.vassalage, gameType: card.gameType ?? category, gameName: card.displayName || card.vassalage, isGame: card.isGame };
  if (card.code !== undefined && card.code !== '') action.gameId = card.code;
  if (card.defaultPlayType !== undefined && card.defaultPlayType !== '') action.playType = card.defaultPlayType;
  return action;
}

/** A vendor as a large card: logo from the image CDN, name, what it opens. */
export function VendorCardButton({ card, caption, pressed, onChoose }: { card: Card; caption: string; pressed?: boolean | undefined; onChoose: () => void }) {
  const { t } = useTranslation();
  const imageCdn = usePlatformStore((s) => s.cdns.image);
  const logo = card.logo ?? card.icon;
  return (
    <button
      type="button"
      className={`lobby-card${card.maintenance ? ' lobby-card--maintenance' : ''}`}
      aria-pressed={pressed}
      disabled={card.maintenance}
      onClick={onChoose}
      data-vendor={card.vassalage}
    >
      <span className="lobby-card__logo">{logo && <img src={imageUrl(imageCdn, logo)} alt="" width={250} height={100} loading="lazy" />}</span>
      <span className="lobby-card__title">{card.displayName || card.vassalage}</span>
      <span className="lobby-card__meta">{card.maintenance ? t('games_vendor_maintenance') : caption}</span>
      <span className="lobby-card__cta" aria-hidden="true">{card.isGame === 'VASSALAGE' ? t('games_browse') : t('games_play')} →</span>
    </button>
  );
}
