import { errorMessage } from '@steel-epd/web';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type UsersQuery, usersQueryOptions } from './api.ts';
import { UsersFilters } from './users-filters.tsx';
import { UsersTable } from './users-table.tsx';

const PAGE_SIZE = 20;

/**
 * Portal users for reviewers and administrators: paged and filtered on the server, with
 * disabling (the user is logged out and refused at login) and enabling.
 */
export const UsersPage = () => {
  const { t } = useTranslation();
  const [query, setQuery] = useState<UsersQuery>({ pageNum: 1, pageSize: PAGE_SIZE });
  const users = useQuery(usersQueryOptions(query));
  // A new filter starts again at page 1: the old page number may be past the new end.
  const filter = (patch: Partial<UsersQuery>) => setQuery((q) => ({ ...q, ...patch, pageNum: 1 }));

  return (
    <Card title={t('console.users.title')}>
      <UsersFilters query={query} onChange={filter} />
      {users.isError && (
        <Alert type="error" showIcon title={errorMessage(users.error, t)} style={{ marginBottom: 16 }} />
      )}
      <UsersTable
        users={users.data?.list ?? []}
        loading={users.isFetching}
        pagination={{
          current: users.data?.pageNum ?? query.pageNum,
          pageSize: users.data?.pageSize ?? PAGE_SIZE,
          total: users.data?.totals ?? 0,
          showSizeChanger: false,
          showTotal: (count) => t('console.users.total', { count }),
          onChange: (pageNum) => setQuery((q) => ({ ...q, pageNum })),
        }}
      />
    </Card>
  );
};
