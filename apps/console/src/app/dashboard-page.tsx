import { consoleRoutes } from '@steel-epd/contract';
import { useQuery } from '@tanstack/react-query';
import { Card, Descriptions, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { auditLogQueryOptions } from '../features/audit/api.ts';
import { AuditTable } from '../features/audit/audit-table.tsx';
import { roleMayUse, useCurrentOperator } from '../lib/current-operator.ts';

const LATEST = 5;

/** Who is logged in, and for administrators the latest audit entries. */
export const DashboardPage = () => {
  const { t } = useTranslation();
  const operator = useCurrentOperator();
  const seesAudit = roleMayUse(operator?.role, consoleRoutes.auditLog.roles);
  const latest = useQuery({ ...auditLogQueryOptions({ pageNum: 1, pageSize: LATEST }), enabled: seesAudit });

  return (
    <Flex vertical gap="middle">
      <Card title={t('console.dashboard.title')}>
        <Descriptions
          column={1}
          data-testid="dashboard-operator"
          items={[
            { key: 'name', label: t('console.dashboard.loggedInAs'), children: operator?.displayName },
            { key: 'username', label: t('console.dashboard.username'), children: operator?.username },
            {
              key: 'role',
              label: t('console.dashboard.role'),
              children: operator && (
                <Tag color="blue" data-testid="dashboard-role">
                  {t(`console.role.${operator.role}`)}
                </Tag>
              ),
            },
          ]}
        />
      </Card>
      {seesAudit && (
        <Card
          title={t('console.dashboard.latestAudit')}
          extra={<Link to="/audit-log">{t('console.dashboard.viewAll')}</Link>}
        >
          <AuditTable
            entries={latest.data?.list ?? []}
            loading={latest.isFetching}
            testId="dashboard-audit"
          />
        </Card>
      )}
    </Flex>
  );
};
