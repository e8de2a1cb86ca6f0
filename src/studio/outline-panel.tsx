import { useState } from 'react';
import type { TFunction } from '@/i18n/translator';
import { Outline, type OutlineName } from './outline';
import { flatten, type OutlineNode } from './outline-model';

export interface CatalogueEntry {
  type: string;
  description: string;
  acceptsChildren: boolean;
}

export type AddPlace = 'after' | 'inside' | 'end';

interface Props {
  nodes: readonly OutlineNode[];
  selected: OutlineNode | undefined;
  onSelect: (pointer: string) => void;
  onMove: (list: string, from: number, to: number) => void;
  nameOf: (node: OutlineNode) => OutlineName;
  label: string;
  /** What Add offers: widgets for screens and layouts, an item for menus, nothing for forms. */
  adds: 'widgets' | 'items' | 'none';
  catalogue: readonly CatalogueEntry[];
  /** Whether the selected entry can hold an added one (a widget that takes children, a menu item). */
  canHold: boolean;
  onAdd: (type: string, place: AddPlace) => void;
  onToggleHidden: () => void;
  onDelete: () => void;
  history: { canUndo: boolean; canRedo: boolean; undo: () => void; redo: () => void };
  t: TFunction;
  /** The merchant the edits are for (the studio's Merchant), and how an entry goes back to the shared document's. */
  merchant?: { name: string; reset: (id: string) => void } | undefined;
}

