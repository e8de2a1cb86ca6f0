import { useRef, useState } from 'react';
import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useRunAction } from '@/renderer/action-context';
import { useGameFrameStore } from '@/stores/game-frame-store';
import type { GameFrameProps } from './props';
import './game-frame.css';

export default function GameFrame({ props, nodeId }: WidgetProps<GameFrameProps>) {
  const { t } = useTranslation();
  const runAction = useRunAction();
  const target = useGameFrameStore((s) => s.target);
  const stage = useRef<HTMLDivElement>(null);
  const [reloads, setReloads] = useState(0);
  const emptyTo = props.emptyTo ?? '/rng';

  if (!target) {
    return (
      <section {...nodeAttributes(nodeId)} className="game-frame game-frame--empty">
        <h1 className="game-frame__title">{t('games_frame_none')}</h1>
        <p>{t('games_frame_none_text')}</p>
        <a className="button button--primary" href={emptyTo} onClick={(event) => { event.preventDefault(); runAction({ type: 'navigate', to: emptyTo }); }}>
          {t('games_frame_choose')}
        </a>
      </section>
    );
  }
  return (
    <section {...nodeAttributes(nodeId)} className="game-frame" aria-labelledby={`${nodeId}-title`}>
      <div className="game-frame__bar">
        <button type="button" className="button button--ghost" onClick={() => window.history.length > 1 ? window.history.back() : runAction({ type: 'navigate', to: emptyTo })}>
          ← {t('games_frame_back')}
        </button>
        <h1 id={`${nodeId}-title`} className="game-frame__title" title={target.title}>{target.title}</h1>
        <div className="game-frame__tools">
          <button type="button" className="button button--secondary" onClick={() => setReloads(reloads + 1)}>{t('games_frame_reload')}</button>
          <button type="button" className="button button--secondary" onClick={() => void stage.current?.requestFullscreen?.()}>{t('games_frame_fullscreen')}</button>
        </div>
      </div>
      <div ref={stage} className="game-frame__stage">
        {target.kind === 'url' ? (
          <iframe key={reloads} title={target.title} src={target.url} allow="autoplay; fullscreen" allowFullScreen />
        ) : (
          // The PvP content is the platform's HTML: sandboxed without same-origin, so it cannot reach the session.
          <iframe key={reloads} title={target.title} srcDoc={target.html} sandbox="allow-scripts allow-forms allow-popups" />
        )}
      </div>
    </section>
  );
}
