import type { ResolvedNode } from '@/schema/resolved';

/**
 * The widgets that open by themselves over the page on a visit (the notice popup, the red envelope, the gift popup of
 * the promotions): the preview is a picture of the page, so it never draws them. They would cover what the operator
 * edits, and a shown one marks itself seen for the tab (the site's own pages then skip it).
 */
export const FIRST_VISIT_POPUPS: readonly string[] = ['NoticePopup', 'RedEnvelope', 'GiftPopup'];

/**
 * The nodes without the first-visit popups (at any depth), and the popups' types left out, in order, once each. The
 * same nodes (the same array) when there is none, so what the preview rendered stays as it was.
 */
export function withoutPopups<T extends readonly ResolvedNode[]>(nodes: T): { nodes: T | ResolvedNode[]; left: string[] } {
  const left: string[] = [];
  const keep = (list: readonly ResolvedNode[]): ResolvedNode[] =>
    list.flatMap((node) => {
      if (FIRST_VISIT_POPUPS.includes(node.type)) {
        if (!left.includes(node.type)) left.push(node.type);
        return [];
      }
      const children = keep(node.children);
      return [children.length === node.children.length && children.every((child, at) => child === node.children[at]) ? node : { ...node, children }];
    });
  const kept = keep(nodes);
  return left.length === 0 ? { nodes, left } : { nodes: kept, left };
}
