import type { TextKey } from '@steel-epd/contract';
import { errorMessage } from '@steel-epd/web';
import { Alert, Card, type TableColumnsType, type TableProps, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { QUEUE_PAGE_SIZE, type QueueView } from '../lib/use-queue.ts';
import { PhoneTable } from './phone-table.tsx';

/** The catalogue's names that have both a `console.<name>.title` and a `console.<name>.total`. */
type Named<Suffix extends string> = {
  [K in TextKey]: K extends `console.${infer Name}.${Suffix}` ? Name : never;
}[TextKey];
export type QueueName = Named<'title'> & Named<'total'>;

/** How a queue's rows show, as the feature's table file describes them. */
export interface QueueTable<Row> {
  columns: TableColumnsType<Row>;
  /** The field that identifies a row; rows carry it as `data-row-key`, which end-to-end tests find rows by. */
  rowKey: keyof Row & string;
  /** 'small' for dense logs. */
  size?: 'small' | 'middle';
  /** What an empty table says, where antd's "no data" would say too little. */
  emptyText?: string;
  /** A row's own handlers (a click that opens it). */
  onRow?: TableProps<Row>['onRow'];
}

interface QueuePageProps<Row> {
  /**
   * Names the queue: its title is `console.<name>.title`, the count under the table
   * `console.<name>.total` ("{{count}} users"), and the table's test id `<name>-table`.
   */
  name: QueueName;
  /** A line under the title: what the queue is for. */
  intro?: TextKey;
  /** From useQueue. */
  queue: QueueView<Row>;
  /** From the feature's table file (useXTable). */
  table: QueueTable<Row>;
  /** Beside the title: a status filter. */
  extra?: ReactNode;
  /** Above the table: filters, notices. */
  toolbar?: ReactNode;
  /** The table waits for something besides its list (a decision being sent). */
  busy?: boolean;
  /** What the page opens over the queue: drawers and dialogs. */
  children?: ReactNode;
}

/**
 * A console queue: a card with its title and filters, the call's error, and the paged table.
 * Every queue page (companies, registrations, users, outbox, audit ...) is one of these.
 */
export const QueuePage = <Row extends object>({
  name,
  intro,
  queue,
  table: { columns, rowKey, size = 'middle', emptyText, onRow },
  extra,
  toolbar,
  busy = false,
  children,
}: QueuePageProps<Row>) => {
  const { t } = useTranslation();
  const title = t(`console.${name}.title`);
  return (
    <Card title={title} extra={extra}>
      {intro && <Typography.Paragraph type="secondary">{t(intro)}</Typography.Paragraph>}
      {toolbar}
      {queue.error && (
        <Alert type="error" showIcon title={errorMessage(queue.error, t)} style={{ marginBottom: 16 }} />
      )}
      <PhoneTable<Row>
        label={title}
        data-testid={`${name}-table`}
        rowKey={rowKey}
        size={size}
        columns={columns}
        onRow={onRow}
        dataSource={queue.data?.list ?? []}
        loading={queue.fetching || busy}
        locale={emptyText === undefined ? undefined : { emptyText }}
        pagination={{
          current: queue.data?.pageNum ?? queue.pageNum,
          pageSize: queue.data?.pageSize ?? QUEUE_PAGE_SIZE,
          total: queue.data?.totals ?? 0,
          showSizeChanger: false,
          showTotal: (count) => t(`console.${name}.total`, { count }),
          onChange: queue.goTo,
        }}
      />
      {children}
    </Card>
  );
};
