import type { TConsoleUser } from '@steel-epd/contract';
import { Table, type TableProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format.ts';
import { UserLockButton } from './user-lock-button.tsx';
import { AuditStatusTag, CompanyStatusTag } from './user-status-tags.tsx';

interface UsersTableProps {
  users: TConsoleUser[];
  loading: boolean;
  pagination: TableProps<TConsoleUser>['pagination'];
}

/** Portal users, newest first; rows carry `data-row-key` = the account. */
export const UsersTable = ({ users, loading, pagination }: UsersTableProps) => {
  const { t } = useTranslation();
  const columns: TableProps<TConsoleUser>['columns'] = [
    { key: 'account', title: t('console.users.account'), dataIndex: 'userAccount' },
    {
      key: 'accountType',
      title: t('console.users.accountType'),
      width: 100,
      render: (_, u) => t(`console.users.accountType.${u.accountType}`),
    },
    { key: 'userName', title: t('console.users.userName'), dataIndex: 'userName' },
    { key: 'companyName', title: t('console.users.companyName'), dataIndex: 'companyName' },
    {
      key: 'companyStatus',
      title: t('console.users.companyStatus'),
      render: (_, u) => <CompanyStatusTag status={u.companyStatus} />,
    },
    {
      key: 'auditStatus',
      title: t('console.users.auditStatus'),
      render: (_, u) => <AuditStatusTag status={u.auditStatus} />,
    },
    {
      key: 'status',
      title: t('console.users.status'),
      render: (_, u) =>
        u.locked ? (
          <Tag color="red">{t('console.users.locked')}</Tag>
        ) : (
          <Tag color="green">{t('console.users.active')}</Tag>
        ),
    },
    { key: 'createdAt', title: t('console.users.createdAt'), render: (_, u) => formatTime(u.createdAt) },
    { key: 'actions', title: t('console.users.actions'), render: (_, u) => <UserLockButton user={u} /> },
  ];
  return (
    <Table<TConsoleUser>
      data-testid="users-table"
      rowKey="userAccount"
      size="middle"
      columns={columns}
      dataSource={users}
      loading={loading}
      pagination={pagination}
    />
  );
};
