import { AUDIT_STATUS, type TRegistrationReview, USER_AUDIT_STATUSES } from '@steel-epd/contract';
import { Table, type TableProps, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format.ts';
import { RegistrationDecision } from './registration-decision.tsx';

interface RegistrationsTableProps {
  items: TRegistrationReview[];
  loading: boolean;
  pagination: TableProps<TRegistrationReview>['pagination'];
}

type Status = (typeof USER_AUDIT_STATUSES)[number];
const COLORS: Record<Status, string> = { 0: 'processing', 1: 'success', 2: 'error' };
const isStatus = (s: number): s is Status => (USER_AUDIT_STATUSES as readonly number[]).includes(s);

const StatusTag = ({ status }: { status: number }) => {
  const { t } = useTranslation();
  if (!isStatus(status)) return <Tag>{status}</Tag>;
  return <Tag color={COLORS[status]}>{t(`console.registrations.status.${status}`)}</Tag>;
};

/** Registrations in the audit queue; rows carry `data-row-key` = the account. */
export const RegistrationsTable = ({ items, loading, pagination }: RegistrationsTableProps) => {
  const { t } = useTranslation();
  const columns: TableProps<TRegistrationReview>['columns'] = [
    { key: 'account', title: t('console.registrations.account'), dataIndex: 'userAccount' },
    {
      key: 'accountType',
      title: t('console.registrations.accountType'),
      width: 100,
      render: (_, u) => t(`console.users.accountType.${u.accountType}`),
    },
    { key: 'userName', title: t('console.registrations.userName'), dataIndex: 'userName' },
    { key: 'companyName', title: t('console.registrations.companyName'), dataIndex: 'companyName' },
    {
      key: 'createdAt',
      title: t('console.registrations.createdAt'),
      render: (_, u) => formatTime(u.createdAt),
    },
    {
      key: 'status',
      title: t('console.registrations.status'),
      render: (_, u) => <StatusTag status={u.auditStatus} />,
    },
    { key: 'reasonReject', title: t('console.registrations.reasonReject'), dataIndex: 'reasonReject' },
    {
      key: 'actions',
      title: t('console.reviews.actions'),
      // Only a pending registration can be decided.
      render: (_, u) => (u.auditStatus === AUDIT_STATUS.pending ? <RegistrationDecision user={u} /> : null),
    },
  ];
  return (
    <Table<TRegistrationReview>
      data-testid="registrations-table"
      rowKey="userAccount"
      size="middle"
      columns={columns}
      dataSource={items}
      loading={loading}
      pagination={pagination}
    />
  );
};
