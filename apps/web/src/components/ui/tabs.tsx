import { useId, useRef, type KeyboardEvent, type ReactNode } from 'react';

export interface TabItem<T extends string> {
  value: T;
  label: string;
}

type TabsProps<T extends string> = {
  /** Names the tab list. */
  label: string;
  tabs: readonly TabItem<T>[];
  selected: T;
  onSelect: (value: T) => void;
  /** The selected tab's content. */
  children: ReactNode;
};

/**
 * Where each key moves from tab `index` of `count` (WAI-ARIA tabs pattern). Right to left the
 * tabs run from the right, so the arrow keys follow what the eye sees.
 */
function targetIndex(
  key: string,
  index: number,
  count: number,
  direction: string,
): number | undefined {
  const step = direction === 'rtl' ? -1 : 1;
  switch (key) {
    case 'ArrowRight':
      return (index + step + count) % count;
    case 'ArrowLeft':
      return (index - step + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return undefined;
  }
}

/**
 * Tabs with automatic activation: arrow keys, Home and End move to a tab and select it; only the
 * selected tab is in the Tab order. One panel shows the selected tab's content.
 *
 * The panel is tied to its tabs by `aria-controls` and takes no name of its own: named after the
 * tab it would repeat the label of the field inside it (a "Password" tab, a "Password" field),
 * and a control would no longer be found by its label alone.
 */
export function Tabs<T extends string>({
  label,
  tabs,
  selected,
  onSelect,
  children,
}: TabsProps<T>) {
  const id = useId();
  const panelId = `${id}-panel`;
  const tabRefs = useRef<(HTMLButtonElement | null)[]>([]);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const current = tabs.findIndex((tab) => tab.value === selected);
    const next = targetIndex(
      event.key,
      Math.max(current, 0),
      tabs.length,
      getComputedStyle(event.currentTarget).direction,
    );
    const tab = next === undefined ? undefined : tabs[next];
    if (next === undefined || !tab) return;
    event.preventDefault();
    onSelect(tab.value);
    tabRefs.current[next]?.focus();
  };

  return (
    <div className="tabs">
      <div role="tablist" aria-label={label} className="tabs__list" onKeyDown={onKeyDown}>
        {tabs.map((tab, index) => {
          const isSelected = tab.value === selected;
          return (
            <button
              key={tab.value}
              ref={(element) => {
                tabRefs.current[index] = element;
              }}
              type="button"
              role="tab"
              id={`${id}-tab-${tab.value}`}
              className="tabs__tab"
              aria-selected={isSelected}
              aria-controls={panelId}
              tabIndex={isSelected ? 0 : -1}
              onClick={() => onSelect(tab.value)}
            >
              {tab.label}
            </button>
          );
        })}
      </div>
      <div role="tabpanel" id={panelId} className="tabs__panel">
        {children}
      </div>
    </div>
  );
}
