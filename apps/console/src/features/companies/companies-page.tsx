import { COMPANY_STATUSES } from '@steel-epd/contract';
import { errorMessage } from '@steel-epd/web';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type CompanyQueueQuery, companyQueueOptions } from './api.ts';
import { CompaniesTable } from './companies-table.tsx';
import { CompanyDrawer } from './company-drawer.tsx';

const PAGE_SIZE = 20;

/** The certification queue (pending by default), with a drawer to read and decide one. */
export const CompaniesPage = () => {
  const { t } = useTranslation();
  const [query, setQuery] = useState<CompanyQueueQuery>({ pageNum: 1, pageSize: PAGE_SIZE, status: 0 });
  const [viewing, setViewing] = useState<number | null>(null);
  const queue = useQuery(companyQueueOptions(query));

  return (
    <Card
      title={t('console.companies.title')}
      extra={
        <Select<number>
          data-testid="companies-filter-status"
          style={{ minWidth: 160 }}
          aria-label={t('console.reviews.filterStatus')}
          value={query.status}
          // A new filter starts again at page 1: the old page number may be past the new end.
          onChange={(status) => setQuery((q) => ({ ...q, status, pageNum: 1 }))}
          options={COMPANY_STATUSES.map((s) => ({ value: s, label: t(`console.companies.status.${s}`) }))}
        />
      }
    >
      {queue.isError && (
        <Alert type="error" showIcon title={errorMessage(queue.error, t)} style={{ marginBottom: 16 }} />
      )}
      <CompaniesTable
        items={queue.data?.list ?? []}
        loading={queue.isFetching}
        onView={setViewing}
        pagination={{
          current: queue.data?.pageNum ?? query.pageNum,
          pageSize: queue.data?.pageSize ?? PAGE_SIZE,
          total: queue.data?.totals ?? 0,
          showSizeChanger: false,
          showTotal: (count) => t('console.reviews.total', { count }),
          onChange: (pageNum) => setQuery((q) => ({ ...q, pageNum })),
        }}
      />
      <CompanyDrawer id={viewing} onClose={() => setViewing(null)} />
    </Card>
  );
};
