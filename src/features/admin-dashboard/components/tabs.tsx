/**
 * Tabs in the WAI-ARIA pattern: one tab stop for the tab list, arrow keys (and Home, End)
 * move between tabs and select them. A panel is rendered when first shown and kept
 * afterwards, so switching back does not load its list again. The choice is not put in
 * the address: a new address counts as a new page, which takes the focus to its heading.
 */
import { useId, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';

export interface Tab {
  readonly key: string;
  readonly label: string;
  readonly panel: ReactNode;
}

export function Tabs({ label, tabs }: { readonly label: string; readonly tabs: readonly Tab[] }) {
  const id = useId();
  const [selectedKey, setSelectedKey] = useState(tabs[0]?.key);
  const selected = tabs.find((tab) => tab.key === selectedKey) ?? tabs[0];
  const [shown, setShown] = useState<ReadonlySet<string>>(() => new Set(selected ? [selected.key] : []));
  const buttons = useRef(new Map<string, HTMLButtonElement>());

  const select = (tab: Tab, focus = false) => {
    setShown((before) => new Set(before).add(tab.key));
    setSelectedKey(tab.key);
    if (focus) buttons.current.get(tab.key)?.focus();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.key === selected?.key);
    const to = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: tabs.length - 1 }[event.key];
    if (to === undefined) return;
    event.preventDefault();
    const tab = tabs[(to + tabs.length) % tabs.length];
    if (tab) select(tab, true);
  };

  return (
    <div>
      <div role="tablist" aria-label={label} className="flex gap-1">
        {tabs.map((tab) => {
          const active = tab.key === selected?.key;
          return (
            <button
              key={tab.key}
              ref={(element) => {
                if (element) buttons.current.set(tab.key, element);
                else buttons.current.delete(tab.key);
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.key}`}
              aria-selected={active}
              aria-controls={`${id}-panel-${tab.key}`}
              tabIndex={active ? 0 : -1}
              onClick={() => select(tab)}
              onKeyDown={onKeyDown}
              className={`rounded-md px-4 py-2 text-sm font-semibold focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-blue-600 ${
                active
                  ? 'bg-blue-50 text-blue-700 dark:bg-blue-950 dark:text-blue-200'
                  : 'text-slate-600 hover:bg-slate-100 hover:text-slate-900 dark:text-slate-300 dark:hover:bg-slate-800 dark:hover:text-white'
              }`}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      {tabs.map((tab) => (
        <div
          key={tab.key}
          role="tabpanel"
          id={`${id}-panel-${tab.key}`}
          aria-labelledby={`${id}-tab-${tab.key}`}
          hidden={tab.key !== selected?.key}
          className="pt-6"
        >
          {shown.has(tab.key) && tab.panel}
        </div>
      ))}
    </div>
  );
}
