import { useEffect } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { useLotteryMenusStore } from '@/stores/lottery-menus-store';
import { useSearchParams } from '@/renderer/navigation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useRunAction } from '@/renderer/action-context';
import { useVendorStore } from '@/stores/vendor-store';
import { VendorCardButton, vendorCardAction } from '../game-kit/vendor-card';
import { GameListPopup } from './game-list-popup';
import type { VendorLobbyProps } from './props';
import './vendor-lobby.css';

export default function VendorLobby({ props, nodeId }: WidgetProps<VendorLobbyProps>) {
  const { t, i18n } = useTranslation();
  const runAction = useRunAction();
  const [searchParams, setSearchParams] = useSearchParams();
  const fromGateway = props.source === 'lotteryGateway';
  const vendorPhase = useVendorStore((s) => s.phase);
  const vendorCategories = useVendorStore((s) => s.categories);
  const menusPhase = useLotteryMenusStore((s) => s.phase);
  const menus = useLotteryMenusStore((s) => s.categories);
  const loadMenus = useLotteryMenusStore((s) => s.load);
  useEffect(() => {
    if (fromGateway) void loadMenus(i18n.language);
  }, [fromGateway, loadMenus, i18n.language]);
  const phase = fromGateway ? menusPhase : vendorPhase;
  const categories = fromGateway ? menus : vendorCategories;
  const cards = categories
    .filter((category) => (props.categories as readonly string[]).includes(category.gameClassify))
    .flatMap((category) => category.cards.map((card) => ({ card, category: category.gameClassify })));
  const chosen = searchParams.get('vendor');
  const open = cards.find(({ card }) => card.vassalage === chosen && card.isGame === 'VASSALAGE');
  const openIn = props.openIn ?? 'page';

  const choose = (vassalage: string | null) =>
    setSearchParams((params) => {
      const next = new URLSearchParams(params);
      if (vassalage) next.set('vendor', vassalage);
      else next.delete('vendor');
      return next;
    });
  const headingId = `${nodeId}-title`;
  return (
    <section {...nodeAttributes(nodeId)} className="lobby vendor-lobby" aria-labelledby={props.title ? headingId : undefined} aria-label={props.title ? undefined : t('games_vendors')}>
      {props.title && <h2 id={headingId} className="lobby-heading">{t(props.title)}</h2>}
      {phase !== 'ready' && cards.length === 0 ? (
        phase === 'failed' ? (
          <p className="game-state" role="alert">{t('games_vendors_failed')}</p>
        ) : (
          <ul className="lobby-cards" role="status" aria-label={t('games_loading')}>
            {[0, 1, 2, 3].map((index) => <li key={index} className="lobby-card game-kit-shimmer vendor-lobby__skeleton" />)}
          </ul>
        )
      ) : cards.length === 0 ? (
        <p className="game-state">{t('games_no_vendor')}</p>
      ) : (
        <ul className="lobby-cards">
          {cards.map(({ card, category }) => (
            <li key={`${category}-${card.vassalage}`}>
              <VendorCardButton
                card={card}
                caption={t(props.caption ?? `games_category_${category.toLowerCase()}`)}
                pressed={card.isGame === 'VASSALAGE' ? card.vassalage === open?.card.vassalage : undefined}
                onChoose={() => (card.isGame === 'VASSALAGE' ? choose(card.vassalage) : runAction(vendorCardAction(card, category)))}
              />
            </li>
          ))}
        </ul>
      )}
      {open && (
        <GameListPopup vassalage={open.card.vassalage} title={open.card.displayName || open.card.vassalage} gameType={open.card.gameType ?? open.category} openIn={openIn} onClose={() => choose(null)} />
      )}
    </section>
  );
}
