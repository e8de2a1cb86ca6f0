import { useEffect, useRef } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { GameGridView } from '../game-kit/game-grid-view';

/** spec §3 isGame VASSALAGE: the vendor's games in a popup over the lobby. */
export function GameListPopup({ vassalage, title, gameType, openIn, onClose }: { vassalage: string; title: string; gameType: string | undefined; openIn: 'page' | 'popup'; onClose: () => void }) {
  const { t } = useTranslation();
  const panel = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    panel.current?.focus();
    const overflow = document.body.style.overflow;
    document.body.style.overflow = 'hidden';
    return () => {
      document.body.style.overflow = overflow;
      previous?.focus();
    };
  }, []);
  const query = { vassalage, ...(gameType ? { gameType } : {}) };
  return (
    <div className="game-popup" onMouseDown={(event) => event.target === event.currentTarget && onClose()}>
      <div
        ref={panel}
        className="game-popup__panel"
        role="dialog"
        aria-modal="true"
        aria-label={t('games_popup_title', { vendor: title })}
        tabIndex={-1}
        onKeyDown={(event) => event.key === 'Escape' && onClose()}
      >
        <header className="game-popup__header">
          <h2>{t('games_popup_title', { vendor: title })}</h2>
          <button type="button" className="game-popup__close" aria-label={t('games_close')} onClick={onClose}>×</button>
        </header>
        <GameGridView query={query} searchable openIn={openIn} label={t('games_popup_title', { vendor: title })} tileLevel={3} />
      </div>
    </div>
  );
}
