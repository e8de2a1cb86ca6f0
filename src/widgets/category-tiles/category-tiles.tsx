import { useTranslation } from 'react-i18next';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useRunAction } from '@/renderer/action-context';
import type { CategoryTilesProps } from './props';
import './category-tiles.css';

const ICONS: Record<string, string> = {
  slots: '🎰', live: '🃏', sports: '⚽', fish: '🐟', lottery: '🎱', poker: '♠', esports: '🎮', promo: '🎁',
};

export default function CategoryTiles({ props, nodeId }: WidgetProps<CategoryTilesProps>) {
  const { t } = useTranslation();
  const runAction = useRunAction();
  return (
    <ul {...nodeAttributes(nodeId)} className="tiles">
      {props.tiles.map((tile) => (
        <li key={tile.id} data-tile-id={tile.id}>
          <a
            className="tiles__tile"
            href={tile.to}
            onClick={(event) => {
              event.preventDefault();
              runAction({ type: 'navigate', to: tile.to });
            }}
          >
            <span className="tiles__icon" aria-hidden="true">{ICONS[tile.icon ?? 'slots']}</span>
            <span className="tiles__label">{t(tile.label)}</span>
            {tile.caption && <span className="tiles__caption">{t(tile.caption)}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