/** The outline with its tools: add (from the widget catalogue), move, hide, delete, undo and redo. */
export function OutlinePanel({ nodes, selected, onSelect, onMove, nameOf, label, adds, catalogue, canHold, onAdd, onToggleHidden, onDelete, history, t, merchant }: Props) {
  const [adding, setAdding] = useState(false);
  const [filter, setFilter] = useState('');
  const [chosen, setChosen] = useState<string | undefined>(undefined);
  const [place, setPlace] = useState<AddPlace>('after');
  // For a merchant, a tab's own list of fields is not addressable by operations: only fields, tabs, items and nodes move.
  const movable = selected?.list !== undefined && selected.index !== undefined && !(merchant && selected.kind === 'fieldRef');
  const siblings = movable ? countIn(nodes, selected.list ?? '') : 0;
  const hideable = selected !== undefined && selected.kind !== 'group' && selected.kind !== 'fieldRef';
  const deletable = selected !== undefined && selected.kind !== 'group' && !merchant;
  const overridden = merchant ? flatten(nodes).filter(({ node }) => (node.overrides ?? []).length > 0).map(({ node }) => node) : [];
  const places: AddPlace[] = selected ? (canHold ? ['after', 'inside', 'end'] : ['after', 'end']) : ['end'];
  const placeNow = places.includes(place) ? place : places[0] ?? 'end';
  const shown = catalogue.filter((entry) => entry.type.toLowerCase().includes(filter.toLowerCase()) || entry.description.toLowerCase().includes(filter.toLowerCase()));

  return (
    <div className="studio-outline">
      <div className="studio-outline__tools" role="toolbar" aria-label={t('studio_edit_tools')}>
        {adds !== 'none' && (
          <button type="button" className="studio-tool-button studio-tool-button--add" aria-expanded={adds === 'widgets' ? adding : undefined} onClick={() => (adds === 'items' ? onAdd('item', selected ? 'after' : 'end') : setAdding((open) => !open))}>
            + {adds === 'items' ? t('studio_add_item') : t('studio_add')}
          </button>
        )}
        <button type="button" className="studio-tool-button" disabled={!movable || selected.index === 0} onClick={() => selected?.list !== undefined && selected.index !== undefined && onMove(selected.list, selected.index, selected.index - 1)} title={`${t('studio_move_up')} (Alt+↑)`}>↑ {t('studio_move_up')}</button>
        <button type="button" className="studio-tool-button" disabled={!movable || selected.index === siblings - 1} onClick={() => selected?.list !== undefined && selected.index !== undefined && onMove(selected.list, selected.index, selected.index + 1)} title={`${t('studio_move_down')} (Alt+↓)`}>↓ {t('studio_move_down')}</button>
        <button type="button" className="studio-tool-button" disabled={!hideable} aria-pressed={hideable ? selected.hidden : undefined} onClick={onToggleHidden}>{selected?.hidden ? `◉ ${t('studio_show')}` : `◌ ${t('studio_hide')}`}</button>
        <button type="button" className="studio-tool-button studio-tool-button--danger" disabled={!deletable} onClick={onDelete}>✕ {t('studio_delete')}</button>
        <span className="studio-outline__spacer" />
        <button type="button" className="studio-tool-button" disabled={!history.canUndo} onClick={history.undo} title={`${t('studio_undo')} (Ctrl+Z)`}>↶ {t('studio_undo')}</button>
        <button type="button" className="studio-tool-button" disabled={!history.canRedo} onClick={history.redo} title={`${t('studio_redo')} (Ctrl+Shift+Z)`}>↷ {t('studio_redo')}</button>
      </div>
      {merchant && (
        <section className="studio-overrides" aria-label={t('studio_overrides_title', { merchant: merchant.name })}>
          <p className="studio-muted">{t('studio_merchant_mode', { merchant: merchant.name })}</p>
          <h3>{t('studio_overrides_title', { merchant: merchant.name })}</h3>
          {overridden.length === 0 ? (
            <p className="studio-muted">{t('studio_overrides_none', { merchant: merchant.name })}</p>
          ) : (
            <ul>
              {overridden.map((node) => {
                const { name } = nameOf(node);
                return (
                  <li key={node.pointer}>
                    <span><strong>{name}</strong> · {(node.overrides ?? []).join(', ')}</span>
                    <button type="button" className="studio-tool-button" aria-label={t('studio_reset_to_shared_of', { entry: name })} onClick={() => merchant.reset(node.id)}>↺ {t('studio_reset_to_shared')}</button>
                  </li>
                );
              })}
            </ul>
          )}
        </section>
      )}
      {adding && adds === 'widgets' && (
        <section className="studio-add" role="dialog" aria-label={t('studio_add_title')}>
          <h3>{t('studio_add_title')}</h3>
          <input type="search" aria-label={t('studio_add_filter')} placeholder={t('studio_add_filter')} value={filter} onChange={(event) => setFilter(event.target.value)} autoFocus />
          <ul className="studio-add__list" role="listbox" aria-label={t('studio_add_title')}>
            {shown.map((entry) => (
              <li key={entry.type} role="option" aria-selected={entry.type === chosen} tabIndex={0} onClick={() => setChosen(entry.type)} onKeyDown={(event) => (event.key === 'Enter' || event.key === ' ') && (event.preventDefault(), setChosen(entry.type))}>
                <strong>{entry.type}</strong>
                <span>{entry.description}</span>
              </li>
            ))}
          </ul>
          <div className="studio-add__foot">
            <label>{t('studio_add_place')}
              <select value={placeNow} onChange={(event) => setPlace(places.find((candidate) => candidate === event.target.value) ?? 'after')}>
                {places.map((candidate) => <option key={candidate} value={candidate}>{t(candidate === 'after' ? 'studio_add_after' : candidate === 'inside' ? 'studio_add_inside' : 'studio_add_end')}</option>)}
              </select>
            </label>
            <button type="button" className="studio-button" onClick={() => setAdding(false)}>{t('studio_cancel')}</button>
            <button
              type="button"
              className="studio-button studio-button--primary"
              disabled={chosen === undefined}
              onClick={() => {
                if (!chosen) return;
                onAdd(chosen, placeNow);
                setAdding(false);
                setChosen(undefined);
                setFilter('');
              }}
            >
              {t('studio_add_confirm', { type: chosen ?? '…' })}
            </button>
          </div>
        </section>
      )}
      {nodes.length > 0 && <Outline nodes={nodes} selected={selected?.pointer} onSelect={onSelect} onMove={onMove} nameOf={nameOf} label={label} t={t} />}
      <p className="studio-muted studio-outline__help">{t('studio_outline_help')}</p>
    </div>
  );
}

function countIn(nodes: readonly OutlineNode[], list: string): number {
  let count = 0;
  const walk = (entries: readonly OutlineNode[]) => {
    for (const node of entries) {
      if (node.list === list) count++;
      walk(node.children);
    }
  };
  walk(nodes);
  return count;
}
