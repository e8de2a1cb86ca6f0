import type { ReactNode } from 'react';
import type { ResolvedMenu } from '@/schema/resolved';
import type { WidgetProps } from '@/renderer/define-widget';
import { useResolvedDocument } from '@/renderer/documents/use-resolved-document';
import { AccountMenu } from './account-menu';
import { ButtonMenu, LinkMenu } from './button-menu';
import { ColumnMenu, ListMenu } from './list-menu';
import { NavMenu } from './nav-menu';
import { ResourceBar } from './resource-bar';
import { ShortcutMenu } from './shortcut-menu';
import { TabMenu } from './tab-menu';
import type { MenuProps } from './props';
import type { MenuVariantProps } from './variant-props';
import './menu.css';

const VARIANTS: Record<MenuProps['variant'], (props: MenuVariantProps) => ReactNode> = {
  nav: NavMenu,
  column: ColumnMenu,
  account: AccountMenu,
  buttons: ButtonMenu,
  links: LinkMenu,
  resourceBar: ResourceBar,
  tabs: TabMenu,
  list: ListMenu,
  shortcuts: ShortcutMenu,
};

/** Every menu of the frame: the node names the document and the presentation; the items are data. */
export default function Menu({ props, nodeId }: WidgetProps<MenuProps>) {
  const document = useResolvedDocument<ResolvedMenu>(props.menu);
  const Variant = VARIANTS[props.variant];
  const items = document.state === 'ready' ? document.resolved.items : undefined;
  // A column keeps its heading while its items load; the other presentations show once they have items.
  if (!items && props.variant !== 'column' && props.variant !== 'nav') return null;
  return <Variant items={items ?? []} nodeId={nodeId} props={props} />;
}
