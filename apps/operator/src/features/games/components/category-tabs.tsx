import { useRef, type KeyboardEvent } from 'react';
import type { GameCategoryView } from '@app/contract';
import { t } from '../../../lib/i18n.ts';

export type CategoryTab = GameCategoryView & { count: number };

type CategoryTabsProps = {
  tabs: CategoryTab[];
  selected: string;
  onSelect: (slug: string) => void;
  tabId: (slug: string) => string;
  panelId: string;
};

/**
 * The categories as an ARIA tab list: one tab stop, the arrow keys, Home and End move along it and
 * open the category they reach (the panel is the same table, so opening costs nothing).
 */
export function CategoryTabs({ tabs, selected, onSelect, tabId, panelId }: CategoryTabsProps) {
  const listRef = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent) => {
    const index = tabs.findIndex((tab) => tab.slug === selected);
    const last = tabs.length - 1;
    const next = { ArrowRight: index + 1, ArrowLeft: index - 1, Home: 0, End: last }[event.key];
    if (next === undefined) return;
    event.preventDefault();
    const target = tabs[(next + tabs.length) % tabs.length];
    if (!target) return;
    onSelect(target.slug);
    listRef.current?.querySelector<HTMLElement>(`#${CSS.escape(tabId(target.slug))}`)?.focus();
  };

  return (
    <div ref={listRef} role="tablist" aria-label={t.games.categories} className="tabs" onKeyDown={onKeyDown}>
      {tabs.map((tab) => {
        const active = tab.slug === selected;
        return (
          <button
            key={tab.id}
            id={tabId(tab.slug)}
            type="button"
            role="tab"
            className="tabs__tab"
            aria-selected={active}
            aria-controls={active ? panelId : undefined}
            tabIndex={active ? 0 : -1}
            onClick={() => onSelect(tab.slug)}
          >
            {tab.name}{' '}
            <span className="tabs__count num">{tab.count}</span>
          </button>
        );
      })}
    </div>
  );
}
