import { consoleRoutes } from '@steel-epd/contract';
import { Card, Descriptions, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { LatestAuditCard } from '../features/operators/audit/latest-audit-card.tsx';
import { roleMayUse, useCurrentOperator } from '../lib/current-operator.ts';

/** Who is logged in, and for administrators the latest audit entries. */
export const DashboardPage = () => {
  const { t } = useTranslation();
  const operator = useCurrentOperator();
  const seesAudit = roleMayUse(operator?.role, consoleRoutes.auditLog.roles);

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
      {seesAudit && <LatestAuditCard />}
    </Flex>
  );
};
