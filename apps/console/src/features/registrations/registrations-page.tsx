import { USER_AUDIT_STATUSES } from '@steel-epd/contract';
import { errorMessage } from '@steel-epd/web';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type RegistrationQueueQuery, registrationQueueOptions } from './api.ts';
import { RegistrationsTable } from './registrations-table.tsx';

const PAGE_SIZE = 20;

/** The registration audit queue (pending by default): approve, or reject with a reason. */
export const RegistrationsPage = () => {
  const { t } = useTranslation();
  const [query, setQuery] = useState<RegistrationQueueQuery>({
    pageNum: 1,
    pageSize: PAGE_SIZE,
    auditStatus: 0,
  });
  const queue = useQuery(registrationQueueOptions(query));

  return (
    <Card
      title={t('console.registrations.title')}
      extra={
        <Select<number>
          data-testid="registrations-filter-status"
          style={{ minWidth: 160 }}
          aria-label={t('console.reviews.filterStatus')}
          value={query.auditStatus}
          onChange={(auditStatus) => setQuery((q) => ({ ...q, auditStatus, pageNum: 1 }))}
          options={USER_AUDIT_STATUSES.map((s) => ({
            value: s,
            label: t(`console.registrations.status.${s}`),
          }))}
        />
      }
    >
      {queue.isError && (
        <Alert type="error" showIcon title={errorMessage(queue.error, t)} style={{ marginBottom: 16 }} />
      )}
      <RegistrationsTable
        items={queue.data?.list ?? []}
        loading={queue.isFetching}
        pagination={{
          current: queue.data?.pageNum ?? query.pageNum,
          pageSize: queue.data?.pageSize ?? PAGE_SIZE,
          total: queue.data?.totals ?? 0,
          showSizeChanger: false,
          showTotal: (count) => t('console.reviews.total', { count }),
          onChange: (pageNum) => setQuery((q) => ({ ...q, pageNum })),
        }}
      />
    </Card>
  );
};
