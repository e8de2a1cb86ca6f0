import { useId, type KeyboardEvent } from 'react';
import type { ResolvedFormTab } from '@/schema/resolved';

interface FormTabsProps {
  tabs: readonly ResolvedFormTab[];
  current: string;
  onSelect: (id: string) => void;
  t: (key: string) => string;
  label: string;
}

/** The tab bar of a form document (ARIA tabs; arrow keys move between them). Hidden with one tab: nothing to choose. */
export function FormTabs({ tabs, current, onSelect, t, label }: FormTabsProps) {
  const baseId = useId();
  if (tabs.length < 2) return null;
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'ArrowRight' && event.key !== 'ArrowLeft') return;
    const index = tabs.findIndex((tab) => tab.id === current);
    const next = tabs[(index + (event.key === 'ArrowRight' ? 1 : tabs.length - 1)) % tabs.length];
    if (!next) return;
    onSelect(next.id);
    // WAI-ARIA tabs: the arrow keys move focus with the selection (the tab left behind leaves the tab order).
    document.getElementById(`${baseId}-${next.id}`)?.focus();
  };
  return (
    <div className="account-tabs" role="tablist" aria-label={label} onKeyDown={onKeyDown}>
      {tabs.map((tab) => (
        <button
          key={tab.id}
          id={`${baseId}-${tab.id}`}
          type="button"
          role="tab"
          aria-selected={tab.id === current}
          tabIndex={tab.id === current ? 0 : -1}
          className="account-tabs__tab"
          onClick={() => onSelect(tab.id)}
        >
          {t(tab.label)}
        </button>
      ))}
    </div>
  );
}

/** The selected tab if it still exists (flags may have removed it), else the first. */
export function currentTab(tabs: readonly ResolvedFormTab[], wanted: string | undefined): ResolvedFormTab | undefined {
  return tabs.find((tab) => tab.id === wanted) ?? tabs[0];
}
