import type { ResolvedMenuItem } from '@/schema/resolved';
import type { MenuProps } from './props';

/** What each presentation of the Menu widget receives: the resolved items, the node id, the node's props. */
export interface MenuVariantProps {
  items: readonly ResolvedMenuItem[];
  nodeId: string;
  props: MenuProps;
}
