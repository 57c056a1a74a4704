import { MESSAGE_CHANNELS, OUTBOX_RECIPIENT_FILTER_MAX, type TMessageDelivery } from '@steel-epd/contract';
import { errorMessage } from '@steel-epd/web';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Input, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type OutboxQuery, outboxQueryOptions } from './api.ts';
import { OutboxTable } from './outbox-table.tsx';

const PAGE_SIZE = 20;

/** Why an empty list may be right: the channels that leave the system never reach the outbox. */
const ExternalDelivery = ({ delivery }: { delivery: TMessageDelivery }) => {
  const { t } = useTranslation();
  if (delivery.mail === 'outbox' && delivery.sms === 'outbox') return null;
  return (
    <Alert
      data-testid="outbox-external"
      type="info"
      showIcon
      title={t('console.outbox.external')}
      description={
        <>
          {delivery.mail === 'smtp' && <div>{t('console.outbox.viaSmtp')}</div>}
          {delivery.sms === 'gateway' && <div>{t('console.outbox.viaGateway')}</div>}
        </>
      }
      style={{ marginBottom: 16 }}
    />
  );
};

/**
 * The messages the embedded default kept instead of sending (verification codes among them),
 * paged on the server, filtered by channel and by a part of the recipient.
 */
export const OutboxPage = () => {
  const { t } = useTranslation();
  const [query, setQuery] = useState<OutboxQuery>({ pageNum: 1, pageSize: PAGE_SIZE });
  const outbox = useQuery(outboxQueryOptions(query));
  const filter = (patch: Partial<OutboxQuery>) => setQuery((q) => ({ ...q, ...patch, pageNum: 1 }));

  return (
    <Card title={t('console.outbox.title')}>
      <Typography.Paragraph type="secondary">{t('console.outbox.intro')}</Typography.Paragraph>
      <Flex gap="small" wrap style={{ marginBottom: 16 }}>
        <Select
          data-testid="outbox-filter-channel"
          allowClear
          style={{ minWidth: 160 }}
          placeholder={t('console.outbox.filterChannel')}
          value={query.channel}
          onChange={(channel) => filter({ channel })}
          options={MESSAGE_CHANNELS.map((c) => ({ value: c, label: t(`console.outbox.channel.${c}`) }))}
        />
        <Input.Search
          data-testid="outbox-filter-to"
          allowClear
          style={{ width: 320 }}
          maxLength={OUTBOX_RECIPIENT_FILTER_MAX}
          placeholder={t('console.outbox.filterTo')}
          onSearch={(to) => filter({ to: to.trim() || undefined })}
        />
      </Flex>
      {outbox.isError && (
        <Alert type="error" showIcon title={errorMessage(outbox.error, t)} style={{ marginBottom: 16 }} />
      )}
      {outbox.data && outbox.data.totals === 0 && <ExternalDelivery delivery={outbox.data.delivery} />}
      <OutboxTable
        messages={outbox.data?.list ?? []}
        loading={outbox.isFetching}
        pagination={{
          current: outbox.data?.pageNum ?? query.pageNum,
          pageSize: outbox.data?.pageSize ?? PAGE_SIZE,
          total: outbox.data?.totals ?? 0,
          showSizeChanger: false,
          showTotal: (count) => t('console.outbox.total', { count }),
          onChange: (pageNum) => setQuery((q) => ({ ...q, pageNum })),
        }}
      />
    </Card>
  );
};
