import { type KeyboardEvent, type ReactNode, useRef } from 'react';
import './tab-bar.css';

export interface TabBarItem {
  key: string;
  label: ReactNode;
}

interface Props {
  /** Names the tabs and their panels (a page's `useId()`); see `tabPanelProps`. */
  id: string;
  items: readonly TabBarItem[];
  /** The open tab; none is marked while it is unknown (the types still loading). */
  activeKey: string | undefined;
  onChange: (key: string) => void;
  /** Centres the tabs (registration's two forms). */
  centered?: boolean;
  label?: string;
  testId?: string;
}

const tabId = (base: string, key: string) => `${base}-tab-${key}`;
const panelId = (base: string, key: string) => `${base}-panel-${key}`;

/** What the open tab's panel carries, with the TabBar's `id` and the open tab's key. */
export const tabPanelProps = (base: string, key: string) => ({
  role: 'tabpanel' as const,
  id: panelId(base, key),
  'aria-labelledby': tabId(base, key),
});

/**
 * A row of tabs in Ant Design's line style (WAI-ARIA tabs: arrow keys, Home and End move and open;
 * only the open tab is in the tab order). The portal's pages of a few tabs use it instead of antd's
 * Tabs, whose measuring of every tab in layout effects re-rendered the page inside its first
 * commit and whose overflow menu and motion came with the start (issue 12). A row wider than the
 * screen scrolls sideways.
 */
export function TabBar({ id: base, items, activeKey, onChange, centered = false, label, testId }: Props) {
  const row = useRef<HTMLDivElement>(null);

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const at = items.findIndex((item) => item.key === activeKey);
    const last = items.length - 1;
    const next =
      event.key === 'ArrowRight'
        ? (at + 1) % items.length
        : event.key === 'ArrowLeft'
          ? (at - 1 + items.length) % items.length
          : event.key === 'Home'
            ? 0
            : event.key === 'End'
              ? last
              : null;
    const item = next === null ? undefined : items[next];
    if (!item) return;
    event.preventDefault();
    onChange(item.key);
    row.current?.querySelector<HTMLButtonElement>(`[data-key="${CSS.escape(item.key)}"]`)?.focus();
  };

  return (
    <div
      ref={row}
      role="tablist"
      aria-label={label}
      className={`tab-bar${centered ? ' tab-bar--centered' : ''}`}
      onKeyDown={onKeyDown}
      data-testid={testId}
    >
      {items.map((item) => {
        const active = item.key === activeKey;
        return (
          <button
            key={item.key}
            type="button"
            role="tab"
            id={tabId(base, item.key)}
            aria-selected={active}
            aria-controls={panelId(base, item.key)}
            tabIndex={active || activeKey === undefined ? 0 : -1}
            className={`tab-bar__tab${active ? ' tab-bar__tab--active' : ''}`}
            onClick={() => onChange(item.key)}
            data-key={item.key}
          >
            {item.label}
          </button>
        );
      })}
    </div>
  );
}
