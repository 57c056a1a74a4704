import type { TOutboxMessage } from '@steel-epd/contract';
import { Table, type TableProps, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format.ts';

interface OutboxTableProps {
  messages: TOutboxMessage[];
  loading: boolean;
  pagination: TableProps<TOutboxMessage>['pagination'];
}

/** Outbox messages, newest first; rows carry `data-row-key` = the message's line in the file. */
export const OutboxTable = ({ messages, loading, pagination }: OutboxTableProps) => {
  const { t } = useTranslation();
  const columns: TableProps<TOutboxMessage>['columns'] = [
    { key: 'time', title: t('console.outbox.time'), render: (_, m) => formatTime(m.time), width: 180 },
    {
      key: 'channel',
      title: t('console.outbox.channel'),
      width: 90,
      render: (_, m) => (
        <Tag color={m.channel === 'sms' ? 'green' : 'blue'}>{t(`console.outbox.channel.${m.channel}`)}</Tag>
      ),
    },
    { key: 'to', title: t('console.outbox.to'), dataIndex: 'to' },
    { key: 'subject', title: t('console.outbox.subject'), dataIndex: 'subject' },
    {
      key: 'text',
      title: t('console.outbox.text'),
      render: (_, m) => (
        <Typography.Text ellipsis={{ tooltip: m.text }} style={{ maxWidth: 320 }}>
          {m.text}
        </Typography.Text>
      ),
    },
    {
      key: 'code',
      title: t('console.outbox.code'),
      width: 120,
      render: (_, m) =>
        m.code && (
          <Typography.Text code copyable data-testid={`outbox-code-${m.id}`}>
            {m.code}
          </Typography.Text>
        ),
    },
  ];
  return (
    <Table<TOutboxMessage>
      data-testid="outbox-table"
      rowKey="id"
      size="small"
      columns={columns}
      dataSource={messages}
      loading={loading}
      pagination={pagination}
    />
  );
};
