import { Grid } from 'antd';

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
