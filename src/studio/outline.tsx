import { useEffect, useMemo, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import type { TFunction } from '@/i18n/translator';
import { flatten, type OutlineNode } from './outline-model';

export interface OutlineName {
  /** What the entry is called in the chosen language (its text), else its id. */
  name: string;
  /** The small line beside it: the widget type, or what kind of entry it is. */
  kind: string;
}

interface Props {
  nodes: readonly OutlineNode[];
  selected: string | undefined;
  onSelect: (pointer: string) => void;
  /** An entry of the list `list` moved from `from` to `to` (drag, or Alt+↑/↓). */
  onMove: (list: string, from: number, to: number) => void;
  nameOf: (node: OutlineNode) => OutlineName;
  label: string;
  t: TFunction;
}

/** How long each list is, for the keyboard moves (Alt+↓ stops at the end). */
function listLengths(nodes: readonly OutlineNode[]): Map<string, number> {
  const lengths = new Map<string, number>();
  for (const { node } of flatten(nodes)) if (node.list !== undefined && node.index !== undefined) lengths.set(node.list, Math.max(lengths.get(node.list) ?? 0, node.index + 1));
  return lengths;
}

/**
 * The document as a tree (WAI-ARIA tree view): ↑ ↓ go through the visible rows, → opens an entry or goes to its
 * first child, ← closes it or goes to its parent, Home and End go to the ends; the focused row is the selected
 * one. Alt+↑ and Alt+↓ move the selected entry within its list, and so does drag and drop.
 */
export function Outline({ nodes, selected, onSelect, onMove, nameOf, label, t }: Props) {
  // A form's tabs start closed: each lists the form's fields again, and the outline would show most fields four times.
  const [collapsed, setCollapsed] = useState<ReadonlySet<string>>(() => new Set(flatten(nodes).filter(({ node }) => node.kind === 'tab').map(({ node }) => node.pointer)));
  const [dragging, setDragging] = useState<{ list: string; index: number } | undefined>(undefined);
  const [over, setOver] = useState<string | undefined>(undefined);
  const rows = useMemo(() => {
    const all = flatten(nodes);
    // Rows under a closed entry are not shown.
    return all.filter(({ node }) => !all.some((row) => collapsed.has(row.node.pointer) && node.pointer.startsWith(`${row.node.pointer}/`) && row.node !== node));
  }, [nodes, collapsed]);
  const lengths = useMemo(() => listLengths(nodes), [nodes]);
  const items = useRef(new Map<string, HTMLLIElement>());
  const focusNext = useRef(false);
  const focusable = rows.some((row) => row.node.pointer === selected) ? selected : rows[0]?.node.pointer;

  // Whether the focus is in the tree: a row redrawn under it (an undo moves it, the texts change) keeps the focus in
  // the tree, on the row to focus, so the next key (Ctrl+Shift+Z, an arrow) still reaches the studio.
  const focused = useRef(false);
  useEffect(() => {
    if (focusNext.current && selected) {
      focusNext.current = false;
      items.current.get(selected)?.focus();
      return;
    }
    if (focused.current && document.activeElement === document.body && focusable) items.current.get(focusable)?.focus();
  }, [selected, rows, focusable]);

  const go = (pointer: string | undefined) => {
    if (pointer === undefined) return;
    focusNext.current = true;
    onSelect(pointer);
  };
  const setOpen = (pointer: string, open: boolean) =>
    setCollapsed((current) => {
      const next = new Set(current);
      if (open) next.delete(pointer);
      else next.add(pointer);
      return next;
    });

  const onKeyDown = (event: KeyboardEvent) => {
    const at = rows.findIndex((row) => row.node.pointer === focusable);
    const row = rows[at];
    if (!row) return;
    const { node } = row;
    const open = node.children.length > 0 && !collapsed.has(node.pointer);
    if (event.altKey && (event.key === 'ArrowUp' || event.key === 'ArrowDown')) {
      event.preventDefault();
      if (node.list === undefined || node.index === undefined) return;
      const to = node.index + (event.key === 'ArrowUp' ? -1 : 1);
      if (to < 0 || to >= (lengths.get(node.list) ?? 0)) return;
      focusNext.current = true;
      onMove(node.list, node.index, to);
      return;
    }
    const moves: Record<string, () => void> = {
      ArrowDown: () => go(rows[at + 1]?.node.pointer),
      ArrowUp: () => go(rows[at - 1]?.node.pointer),
      Home: () => go(rows[0]?.node.pointer),
      End: () => go(rows[rows.length - 1]?.node.pointer),
      ArrowRight: () => {
        if (node.children.length === 0) return;
        if (!open) setOpen(node.pointer, true);
        else go(node.children[0]?.pointer);
      },
      ArrowLeft: () => {
        if (open) setOpen(node.pointer, false);
        else go(row.parent?.pointer);
      },
      Enter: () => go(node.pointer),
      ' ': () => go(node.pointer),
    };
    const move = moves[event.key];
    if (!move) return;
    event.preventDefault();
    move();
  };

  const canDrag = (node: OutlineNode) => node.list !== undefined && node.index !== undefined;
  const dragProps = (node: OutlineNode) =>
    canDrag(node)
      ? {
          draggable: true,
          onDragStart: (event: DragEvent) => {
            event.stopPropagation();
            event.dataTransfer.effectAllowed = 'move';
            event.dataTransfer.setData('text/plain', node.id);
            setDragging({ list: node.list ?? '', index: node.index ?? 0 });
          },
          onDragOver: (event: DragEvent) => {
            if (dragging?.list !== node.list) return;
            event.preventDefault();
            event.stopPropagation();
            if (over !== node.pointer) setOver(node.pointer);
          },
          onDrop: (event: DragEvent) => {
            event.preventDefault();
            event.stopPropagation();
            if (dragging && dragging.list === node.list && node.index !== undefined && dragging.index !== node.index) {
              focusNext.current = true;
              onMove(dragging.list, dragging.index, node.index);
            }
            setDragging(undefined);
            setOver(undefined);
          },
          onDragEnd: () => {
            setDragging(undefined);
            setOver(undefined);
          },
        }
      : {};

  const render = (list: readonly OutlineNode[], depth: number) =>
    list.map((node, position) => {
      const { name, kind } = nameOf(node);
      const hasChildren = node.children.length > 0;
      const open = hasChildren && !collapsed.has(node.pointer);
      const state = [node.hidden && !node.reason ? t('studio_badge_hidden') : undefined, node.reason, ...(node.overrides ?? [])].filter(Boolean).join(', ');
      return (
        <li
          key={`${node.pointer}-${node.id}`}
          ref={(element) => {
            if (element) items.current.set(node.pointer, element);
            else items.current.delete(node.pointer);
          }}
          role="treeitem"
          aria-level={depth}
          aria-setsize={list.length}
          aria-posinset={position + 1}
          aria-selected={node.pointer === selected}
          aria-label={[name, kind, state].filter(Boolean).join(', ')}
          {...(hasChildren ? { 'aria-expanded': open } : {})}
          tabIndex={node.pointer === focusable ? 0 : -1}
          data-pointer={node.pointer}
          data-node-id={node.id}
          className={`studio-tree__item${node.hidden ? ' studio-tree__item--hidden' : ''}${node.greyed ? ' studio-tree__item--greyed' : ''}`}
          onClick={(event) => {
            event.stopPropagation();
            go(node.pointer);
          }}
          {...dragProps(node)}
        >
          <div className={`studio-tree__row${node.pointer === selected ? ' studio-tree__row--selected' : ''}${over === node.pointer ? ' studio-tree__row--over' : ''}${dragging && dragging.list === node.list && dragging.index === node.index ? ' studio-tree__row--dragging' : ''}`} style={{ paddingLeft: 6 + (depth - 1) * 16 }}>
            {hasChildren ? (
              <span
                className="studio-tree__toggle"
                aria-hidden="true"
                onClick={(event) => {
                  event.stopPropagation();
                  setOpen(node.pointer, !open);
                }}
              >
                {open ? '▾' : '▸'}
              </span>
            ) : (
              <span className="studio-tree__toggle" aria-hidden="true" />
            )}
            {canDrag(node) && <span className="studio-tree__grip" aria-hidden="true">⋮⋮</span>}
            <span className="studio-tree__name">{name}</span>
            <small className="studio-tree__kind" aria-hidden="true">{kind}</small>
            {node.hidden && !node.reason && <small className="studio-tree__badge" aria-hidden="true">{t('studio_badge_hidden')}</small>}
            {!node.hidden && node.conditional && !node.reason && <small className="studio-tree__badge studio-tree__badge--when" aria-hidden="true" title={t('studio_badge_conditional')}>?</small>}
            {(node.overrides ?? []).map((change) => <small key={change} className="studio-tree__badge studio-tree__badge--merchant" aria-hidden="true">{change}</small>)}
          </div>
          {node.reason && <small className="studio-tree__reason" aria-hidden="true" style={{ paddingLeft: 6 + (depth - 1) * 16 + 30 }}>{node.reason}</small>}
          {open && (
            <ul role="group">{render(node.children, depth + 1)}</ul>
          )}
        </li>
      );
    });

  return (
    <ul
      className="studio-tree"
      role="tree"
      aria-label={label}
      onKeyDown={onKeyDown}
      onFocus={() => (focused.current = true)}
      onBlur={(event) => {
        // Focus that leaves for another element leaves the tree; a row removed under the focus does not.
        if (event.relatedTarget !== null && !event.currentTarget.contains(event.relatedTarget)) focused.current = false;
      }}
    >
      {render(nodes, 1)}
    </ul>
  );
}
