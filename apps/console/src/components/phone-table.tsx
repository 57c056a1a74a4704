import { Table, type TableProps } from 'antd';
import { useKeyboardScroll, useTableScroll } from '../lib/narrow.ts';

/**
 * Ant Design's Table that, on a phone, scrolls sideways inside its card rather than widening
 * the page (issue 29, decision 226), its scroller a keyboard region named `label`; on a wider
 * screen the columns share the width as before. A table's own `scroll` wins.
 */
// biome-ignore lint/suspicious/noExplicitAny: antd's own row constraint (AnyObject).
export function PhoneTable<Row extends Record<string, any>>({
  label,
  scroll,
  ...props
}: TableProps<Row> & { label: string }) {
  const phoneScroll = useTableScroll();
  const ref = useKeyboardScroll(label);
  return (
    <div ref={ref}>
      <Table<Row> {...props} scroll={scroll ?? phoneScroll} />
    </div>
  );
}
