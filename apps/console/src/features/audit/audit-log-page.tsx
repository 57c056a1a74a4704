import { AUDIT_ACTIONS } from '@steel-epd/contract';
import { errorMessage } from '@steel-epd/web';
import { useQuery } from '@tanstack/react-query';
import { Alert, Card, Flex, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { operatorsQueryOptions } from '../../lib/operators-query.ts';
import { type AuditQuery, auditLogQueryOptions } from './api.ts';
import { AuditTable, actionLabel } from './audit-table.tsx';

const PAGE_SIZE = 20;

/** The whole audit log, paged on the server, filtered by action and by acting operator. */
export const AuditLogPage = () => {
  const { t } = useTranslation();
  const [query, setQuery] = useState<AuditQuery>({ pageNum: 1, pageSize: PAGE_SIZE });
  const log = useQuery(auditLogQueryOptions(query));
  const operators = useQuery(operatorsQueryOptions());
  const filter = (patch: Partial<AuditQuery>) => setQuery((q) => ({ ...q, ...patch, pageNum: 1 }));

  return (
    <Card title={t('console.audit.title')}>
      <Flex gap="small" wrap style={{ marginBottom: 16 }}>
        <Select<string>
          data-testid="audit-filter-action"
          allowClear
          style={{ minWidth: 200 }}
          placeholder={t('console.audit.filterAction')}
          value={query.action}
          onChange={(action) => filter({ action })}
          options={AUDIT_ACTIONS.map((a) => ({ value: a, label: actionLabel(a) }))}
        />
        <Select<number>
          data-testid="audit-filter-operator"
          allowClear
          showSearch={{ optionFilterProp: 'label' }}
          style={{ minWidth: 200 }}
          placeholder={t('console.audit.filterOperator')}
          value={query.operatorId}
          onChange={(operatorId) => filter({ operatorId })}
          options={(operators.data ?? []).map((o) => ({
            value: o.id,
            label: `${o.displayName} (${o.username})`,
          }))}
        />
      </Flex>
      {log.isError && (
        <Alert type="error" showIcon title={errorMessage(log.error, t)} style={{ marginBottom: 16 }} />
      )}
      <AuditTable
        entries={log.data?.list ?? []}
        loading={log.isFetching}
        pagination={{
          current: log.data?.pageNum ?? query.pageNum,
          pageSize: log.data?.pageSize ?? PAGE_SIZE,
          total: log.data?.totals ?? 0,
          showSizeChanger: false,
          showTotal: (count) => t('console.audit.total', { count }),
          onChange: (pageNum) => setQuery((q) => ({ ...q, pageNum })),
        }}
      />
    </Card>
  );
};
