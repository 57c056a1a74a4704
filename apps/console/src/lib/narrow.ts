import { Grid } from 'antd';
import { useEffect, useRef } from 'react';

/**
 * True on a phone (below antd's md breakpoint, 768 px). Before the first measure it is false:
 * the desktop layout, as the console had before it fit phones.
 */
export const useNarrow = (): boolean => Grid.useBreakpoint().md === false;

/**
 * A table's scroll on a phone: narrower than its columns, it scrolls sideways and its text stays
 * whole; on a wider screen the columns share the width as before.
 */
export const useTableScroll = (): { x: 'max-content' } | undefined =>
  useNarrow() ? { x: 'max-content' } : undefined;

/**
 * A table that scrolls sideways can be scrolled from the keyboard too (issue 29, WCAG 2.1.1):
 * antd draws the scrolling element itself, so once drawn it is made a focusable region named
 * after the table. Give the ref to an element around the table.
 */
export const useKeyboardScroll = (label: string) => {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const box = ref.current?.querySelector<HTMLElement>('.ant-table-content, .ant-table-body');
    if (!box) return;
    box.tabIndex = 0;
    box.setAttribute('role', 'region');
    box.setAttribute('aria-label', label);
  });
  return ref;
};
