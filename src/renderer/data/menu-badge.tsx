import type { ResolvedMenuItem } from '@/schema/resolved';
import { useQuery } from './use-query';

function CountBadge({ binding }: { binding: NonNullable<ResolvedMenuItem['badgeCount']> }) {
  const query = useQuery(binding);
  const count = query.state === 'ready' ? (query.result.count ?? 0) : 0;
  if (count <= 0) return null;
  return (
    <span className="centre__badge" data-badge-count={count}>
      {count > 99 ? '99+' : count}
    </span>
  );
}

/** A menu item's badge: literal text, or a count from a named query shown when above 0 (spec §2). */
export function MenuBadge({ item }: { item: ResolvedMenuItem }) {
  if (item.badgeCount) return <CountBadge binding={item.badgeCount} />;
  return item.badge ? <span className="centre__badge">{item.badge}</span> : null;
}
