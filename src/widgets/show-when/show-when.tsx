import { nodeAttributes, type WidgetProps } from '@/renderer/define-widget';
import { useQuery } from '@/renderer/data/use-query';
import type { ShowWhenProps } from './props';

/** Nothing shows until the fact is known, so a hidden part never flashes in. */
export default function ShowWhen({ props, nodeId, children }: WidgetProps<ShowWhenProps>) {
  const query = useQuery(props.source);
  if (query.state !== 'ready') return null;
  const value = query.result.facts[props.field] ?? query.result.rows[0]?.[props.field];
  if (value !== props.equals) return null;
  return (
    <div {...nodeAttributes(nodeId)} className="show-when">
      {children}
    </div>
  );
}
