import type { ModalProps } from '../overlays/modal-props';
import { Overlay } from '../overlays/overlay';
import './game-popup.css';

/** spec §2 modal "game popup iframe": a launched game over the current page; Escape or × closes it. */
export default function GamePopup({ params, close }: ModalProps) {
  const url = params['url'];
  const title = params['title'] ?? '';
  // Only same-site paths and https addresses (the launch code already checked; this guards direct opens).
  const playable = url !== undefined && (/^\/(?!\/)/.test(url) || url.startsWith('https://'));
  return (
    <Overlay title={title} size="large" onClose={close}>
      {playable && <iframe className="game-popup__frame" title={title} src={url} allow="autoplay; fullscreen" />}
    </Overlay>
  );
}
