import { useQuery } from '@tanstack/react-query';
import { Card, Table } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { auditLogQueryOptions } from './api.ts';
import { useAuditTable } from './audit-table.tsx';

const LATEST = 5;

/** The dashboard's view of the audit log: the latest entries and a link to the rest. */
export const LatestAuditCard = () => {
  const { t } = useTranslation();
  const latest = useQuery(auditLogQueryOptions({ pageNum: 1, pageSize: LATEST }));
  const { columns, rowKey, size } = useAuditTable();
  return (
    <Card
      title={t('console.dashboard.latestAudit')}
      extra={<Link to="/audit-log">{t('console.dashboard.viewAll')}</Link>}
    >
      <Table
        data-testid="dashboard-audit"
        rowKey={rowKey}
        size={size}
        columns={columns}
        dataSource={latest.data?.list ?? []}
        loading={latest.isFetching}
        pagination={false}
      />
    </Card>
  );
};
