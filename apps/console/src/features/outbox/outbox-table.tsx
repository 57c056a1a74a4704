import type { TOutboxMessage } from '@steel-epd/contract';
import { Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { logTable, timeColumn } from '../../components/columns.tsx';
import type { QueueTable } from '../../components/queue-page.tsx';

/** The outbox's columns, newest first; a verification code can be copied from its row. */
export const useOutboxTable = (): QueueTable<TOutboxMessage> => {
  const { t } = useTranslation();
  return logTable<TOutboxMessage>(
    timeColumn('time', t('console.outbox.time'), (m) => m.time),
    [
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
    ],
  );
};
