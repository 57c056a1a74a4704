import type { TConsoleUser } from '@steel-epd/contract';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { timeColumn, useAccountTable } from '../../components/columns.tsx';
import type { QueueTable } from '../../components/queue-page.tsx';
import { UserLockButton } from './user-lock-button.tsx';
import { AuditStatusTag, CompanyStatusTag } from './user-status-tags.tsx';

/** The user list's columns, newest first, each row with its disable or enable button. */
export const useUsersTable = (): QueueTable<TConsoleUser> => {
  const { t } = useTranslation();
  return useAccountTable<TConsoleUser>([
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
        u.closed ? (
          <Tag data-testid={`user-closed-${u.id}`}>{t('console.users.closed')}</Tag>
        ) : u.locked ? (
          <Tag color="red">{t('console.users.locked')}</Tag>
        ) : (
          <Tag color="green">{t('console.users.active')}</Tag>
        ),
    },
    timeColumn('createdAt', t('console.users.createdAt'), (u) => u.createdAt),
    // A closed account has nothing to enable or disable.
    {
      key: 'actions',
      title: t('console.users.actions'),
      render: (_, u) => (u.closed ? null : <UserLockButton user={u} />),
    },
  ]);
};
