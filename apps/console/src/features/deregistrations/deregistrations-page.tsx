import type { TDeregistrationRequest } from '@steel-epd/contract';
import { errorMessage } from '@steel-epd/web';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type DeregistrationsQuery, deregistrationsQueryOptions, useDecideDeregistration } from './api.ts';
import { DeregistrationsTable } from './deregistrations-table.tsx';
import { RefuseDialog } from './refuse-dialog.tsx';

const PAGE_SIZE = 20;

/**
 * Pending deregistration requests for reviewers and administrators: approve (the account is
 * closed and its personal data erased) or refuse with a reason the user reads in their inbox.
 */
export const DeregistrationsPage = () => {
  const { t } = useTranslation();
  const [query, setQuery] = useState<DeregistrationsQuery>({ pageNum: 1, pageSize: PAGE_SIZE });
  const [refusing, setRefusing] = useState<TDeregistrationRequest | null>(null);
  const requests = useQuery(deregistrationsQueryOptions(query));
  const decide = useDecideDeregistration();
  // Deciding the last request of a later page empties it: step back to the page before.
  const emptied = !requests.isPlaceholderData && requests.data?.list.length === 0 && query.pageNum > 1;
  useEffect(() => {
    if (emptied) setQuery((q) => ({ ...q, pageNum: q.pageNum - 1 }));
  }, [emptied]);

  return (
    <Card title={t('console.deregistrations.title')}>
      <Typography.Paragraph type="secondary">{t('console.deregistrations.intro')}</Typography.Paragraph>
      {requests.isError && (
        <Alert type="error" showIcon title={errorMessage(requests.error, t)} style={{ marginBottom: 16 }} />
      )}
      <DeregistrationsTable
        requests={requests.data?.list ?? []}
        loading={requests.isFetching}
        mutation={decide}
        onRefuse={setRefusing}
        pagination={{
          current: requests.data?.pageNum ?? query.pageNum,
          pageSize: requests.data?.pageSize ?? PAGE_SIZE,
          total: requests.data?.totals ?? 0,
          showSizeChanger: false,
          showTotal: (count) => t('console.deregistrations.total', { count }),
          onChange: (pageNum) => setQuery((q) => ({ ...q, pageNum })),
        }}
      />
      <RefuseDialog request={refusing} onClose={() => setRefusing(null)} mutation={decide} />
    </Card>
  );
};
