import type { TDeregistrationRequest } from '@steel-epd/contract';
import { Button, Flex, Table, type TableProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatTime } from '../../lib/format.ts';
import type { DecideDeregistration } from './api.ts';
import { ApproveButton } from './approve-button.tsx';

interface DeregistrationsTableProps {
  requests: TDeregistrationRequest[];
  loading: boolean;
  pagination: TableProps<TDeregistrationRequest>['pagination'];
  mutation: DecideDeregistration;
  onRefuse: (request: TDeregistrationRequest) => void;
}

/** Pending requests, oldest first; rows carry `data-row-key` = the account. */
export const DeregistrationsTable = ({
  requests,
  loading,
  pagination,
  mutation,
  onRefuse,
}: DeregistrationsTableProps) => {
  const { t } = useTranslation();
  const columns: TableProps<TDeregistrationRequest>['columns'] = [
    { key: 'account', title: t('console.deregistrations.account'), dataIndex: 'userAccount' },
    {
      key: 'accountType',
      title: t('console.deregistrations.accountType'),
      width: 100,
      render: (_, r) => t(`console.deregistrations.accountType.${r.accountType}`),
    },
    { key: 'userName', title: t('console.deregistrations.userName'), dataIndex: 'userName' },
    { key: 'companyName', title: t('console.deregistrations.companyName'), dataIndex: 'companyName' },
    {
      key: 'requestedAt',
      title: t('console.deregistrations.requestedAt'),
      render: (_, r) => formatTime(r.requestedAt),
    },
    {
      key: 'actions',
      title: t('console.deregistrations.actions'),
      render: (_, r) => (
        <Flex gap="small">
          <ApproveButton request={r} mutation={mutation} />
          <Button
            size="small"
            data-testid={`deregistration-refuse-${r.userAccount}`}
            onClick={() => onRefuse(r)}
          >
            {t('console.deregistrations.refuse')}
          </Button>
        </Flex>
      ),
    },
  ];
  return (
    <Table<TDeregistrationRequest>
      data-testid="deregistrations-table"
      rowKey="userAccount"
      size="middle"
      columns={columns}
      dataSource={requests}
      loading={loading || mutation.isPending}
      pagination={pagination}
      locale={{ emptyText: t('console.deregistrations.empty') }}
    />
  );
};
