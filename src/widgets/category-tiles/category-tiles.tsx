import { useTranslation } from '@/i18n/use-translation';
import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useRunAction } from '@/renderer/action-context';
import { isSitePath } from '@/schema/url-policy';
import type { CategoryTilesProps } from './props';
import { CategoryIcon } from './category-icon';
import './category-tiles.css';

export default function CategoryTiles({ props, nodeId }: WidgetProps<CategoryTilesProps>) {
  const { t } = useTranslation();
  const runAction = useRunAction();
  return (
    <ul {...nodeAttributes(nodeId)} className="tiles">
      {/* A merchant override's props skip the props schema: a tile whose link leaves the site is not shown. */}
      {props.tiles.filter((tile) => isSitePath(tile.to)).map((tile) => (
        <li key={tile.id} data-tile-id={tile.id}>
          <a
            className="tiles__tile"
            href={tile.to}
            onClick={(event) => {
              event.preventDefault();
              runAction({ type: 'navigate', to: tile.to });
            }}
          >
            <CategoryIcon name={tile.icon ?? 'slots'} />
            <span className="tiles__label">{t(tile.label)}</span>
            {tile.caption && <span className="tiles__caption">{t(tile.caption)}</span>}
          </a>
        </li>
      ))}
    </ul>
  );
}
