import { useSyncExternalStore, type HTMLAttributes, type KeyboardEvent } from 'react';

/** The tab a key moves to in a row of tabs (WAI-ARIA tabs: ← → wrap around, Home and End go to the ends), or undefined. */
export function tabAfterKey<T>(tabs: readonly T[], current: T, key: string): T | undefined {
  const at = tabs.indexOf(current);
  if (tabs.length === 0) return undefined;
  if (key === 'ArrowRight') return tabs[(at + 1) % tabs.length];
  if (key === 'ArrowLeft') return tabs[(at - 1 + tabs.length) % tabs.length];
  if (key === 'Home') return tabs[0];
  if (key === 'End') return tabs[tabs.length - 1];
  return undefined;
}

/** Whether a media query matches now, following it as the window changes. */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (changed) => {
      const list = window.matchMedia(query);
      list.addEventListener('change', changed);
      return () => list.removeEventListener('change', changed);
    },
    () => window.matchMedia(query).matches,
  );
}

export interface PaneTab<T extends string> {
  id: T;
  label: string;
}

/** The id of a pane's tab and of its panel (aria-controls / aria-labelledby). */
export const paneTabId = (id: string) => `studio-pane-tab-${id}`;
export const panePanelId = (id: string) => `studio-pane-${id}`;

/** The studio's panes as WAI-ARIA tabs (a phone's width): one pane shows, the arrow keys move between the tabs. */
export function PaneTabs<T extends string>({ tabs, selected, onSelect, label }: { tabs: readonly PaneTab<T>[]; selected: T; onSelect: (id: T) => void; label: string }) {
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const next = tabAfterKey(tabs.map((tab) => tab.id), selected, event.key);
    if (next === undefined) return;
    event.preventDefault();
    onSelect(next);
    document.getElementById(paneTabId(next))?.focus();
  };
  return (
    <div className="studio-pane-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          id={paneTabId(tab.id)}
          type="button"
          role="tab"
          aria-selected={tab.id === selected}
          aria-controls={panePanelId(tab.id)}
          tabIndex={tab.id === selected ? 0 : -1}
          onClick={() => onSelect(tab.id)}
        >
          {tab.label}
        </button>
      ))}
    </div>
  );
}

/** A pane's attributes: a tab panel at a phone's width (hidden unless its tab is chosen), else a named region. */
export function paneAttributes(id: string, label: string, tabbed: boolean, selected: boolean): HTMLAttributes<HTMLElement> {
  if (!tabbed) return { 'aria-label': label };
  return { id: panePanelId(id), role: 'tabpanel', 'aria-labelledby': paneTabId(id), hidden: !selected };
}
